import { api } from "@/contract";
import { getDb } from "@/server/db/client";
import { recentDeliveryAddresses } from "@/server/orders/recent-addresses";
import { route } from "@/server/route";

export const GET = route(api.orders.recentAddresses, async ({ brand, signedIn }) =>
  recentDeliveryAddresses((await getDb()).db, brand.id, signedIn.user.uid),
);
