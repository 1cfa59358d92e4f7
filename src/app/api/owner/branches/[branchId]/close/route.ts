import { api } from "@/contract";
import { closeBranch } from "@/server/owner/branches";
import { route } from "@/server/route";

export const POST = route(api.owner.closeBranch, ({ brand, role, signedIn, params, body }) =>
  closeBranch(brand, role, signedIn, params.branchId, body),
);
