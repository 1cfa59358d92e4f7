import "./zod-setup";
import { z } from "zod/mini";
import type { BasketState } from "./basket";
import { SUPPORTED_CURRENCIES } from "./money";

// What a stored basket must look like to be used. zod/mini keeps this check small: it runs in
// every visitor's browser (see docs/BENCHMARKS.md for why the full zod stays off the menu pages).

const basketItem = z.strictObject({
  itemId: z.string().check(z.minLength(1), z.maxLength(64)),
  qty: z.int().check(z.minimum(1), z.maximum(999)),
});

const deliveryAddress = z.object({
  name: z.string(),
  country: z.string(),
  postalCode: z.string(),
  city: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  googlePlaceId: z.optional(z.string()),
  addressDetails: z.optional(z.string()),
  placeSignature: z.optional(z.string()),
});

const deliveryMethod = z.object({
  id: z.string(),
  humanReadableName: z.string(),
  price: z.number().check(z.minimum(0)),
});

const basketState = z.object({
  idempotencyKey: z.uuid(),
  globalCustomerId: z.nullable(z.string()),
  basket: z.object({
    currency: z.enum(SUPPORTED_CURRENCIES),
    items: z.array(basketItem).check(z.maxLength(200)),
  }),
  orderMode: z.nullable(z.enum(["DELIVERY", "PICKUP"])),
  orderStatus: z.literal("NOT_INIT"),
  payment: z.object({ method: z.nullable(z.string()), confirmation: z.unknown() }),
  selectedBranchId: z.nullable(z.string()),
  deliveryAddress: z.nullable(deliveryAddress),
  deliveryOrPickupTime: z.enum(["NOW", "LATER"]),
  deliveryNotes: z.string().check(z.maxLength(500)),
  deliveryMethod: z.nullable(deliveryMethod),
});

export function isBasketState(value: unknown): value is BasketState {
  return basketState.safeParse(value).success;
}
