import { api } from "@/contract";
import { parseLngLat } from "@/domain/geo";
import { AppError } from "@/server/errors";
import { directionsFor } from "@/server/geo/service";
import { geoCaller } from "@/server/geo/limits";
import { route } from "@/server/route";

/** For delivery, origin is the branch; the spec's client reads routes[0].distance. */
export const GET = route(api.geo.directions, async ({ brand, query, request }) => {
  const origin = parseLngLat(query.origin ?? null);
  const destination = parseLngLat(query.destination ?? null);
  if (!origin || !destination)
    throw new AppError(
      "INVALID_COORDINATES",
      "origin and destination must be {lng},{lat} in range",
    );
  return directionsFor(geoCaller(brand, request), origin, destination);
});
