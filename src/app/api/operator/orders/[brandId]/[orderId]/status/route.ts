import { statusChangeBody, storableText } from "@/domain/order";
import { findBrandById } from "@/server/brands/resolve";
import { AppError, errorResponse } from "@/server/errors";
import { ok, readJson } from "@/server/http";
import { requireOperator } from "@/server/operator";
import { changeOrderStatus, requireOrderId } from "@/server/orders/status";

type Params = { params: Promise<{ brandId: string; orderId: string }> };

const body = statusChangeBody.extend({
  by: storableText().trim().min(1).max(80).default("operator"),
});

/** `npm run order:status` against a running server: the staff board's rules, any branch. */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    await requireOperator(request);
    const { brandId, orderId } = await params;
    const brand = await findBrandById(brandId);
    if (!brand) throw new AppError("BRAND_NOT_FOUND", 404, `There is no brand "${brandId}".`);
    requireOrderId(orderId);
    const change = await readJson(request, body, { reason: "REASON_REQUIRED" });
    const order = await changeOrderStatus(
      brand,
      orderId,
      change.status,
      { kind: "operator", name: change.by },
      "all",
      change.reason,
    );
    return ok(order);
  } catch (error) {
    return errorResponse(error);
  }
}
