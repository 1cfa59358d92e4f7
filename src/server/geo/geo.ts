import "server-only";
import type { GeocodeResult, LngLat, PlaceSuggestion } from "@/domain/geo";
import type { RouteResponse } from "@/domain/geo-schema";
import { env } from "../env";
import { remember } from "../remember.mjs";
import { BuiltinPlaces } from "./builtin-places";
import { BuiltinRouting } from "./builtin-routing";
import { GooglePlaces } from "./google-places";
import { OsrmRouting } from "./osrm-routing";

/** A provider that bills per call: its calls count against the brand's budget (decision 0015). */
export type PaidProvider = "google" | "osrm";

/** Place search and geocoding, restricted to Indonesia. */
export interface PlacesProvider {
  /** The budget its calls count against, or null when they cost nothing. */
  readonly budget: PaidProvider | null;
  suggest(query: string, sessionToken: string): Promise<PlaceSuggestion[]>;
  /** The first result for a text, or null when there is none. */
  geocode(query: string): Promise<GeocodeResult | null>;
}

/** A route between two points; throws GeoProviderError when the provider fails. */
export interface RoutingProvider {
  /** The budget its calls count against, or null when they cost nothing. */
  readonly budget: PaidProvider | null;
  route(origin: LngLat, destination: LngLat): Promise<RouteResponse>;
}

/** The provider could not answer (down, timed out, refused the key): a 502 to our caller. */
export class GeoProviderError extends Error {
  override name = "GeoProviderError";
}

/** No route exists between the points (a 200 from the provider, but nothing to price). */
export class NoRouteError extends Error {
  override name = "NoRouteError";
}

export const PROVIDER_TIMEOUT_MS = 5000;

export function geo(): { places: PlacesProvider; routing: RoutingProvider } {
  return remember("geo", () => {
    const s = env();
    return {
      places:
        s.GEO_PROVIDER === "google"
          ? new GooglePlaces(s.GOOGLE_MAPS_BASE_URL, s.GOOGLE_MAPS_API_KEY!)
          : new BuiltinPlaces(),
      routing: s.ROUTING_PROVIDER === "osrm" ? new OsrmRouting(s.OSRM_URL!) : new BuiltinRouting(),
    };
  });
}
