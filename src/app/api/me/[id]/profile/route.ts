import { api } from "@/contract";
import { customerProfile, saveProfile } from "@/server/account/profile";
import { getDb } from "@/server/db/client";
import { route } from "@/server/route";

export const GET = route(api.account.profile, async ({ brand, signedIn }) =>
  customerProfile((await getDb()).db, brand.id, signedIn.user),
);

export const POST = route(api.account.saveProfile, async ({ brand, signedIn, body }) =>
  saveProfile((await getDb()).db, brand.id, signedIn.user, body),
);
