import { placeOrderBody } from "@/domain/order";
import { AppError, errorResponse } from "@/server/errors";
import { requireCustomer } from "@/server/auth/http";
import { ok, readJson, requireBrand } from "@/server/http";
import { placeOrder } from "@/server/orders/place-order";

type Params = { params: Promise<{ brandId: string }> };

/** Spec §7: place an order for the signed-in customer. Body: docs/API.md. */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    if ((await params).brandId !== brand.id)
      throw new AppError("INVALID_BRAND_ID", 400, "brandId: is not this shop's brand");
    const { user } = await requireCustomer(request, brand, { write: true });
    const key = request.headers.get("x-idempotency-key");
    if (key !== null && !/^[\w-]{8,100}$/.test(key)) {
      throw new AppError(
        "INVALID_REQUEST",
        400,
        "X-Idempotency-Key: must be 8 to 100 letters, digits, '-' or '_'",
      );
    }
    const body = await readJson(request, placeOrderBody);
    return ok(await placeOrder(brand, user, body, key));
  } catch (error) {
    return errorResponse(error);
  }
}
