import { api } from "@/contract";
import { quoteOrder } from "@/server/flows/take-order";
import { route } from "@/server/route";

export const POST = route(api.staffOrders.quote, async ({ brand, role, body }) =>
  quoteOrder(brand, role, body),
);
