import { api } from "@/contract";
import { changeOrderStatus } from "@/server/flows/change-status";
import { route } from "@/server/route";

export const POST = route(api.staff.changeStatus, async ({ brand, role, order, body }) =>
  changeOrderStatus(brand, order, body.status, { kind: "staff", name: role.name }, body.reason),
);
