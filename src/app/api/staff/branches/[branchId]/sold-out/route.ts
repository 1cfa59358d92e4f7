import { api } from "@/contract";
import { route } from "@/server/route";
import { markSoldOut } from "@/server/staff/sold-out";

export const POST = route(api.staff.markSoldOut, async ({ brand, role, params, body }) =>
  markSoldOut(brand, role, params.branchId, body.itemId, body.for),
);
