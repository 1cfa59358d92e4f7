import { api } from "@/contract";
import { addBranch } from "@/server/owner/branches";
import { route } from "@/server/route";

export const POST = route(api.owner.addBranch, ({ brand, role, signedIn, body }) =>
  addBranch(brand, role, signedIn, body),
);
