import { errorResponse } from "@/server/errors";
import { requireSelf } from "@/server/auth/http";
import { getDb } from "@/server/db/client";
import { ok, requireBrand } from "@/server/http";
import { recentDeliveryAddresses } from "@/server/orders/recent-addresses";

type Params = { params: Promise<{ id: string }> };

/** The signed-in customer's recent delivery addresses in this brand (spec §2 Location dialog). */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  try {
    const brand = await requireBrand(request);
    const { user } = await requireSelf(request, brand, (await params).id);
    const { db } = await getDb();
    return ok(await recentDeliveryAddresses(db, brand.id, user.uid), {
      headers: { "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
