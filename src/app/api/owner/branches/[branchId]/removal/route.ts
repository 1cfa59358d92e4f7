import { api } from "@/contract";
import { branchRemoval } from "@/server/owner/branches";
import { route } from "@/server/route";

export const GET = route(api.owner.branchRemoval, ({ brand, params }) =>
  branchRemoval(brand, params.branchId),
);
