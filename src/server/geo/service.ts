import "server-only";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { LngLat, PlaceSuggestion } from "@/domain/geo";
import { PLACE_CACHE_SECONDS, toDeliveryAddress } from "@/domain/geo";
import type { RouteResponse } from "@/domain/geo-schema";
import { routeResponseSchema } from "@/domain/geo-schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { signAddress } from "./address-signature";
import { cachedAnswer, normalQuery } from "./cache";
import { GeoProviderError, geo, NoRouteError } from "./geo";
import type { GeoCaller } from "./limits";
import { takeGeoAnswer, takeProviderCall } from "./limits";

/**
 * How long a geocode is kept: Google's terms let a customer cache the latitude and longitude of a
 * Geocoding answer for up to 30 consecutive calendar days (docs/delivery.md "Costs").
 */
export const GEOCODE_CACHE_SECONDS = 30 * 86400;

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
 * A paid provider's answer about `query`, kept for `seconds` by provider and text (whoever asks,
 * whatever the brand or search session): only a call that really reaches the provider counts
 * against the brand's budget. A free provider is asked every time.
 */
async function paidOnce<T>(
  caller: GeoCaller,
  what: "places" | "geocode",
  query: string,
  seconds: (answer: T) => number,
  ask: () => Promise<T>,
): Promise<T> {
  const { places } = geo();
  const call = async () => {
    await takeProviderCall(caller, places.budget);
    return ask().catch(providerFailed);
  };
  if (!places.budget) return call();
  return cachedAnswer(`${places.budget}:${what}:${normalQuery(query)}`, seconds, call);
}

/**
 * Suggestions for a search, cached for 86400 s (spec §7/§9) on the server for every caller, and in
 * the browser. Every answer counts against the caller's address; only a call to a paid provider
 * against the brand's budget.
 */
export async function suggestPlaces(
  caller: GeoCaller,
  query: string,
  session: string,
): Promise<PlaceSuggestion[]> {
  await takeGeoAnswer(caller);
  return paidOnce(
    caller,
    "places",
    query,
    () => PLACE_CACHE_SECONDS,
    () => geo().places.suggest(query, session),
  );
}

/**
 * The first geocoding result as a DeliveryAddress (spec §3), signed as issued by this server. A paid
 * provider's answer is kept for GEOCODE_CACHE_SECONDS, a miss for a day (the place may be added).
 */
export async function geocodeAddress(caller: GeoCaller, query: string): Promise<DeliveryAddress> {
  await takeGeoAnswer(caller);
  const result = await paidOnce(
    caller,
    "geocode",
    query,
    (found) => (found ? GEOCODE_CACHE_SECONDS : PLACE_CACHE_SECONDS),
    () => geo().places.geocode(query),
  );
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
