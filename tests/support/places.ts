import { get } from "./http";

/**
 * Grand Indonesia as a DeliveryAddress (the bundled gazetteer's coordinates), as a client could type
 * it: with no placeSignature the server refuses it for an order (decision 0012).
 */
export const GRAND_INDONESIA = {
  name: "Grand Indonesia",
  country: "ID",
  postalCode: "10310",
  city: "Jakarta Pusat",
  address: "Jl. M.H. Thamrin No. 1",
  lat: -6.1951,
  lng: 106.8216,
};

export type IssuedAddress = typeof GRAND_INDONESIA & { placeSignature: string };

/** A place as the server geocodes it for a customer, signed: what an order may carry. */
export async function geocoded(
  baseUrl: string,
  host: string,
  query = "Grand Indonesia",
): Promise<IssuedAddress> {
  const res = await get(baseUrl, `/api/geo/geocode?q=${encodeURIComponent(query)}`, host);
  if (res.status !== 200) throw new Error(`geocode ${query}: ${res.status} ${res.body}`);
  return res.json<{ data: IssuedAddress }>().data;
}
