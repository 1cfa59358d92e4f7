import { api } from "@/contract";
import { getDb } from "@/server/db/client";
import { hideRecentAddress } from "@/server/orders/recent-addresses";
import { route } from "@/server/route";

export const POST = route(api.account.hideAddress, async ({ brand, signedIn, body }) =>
  hideRecentAddress((await getDb()).db, brand.id, signedIn.user.uid, body),
);
