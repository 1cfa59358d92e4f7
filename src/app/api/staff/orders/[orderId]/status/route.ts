import { statusChangeBody } from "@/domain/order";
import { errorResponse } from "@/server/errors";
import { ok, readJson, requireBrand } from "@/server/http";
import { changeOrderStatus, requireOrderId } from "@/server/orders/status";
import { requireStaff } from "@/server/staff/staff";

type Params = { params: Promise<{ orderId: string }> };

/** POST {status, reason?}: Accept, Complete or Cancel (with a reason) an order; 409 otherwise. */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { role } = await requireStaff(request, brand, { write: true });
    const { orderId } = await params;
    requireOrderId(orderId);
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
