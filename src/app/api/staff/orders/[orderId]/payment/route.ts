import { api } from "@/contract";
import { markOrderPaid, requireOrderId } from "@/server/orders/status";
import { route } from "@/server/route";

export const POST = route(api.staff.markPaid, async ({ brand, role, params }) =>
  markOrderPaid(brand, requireOrderId(params.orderId), { kind: "staff", name: role.name }, role),
);
