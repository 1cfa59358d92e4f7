import { api } from "@/contract";
import { saveBranchChange } from "@/server/owner/manage";
import { route } from "@/server/route";

export const POST = route(api.manage.saveBranch, ({ brand, role, signedIn, params, body }) =>
  saveBranchChange(brand, role, signedIn, params.branchId, body),
);
