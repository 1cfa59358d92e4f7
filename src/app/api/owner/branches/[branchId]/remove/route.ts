import { api } from "@/contract";
import { removeBranch } from "@/server/owner/branches";
import { route } from "@/server/route";

export const POST = route(api.owner.removeBranch, ({ brand, role, signedIn, params, body }) =>
  removeBranch(brand, role, signedIn, params.branchId, body),
);
