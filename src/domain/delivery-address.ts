import "./zod-setup";
import { z } from "zod/mini";
import { maxCharacters } from "./text-schema";

// Spec §3 DeliveryAddress and Place: the one definition of where an order goes. The order body
// (order.ts), the order as stored and shown, the browser's stored basket (basket-schema.ts) and
// the delivery price input (delivery.ts) all use these schemas; the types are inferred from them.
// zod/mini, because the stored basket is checked in every visitor's browser (docs/BENCHMARKS.md);
// the full zod's schemas take these as they are.

/**
 * Text PostgreSQL can store: it refuses U+0000 in text and in jsonb, and jsonb refuses an unpaired
 * UTF-16 surrogate, so either would fail an insert (a 500) instead of a 400 at the gate.
 */
export const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;
export const NOT_STORABLE = "must not contain NUL or unpaired surrogate characters";

/** Storable text of at most `max` characters (as a person counts them); `required` ones also at least one. */
const text = (max: number, required = false) =>
  z
    .string()
    .check(
      z.regex(STORABLE_TEXT, NOT_STORABLE),
      ...(required ? [z.minLength(1)] : []),
      maxCharacters(max),
    );

/** Spec §3 Place: what a geocoder found (also the delivery price input's origin and destination). */
export const placeSchema = z.object({
  name: text(200, true),
  country: text(100),
  postalCode: text(20),
  city: text(120),
  address: text(400, true),
  lat: z.number().check(z.minimum(-90), z.maximum(90)),
  lng: z.number().check(z.minimum(-180), z.maximum(180)),
  googlePlaceId: z.optional(text(300)),
});
export type Place = z.infer<typeof placeSchema>;

/** Spec §3 DeliveryAddress: the place, built from the first geocoding result, and its details. */
export const deliveryAddressSchema = z.extend(placeSchema, {
  addressDetails: z.optional(text(200)),
  /**
   * The server's signature over the place it geocoded (everything but addressDetails): an order
   * is priced only from coordinates the server itself issued (issue 13, decision 0012).
   */
  placeSignature: z.optional(z.string().check(z.maxLength(100))),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
