import { api } from "@/contract";
import { olderOrders } from "@/server/orders/board";
import { route } from "@/server/route";

export const GET = route(api.staff.olderOrders, ({ brand, role, query }) =>
  olderOrders(brand, role, query.after),
);
