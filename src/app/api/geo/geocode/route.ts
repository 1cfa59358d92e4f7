import { AppError, errorResponse } from "@/server/errors";
import { geocodeAddress } from "@/server/geo/service";
import { ok, requireBrand } from "@/server/http";

/** GET ?q=…: the first result as a DeliveryAddress (spec §3). */
export async function GET(request: Request): Promise<Response> {
  try {
    await requireBrand(request);
    const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
    if (q.length < 2 || q.length > 300)
      throw new AppError("INVALID_QUERY", 400, "q: must be 2 to 300 characters");
    return ok(await geocodeAddress(q));
  } catch (error) {
    return errorResponse(error);
  }
}
