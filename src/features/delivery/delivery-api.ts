import type { DeliveryAddress } from "@/domain/basket";
import type { Segment } from "@/domain/delivery";
import type { PlaceSuggestion, RouteResponse } from "@/domain/geo";

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data?: T; error?: { message: string } } & T;
  if (!response.ok) throw new Error(body.error?.message ?? response.statusText);
  return (body.data ?? body) as T;
}

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
  /** Spec §7: for delivery the origin is the branch and the destination the customer. */
  directions: (branch: { lat: number; lng: number }, customer: { lat: number; lng: number }) =>
    fetch(
      `/api/geo/directions?origin=${branch.lng},${branch.lat}&destination=${customer.lng},${customer.lat}`,
    ).then((r) => json<RouteResponse>(r)),
  price: (distanceInMeters: number, segments: Segment[]) =>
    fetch("/api/delivery/price", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: { distanceInMeters, merchantLevelConfigs: { segments } } }),
    }).then((r) => json<{ price: number }>(r)),
};
