import { ORDER_ID_PATTERN, ORDER_MESSAGES } from "@/domain/order";
import { AppError, errorResponse } from "@/server/errors";
import { requireCustomer } from "@/server/auth/http";
import { ok, requireBrand } from "@/server/http";
import { customerOrderDetail } from "@/server/orders/status";

type Params = { params: Promise<{ brandId: string; orderId: string }> };

/** One order with its timeline, for its customer only; anyone else gets the same 404. */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { user } = await requireCustomer(request, brand, { write: false });
    const { brandId, orderId } = await params;
    const order =
      brandId === brand.id && ORDER_ID_PATTERN.test(orderId)
        ? await customerOrderDetail(brand.id, user.uid, orderId)
        : null;
    if (!order) throw new AppError("ORDER_NOT_FOUND", 404, ORDER_MESSAGES.orderNotFound);
    return ok(order, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
