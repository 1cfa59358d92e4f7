import { paymentBody } from "@/domain/order";
import { errorResponse } from "@/server/errors";
import { ok, readJson, requireBrand } from "@/server/http";
import { markOrderPaid, requireOrderId } from "@/server/orders/status";
import { requireStaff } from "@/server/staff/staff";

type Params = { params: Promise<{ orderId: string }> };

/** POST {paid: true}: staff checked the transfer proof and confirm the payment. */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { role } = await requireStaff(request, brand, { write: true });
    const { orderId } = await params;
    requireOrderId(orderId);
    await readJson(request, paymentBody);
    return ok(await markOrderPaid(brand, orderId, { kind: "staff", name: role.name }, role));
  } catch (error) {
    return errorResponse(error);
  }
}
