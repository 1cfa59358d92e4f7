import "server-only";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { LngLat, PlaceSuggestion, RouteResponse } from "@/domain/geo";
import { PLACE_CACHE_SECONDS, routeResponseSchema, toDeliveryAddress } from "@/domain/geo";
import { AppError } from "../errors";
import { logger } from "../logger";
import { remember } from "../remember.mjs";
import { signAddress } from "./address-signature";
import { GeoProviderError, geo, NoRouteError } from "./geo";
import type { GeoCaller } from "./limits";
import { takeGeoAnswer, takeProviderCall } from "./limits";

const MAX_CACHED = 5000;
const cache = remember(
  "places",
  () => new Map<string, { value: PlaceSuggestion[]; expires: number }>(),
);

function providerFailed(error: unknown): never {
  if (error instanceof NoRouteError) throw new AppError("NO_ROUTE", "No route to this address.");
  if (error instanceof GeoProviderError) {
    logger().warn({ err: error }, "maps provider failed");
    throw new AppError(
      "GEO_PROVIDER_FAILED",
      "The maps service is not answering. Please try again.",
    );
  }
  throw error;
}

/**
 * Suggestions for a search, cached per search session for 86400 s (spec §7/§9). Every answer
 * counts against the caller's address; only a call to a paid provider against the brand's budget.
 */
export async function suggestPlaces(
  caller: GeoCaller,
  query: string,
  session: string,
): Promise<PlaceSuggestion[]> {
  await takeGeoAnswer(caller);
  const key = `${session}\u0000${query.trim().toLowerCase()}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const { places } = geo();
  await takeProviderCall(caller, places.budget);
  const value = await places.suggest(query, session).catch(providerFailed);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!); // oldest first
  cache.set(key, { value, expires: Date.now() + PLACE_CACHE_SECONDS * 1000 });
  return value;
}

/** The first geocoding result as a DeliveryAddress (spec §3), signed as issued by this server. */
export async function geocodeAddress(caller: GeoCaller, query: string): Promise<DeliveryAddress> {
  await takeGeoAnswer(caller);
  const { places } = geo();
  await takeProviderCall(caller, places.budget);
  const result = await places.geocode(query).catch(providerFailed);
  if (!result) throw new AppError("ADDRESS_NOT_FOUND", "We could not find that address.");
  return signAddress(toDeliveryAddress(query, result));
}

/** For GET /api/geo/directions: a route, within the caller's limits (decision 0015). */
export async function directionsFor(
  caller: GeoCaller,
  origin: LngLat,
  destination: LngLat,
): Promise<RouteResponse> {
  await takeGeoAnswer(caller);
  await takeProviderCall(caller, geo().routing.budget);
  return directions(origin, destination);
}

/**
 * A route, checked against the Route response schema before anyone sees it. Not limited itself:
 * placing an order prices by it once, for a signed-in customer, and must not fail for a budget of
 * searches.
 */
export async function directions(origin: LngLat, destination: LngLat): Promise<RouteResponse> {
  const route = await geo().routing.route(origin, destination).catch(providerFailed);
  const checked = routeResponseSchema.safeParse(route);
  if (!checked.success) providerFailed(new GeoProviderError("route answer failed its schema"));
  return checked.data;
}
