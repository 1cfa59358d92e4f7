import { api } from "@/contract";
import { markOrderPaid } from "@/server/flows/mark-paid";
import { requireOrderId } from "@/server/orders/rows";
import { route } from "@/server/route";

export const POST = route(api.staff.markPaid, async ({ brand, role, params }) =>
  markOrderPaid(brand, requireOrderId(params.orderId), { kind: "staff", name: role.name }, role),
);
