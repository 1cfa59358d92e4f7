import "server-only";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { equalHex, hmac } from "../auth/keys";

// Issue 13, decision 0012: the delivery fee follows the place the server geocoded, never
// coordinates a client typed. Every address the server issues carries an HMAC over the place
// (all but the customer's own addressDetails); an order with any other address is refused.

function placeOf(a: DeliveryAddress): string {
  return JSON.stringify([
    a.name,
    a.country,
    a.postalCode,
    a.city,
    a.address,
    a.lat,
    a.lng,
    a.googlePlaceId ?? null,
  ]);
}

export function signAddress(address: DeliveryAddress): DeliveryAddress {
  return { ...address, placeSignature: hmac("delivery-address", placeOf(address)) };
}

/** True when the server issued exactly this place (addressDetails may differ). */
export function isIssuedAddress(address: DeliveryAddress): boolean {
  const { placeSignature } = address;
  return (
    typeof placeSignature === "string" &&
    /^[0-9a-f]{64}$/.test(placeSignature) &&
    equalHex(placeSignature, hmac("delivery-address", placeOf(address)))
  );
}
