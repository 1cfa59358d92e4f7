// Maps (spec §2 Location dialog, §3 Route response); limited per client and brand (decision 0015).
import { z } from "zod";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { PlaceSuggestion } from "@/domain/geo";
import type { RouteResponse } from "@/domain/geo-schema";
import { PLACE_CACHE_SECONDS } from "@/domain/geo";
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";

/** A query text: missing counts as empty, so every wrong one gets the same message. */
const text = (min: number, max: number) =>
  z
    .string()
    .default("")
    .transform((s) => s.trim())
    .refine((s) => s.length >= min && s.length <= max, `must be ${min} to ${max} characters`);

export const places = endpoint(routes.geo.places, {
  summary: "Place suggestions in Indonesia for a search text.",
  query: z.object({
    q: text(2, 200),
    session: z
      .string()
      .default("")
      .refine((s) => /^[\w-]{1,100}$/.test(s), "must be a token of letters, digits, '-' or '_'"),
  }),
  data: returns<PlaceSuggestion[]>("PlaceSuggestions"),
  cache: `private, max-age=${PLACE_CACHE_SECONDS}`,
  errors: ["INVALID_QUERY", "RATE_LIMITED", "GEO_PROVIDER_FAILED"],
});

export const geocode = endpoint(routes.geo.geocode, {
  summary: "The first result for an address text, as a DeliveryAddress.",
  query: z.object({ q: text(2, 300) }),
  data: returns<DeliveryAddress>("DeliveryAddress"),
  errors: ["INVALID_QUERY", "RATE_LIMITED", "GEO_PROVIDER_FAILED", "ADDRESS_NOT_FOUND"],
});

export const directions = endpoint(routes.geo.directions, {
  summary:
    "The route between two points, as spec §3's Route response (not enveloped). Both are {lng},{lat}.",
  query: z.object({ origin: z.string().optional(), destination: z.string().optional() }),
  data: returns<RouteResponse>("RouteResponse"),
  errors: ["INVALID_COORDINATES", "RATE_LIMITED", "GEO_PROVIDER_FAILED", "NO_ROUTE"],
});
