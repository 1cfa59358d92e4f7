import { customerRoutes } from "@/contract/routes-customer";
import type { QuoteLine } from "@/domain/courier-quote";
import type { Segment } from "@/domain/delivery";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { apiError, call } from "@/features/api/client";

/** 429 is the endpoints' per-client limit or the brand's budget: asking again at once is useless. */
export const isRateLimited = (error: unknown) => apiError(error).reasonCode === "RATE_LIMITED";

/**
 * The whole minutes to wait after a geo endpoint's 429 (at least 1; a minute when the server
 * gave no Retry-After), or null for any other failure. useGeoFailure puts it in words.
 */
export function retryMinutes(error: unknown): number | null {
  if (!isRateLimited(error)) return null;
  return Math.max(1, Math.ceil((apiError(error).retryAfter ?? 60) / 60));
}

/** Longer than the server's own provider timeout (5 s, then 502), for a request that hangs on the way. */
export const ROUTE_TIMEOUT_MS = 10_000;

export const deliveryApi = {
  places: (q: string, session: string) =>
    call(customerRoutes.geo.places, { query: { q, session } }),
  geocode: (q: string) => call(customerRoutes.geo.geocode, { query: { q } }),
  recentAddresses: (id: string) => call(customerRoutes.orders.recentAddresses, { params: { id } }),
  /**
   * Spec §7: for delivery the origin is the branch and the destination the customer. A lookup
   * that never answers fails after ROUTE_TIMEOUT_MS, so the dialog can say so (issue 14).
   */
  directions: (branch: { lat: number; lng: number }, customer: { lat: number; lng: number }) =>
    call(customerRoutes.geo.directions, {
      query: {
        origin: `${branch.lng},${branch.lat}`,
        destination: `${customer.lng},${customer.lat}`,
      },
      signal: AbortSignal.timeout(ROUTE_TIMEOUT_MS),
    }),
  price: (distanceInMeters: number, segments: Segment[]) =>
    call(customerRoutes.storefront.deliveryPrice, {
      body: { data: { distanceInMeters, merchantLevelConfigs: { segments } } },
    }),
};

/** Issue 38: the branch's couriers for a server-issued address and the basket's lines. */
export const courierQuotes = (
  branchId: string,
  address: DeliveryAddress,
  items: readonly QuoteLine[],
  signal?: AbortSignal,
) =>
  call(customerRoutes.storefront.courierQuotes, {
    body: { branchId, address, items: [...items] },
    ...(signal ? { signal } : {}),
  });
