import { api } from "@/contract";
import { ownerBrand, saveFromConsole } from "@/server/owner/console";
import { route } from "@/server/route";

export const GET = route(api.owner.brand, ({ brand }) => ownerBrand(brand));

export const POST = route(api.owner.saveBrand, ({ brand, role, signedIn, body }) =>
  saveFromConsole(brand, role, signedIn, body),
);
