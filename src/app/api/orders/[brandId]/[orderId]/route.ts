import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { customerOrderDetail } from "@/server/orders/views";
import { route } from "@/server/route";

/** Anyone but the order's customer gets the same 404 (the declaration's `loads`). */
export const GET = route(api.orders.order, async ({ brand, signedIn, order }) => {
  const detail = await customerOrderDetail(brand, signedIn.user.uid, order.id);
  if (!detail) throw new AppError("ORDER_NOT_FOUND");
  return detail;
});
