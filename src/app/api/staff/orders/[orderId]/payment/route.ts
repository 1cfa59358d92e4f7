import { api } from "@/contract";
import { markOrderPaid } from "@/server/flows/mark-paid";
import { route } from "@/server/route";

export const POST = route(api.staff.markPaid, async ({ brand, role, order }) =>
  markOrderPaid(brand, order, { kind: "staff", name: role.name }),
);
