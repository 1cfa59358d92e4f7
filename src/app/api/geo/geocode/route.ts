import { AppError, errorResponse } from "@/server/errors";
import { geoCaller } from "@/server/geo/limits";
import { geocodeAddress } from "@/server/geo/service";
import { ok } from "@/server/http";

/** GET ?q=…: the first result as a DeliveryAddress (spec §3); limited as decision 0015 says. */
export async function GET(request: Request): Promise<Response> {
  try {
    const caller = await geoCaller(request);
    const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
    if (q.length < 2 || q.length > 300)
      throw new AppError("INVALID_QUERY", 400, "q: must be 2 to 300 characters");
    return ok(await geocodeAddress(caller, q));
  } catch (error) {
    return errorResponse(error);
  }
}
