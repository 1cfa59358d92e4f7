import { errorResponse } from "@/server/errors";
import { requireSelf } from "@/server/auth/http";
import { ok, requireBrand } from "@/server/http";
import { customerOrders } from "@/server/orders/queries";

type Params = { params: Promise<{ id: string }> };

/** Spec §7: the signed-in customer's orders in this brand, newest first; another uid is 403. */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { user } = await requireSelf(request, brand, (await params).id);
    return ok(await customerOrders(brand.id, user.uid), {
      headers: { "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
