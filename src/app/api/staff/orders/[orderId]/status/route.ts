import { ORDER_ID_PATTERN, statusChangeBody } from "@/domain/order";
import { AppError, errorResponse } from "@/server/errors";
import { ok, readJson, requireBrand } from "@/server/http";
import { changeOrderStatus } from "@/server/orders/status";
import { requireStaff } from "@/server/staff/staff";

type Params = { params: Promise<{ orderId: string }> };

/** POST {status, reason?}: Accept, Complete or Cancel (with a reason) an order; 409 otherwise. */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { role } = await requireStaff(request, brand, { write: true });
    const { orderId } = await params;
    if (!ORDER_ID_PATTERN.test(orderId))
      throw new AppError("ORDER_NOT_FOUND", 404, "Order not found");
    const body = await readJson(request, statusChangeBody, { reason: "REASON_REQUIRED" });
    const order = await changeOrderStatus(
      brand,
      orderId,
      body.status,
      { kind: "staff", name: role.name },
      role,
      body.reason,
    );
    return ok(order);
  } catch (error) {
    return errorResponse(error);
  }
}
