import { api } from "@/contract";
import { changeOrderStatus } from "@/server/flows/change-status";
import { requireOrderId } from "@/server/orders/rows";
import { route } from "@/server/route";

export const POST = route(api.staff.changeStatus, async ({ brand, role, params, body }) =>
  changeOrderStatus(
    brand,
    requireOrderId(params.orderId),
    body.status,
    { kind: "staff", name: role.name },
    role,
    body.reason,
  ),
);
