import { parseLngLat } from "@/domain/geo";
import { AppError, errorResponse } from "@/server/errors";
import { directions } from "@/server/geo/service";
import { requireBrand } from "@/server/http";

/**
 * GET ?origin={lng},{lat}&destination={lng},{lat}: the Route response of spec §3, as is (the
 * spec's client reads routes[0].distance). For delivery, origin is the branch.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    await requireBrand(request);
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
    return Response.json(await directions(origin, destination));
  } catch (error) {
    return errorResponse(error);
  }
}
