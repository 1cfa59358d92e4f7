import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { requireOrderInPath } from "@/server/orders/rows";
import { customerOrderDetail } from "@/server/orders/views";
import { route } from "@/server/route";

/** Anyone but the order's customer gets the same 404. */
export const GET = route(api.orders.order, async ({ brand, signedIn, params }) => {
  const orderId = requireOrderInPath(brand, params);
  const order = await customerOrderDetail(brand, signedIn.user.uid, orderId);
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  return order;
});
