import { PLACE_CACHE_SECONDS } from "@/domain/geo";
import { AppError, errorResponse } from "@/server/errors";
import { geoCaller } from "@/server/geo/limits";
import { suggestPlaces } from "@/server/geo/service";
import { ok } from "@/server/http";

/**
 * GET ?q=…&session=…: place suggestions in Indonesia (spec §2 Location dialog); limited as
 * decision 0015 says.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const caller = await geoCaller(request);
    const params = new URL(request.url).searchParams;
    const q = params.get("q")?.trim() ?? "";
    const session = params.get("session") ?? "";
    if (q.length < 2 || q.length > 200)
      throw new AppError("INVALID_QUERY", 400, "q: must be 2 to 200 characters");
    if (!/^[\w-]{1,100}$/.test(session))
      throw new AppError(
        "INVALID_QUERY",
        400,
        "session: must be a token of letters, digits, '-' or '_'",
      );
    const data = await suggestPlaces(caller, q, session);
    return ok(data, { headers: { "Cache-Control": `private, max-age=${PLACE_CACHE_SECONDS}` } });
  } catch (error) {
    return errorResponse(error);
  }
}
