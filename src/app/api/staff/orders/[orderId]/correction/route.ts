import { api } from "@/contract";
import { correctOrder } from "@/server/flows/correct-order";
import { route } from "@/server/route";

export const POST = route(api.staffOrders.correct, async ({ brand, role, order, body }) =>
  correctOrder(brand, order, body, { kind: "staff", name: role.name }),
);
