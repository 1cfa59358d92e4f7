import { api } from "@/contract";
import { reopenBranch } from "@/server/owner/branches";
import { route } from "@/server/route";

export const POST = route(api.owner.reopenBranch, ({ brand, role, signedIn, params, body }) =>
  reopenBranch(brand, role, signedIn, params.branchId, body),
);
