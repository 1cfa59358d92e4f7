import { ORDER_ID_PATTERN, paymentBody } from "@/domain/order";
import { AppError, errorResponse } from "@/server/errors";
import { ok, readJson, requireBrand } from "@/server/http";
import { markOrderPaid } from "@/server/orders/status";
import { requireStaff } from "@/server/staff/staff";

type Params = { params: Promise<{ orderId: string }> };

/** POST {paid: true}: staff checked the transfer proof and confirm the payment. */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { role } = await requireStaff(request, brand, { write: true });
    const { orderId } = await params;
    if (!ORDER_ID_PATTERN.test(orderId))
      throw new AppError("ORDER_NOT_FOUND", 404, "Order not found");
    await readJson(request, paymentBody);
    return ok(await markOrderPaid(brand, orderId, { kind: "staff", name: role.name }, role));
  } catch (error) {
    return errorResponse(error);
  }
}
