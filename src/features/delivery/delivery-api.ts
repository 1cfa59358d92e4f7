import type { DeliveryAddress } from "@/domain/basket";
import type { Segment } from "@/domain/delivery";
import type { PlaceSuggestion, RouteResponse } from "@/domain/geo";
import { tooManySearches } from "@/domain/messages";

/** A failed geo or price call, with what the dialogs need to say the right thing. */
export class GeoRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** 429 is the endpoints' per-client limit or the brand's budget: asking again at once is useless. */
export const isRateLimited = (error: unknown) =>
  error instanceof GeoRequestError && error.status === 429;

/** The message for a failed geo call: the wait on a 429, else `otherwise`. */
export function geoFailure(error: unknown, otherwise: string): string {
  return isRateLimited(error) ? tooManySearches((error as GeoRequestError).retryAfter) : otherwise;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as {
    data?: T;
    error?: { message: string };
  } & T;
  if (!response.ok)
    throw new GeoRequestError(
      body.error?.message ?? response.statusText,
      response.status,
      Number(response.headers.get("Retry-After")) || 60,
    );
  return (body.data ?? body) as T;
}

/** Longer than the server's own provider timeout (5 s, then 502), for a request that hangs on the way. */
export const ROUTE_TIMEOUT_MS = 10_000;

export const deliveryApi = {
  places: (q: string, session: string) =>
    fetch(`/api/geo/places?q=${encodeURIComponent(q)}&session=${session}`).then((r) =>
      json<PlaceSuggestion[]>(r),
    ),
  geocode: (q: string) =>
    fetch(`/api/geo/geocode?q=${encodeURIComponent(q)}`).then((r) => json<DeliveryAddress>(r)),
  recentAddresses: (uid: string) =>
    fetch(`/api/me/${encodeURIComponent(uid)}/recent-addresses`).then((r) =>
      json<DeliveryAddress[]>(r),
    ),
  /**
   * Spec §7: for delivery the origin is the branch and the destination the customer. A lookup
   * that never answers fails after ROUTE_TIMEOUT_MS, so the dialog can say so (issue 14).
   */
  directions: (branch: { lat: number; lng: number }, customer: { lat: number; lng: number }) =>
    fetch(
      `/api/geo/directions?origin=${branch.lng},${branch.lat}&destination=${customer.lng},${customer.lat}`,
      { signal: AbortSignal.timeout(ROUTE_TIMEOUT_MS) },
    ).then((r) => json<RouteResponse>(r)),
  price: (distanceInMeters: number, segments: Segment[]) =>
    fetch("/api/delivery/price", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: { distanceInMeters, merchantLevelConfigs: { segments } } }),
    }).then((r) => json<{ price: number }>(r)),
};
