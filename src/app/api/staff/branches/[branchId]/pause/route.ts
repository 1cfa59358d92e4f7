import { api } from "@/contract";
import { pauseBranch } from "@/server/staff/pauses";
import { route } from "@/server/route";

export const POST = route(api.staff.pauseBranch, async ({ brand, role, params, body }) =>
  pauseBranch(brand, role, params.branchId, body.for),
);
