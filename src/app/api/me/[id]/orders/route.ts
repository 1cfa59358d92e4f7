import { api } from "@/contract";
import { customerOrders } from "@/server/orders/queries";
import { route } from "@/server/route";

export const GET = route(api.orders.myOrders, async ({ brand, signedIn }) =>
  customerOrders(brand, signedIn.user.uid),
);
