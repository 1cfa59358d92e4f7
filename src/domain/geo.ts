import type { DeliveryAddress } from "./delivery-address";

// Spec §3 Route response and DeliveryAddress, §7 directions, §9 constants.

export const PLACE_SEARCH_DEBOUNCE_MS = 2000;
export const PLACE_CACHE_SECONDS = 86400;
export const PLACE_COUNTRY = "id";
export const MAP_ZOOM = 17;
export const NOT_FOUND = "not found";

export interface LngLat {
  lng: number;
  lat: number;
}

/** "106.8216,-6.1951" -> {lng, lat}; null unless both are finite and in range. */
export function parseLngLat(value: string | null): LngLat | null {
  if (!value || !/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(value)) return null;
  const [lng, lat] = value.split(",").map(Number) as [number, number];
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : null;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in meters (haversine). */
export function haversineMeters(a: LngLat, b: LngLat): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlaceSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** What a geocoder found for a text: the parts spec §3 builds a DeliveryAddress from. */
export interface GeocodeResult {
  formattedAddress: string;
  lat: number;
  lng: number;
  placeId?: string | undefined;
  country?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
}

/**
 * Spec §3: the first geocoding result as a DeliveryAddress. `name` is the typed text before the
 * first comma; country, postal code and city default to 'not found'.
 */
export function toDeliveryAddress(typed: string, result: GeocodeResult): DeliveryAddress {
  return {
    name: typed.split(",")[0]!.trim(),
    country: result.country || NOT_FOUND,
    postalCode: result.postalCode || NOT_FOUND,
    city: result.city || NOT_FOUND,
    address: result.formattedAddress,
    lat: result.lat,
    lng: result.lng,
    ...(result.placeId ? { googlePlaceId: result.placeId } : {}),
  };
}

/** "850 m", "3.2 km": a route length as a rider says it. */
export function formatDistance(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

/** A link that opens the point in the phone's maps app (or Google Maps on the web). */
export function mapLink({ lat, lng }: LngLat): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Spec §5: recent addresses are de-duplicated by address plus addressDetails. */
export function dedupeAddresses<T extends { address: string; addressDetails?: string | undefined }>(
  list: readonly T[],
): T[] {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = `${a.address}\u0000${a.addressDetails ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
