import { api } from "@/contract";
import { ORDER_ID_PATTERN } from "@/domain/order";
import { AppError } from "@/server/errors";
import { customerOrderDetail } from "@/server/orders/status";
import { route } from "@/server/route";

/** Anyone but the order's customer gets the same 404. */
export const GET = route(api.orders.order, async ({ brand, signedIn, params }) => {
  const { brandId, orderId } = params;
  const order =
    brandId === brand.id && ORDER_ID_PATTERN.test(orderId)
      ? await customerOrderDetail(brand.id, signedIn.user.uid, orderId)
      : null;
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  return order;
});
