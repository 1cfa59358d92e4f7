import { parseLngLat } from "@/domain/geo";
import { AppError, errorResponse } from "@/server/errors";
import { geoCaller } from "@/server/geo/limits";
import { directionsFor } from "@/server/geo/service";

/**
 * GET ?origin={lng},{lat}&destination={lng},{lat}: the Route response of spec §3, as is (the
 * spec's client reads routes[0].distance). For delivery, origin is the branch. Limited per client
 * address and, with a paid provider, per brand (429, decision 0015).
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const caller = await geoCaller(request);
    const params = new URL(request.url).searchParams;
    const origin = parseLngLat(params.get("origin"));
    const destination = parseLngLat(params.get("destination"));
    if (!origin || !destination) {
      throw new AppError(
        "INVALID_COORDINATES",
        400,
        "origin and destination must be {lng},{lat} in range",
      );
    }
    return Response.json(await directionsFor(caller, origin, destination));
  } catch (error) {
    return errorResponse(error);
  }
}
