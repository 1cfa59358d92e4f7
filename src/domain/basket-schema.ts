import "./zod-setup";
import { z } from "zod/mini";
import type { BasketState } from "./basket";
import { MAX_ITEM_QTY } from "./basket-line";
import { basketLineSchema } from "./basket-line-schema";
import { deliveryAddressSchema } from "./delivery-address";
import { SUPPORTED_CURRENCIES } from "./money";
import { maxCharacters } from "./text-schema";

// What a stored basket must look like to be used. Its line and address are the ones the order
// itself is checked with (basket-line-schema.ts, delivery-address.ts). The browser loads this
// module only when a stored basket is there to check, after the page (decision 0022); zod/mini keeps
// that load small.

const minutes = z.number().check(z.minimum(0));
const deliveryMethod = z.object({
  id: z.string(),
  humanReadableName: z.string(),
  price: z.number().check(z.minimum(0)),
  // A courier's quote (issue 38): the server checks the token itself when the order is placed.
  courier: z.optional(
    z.object({
      token: z.string().check(z.maxLength(1000)),
      etaMinutes: z.nullable(z.object({ min: minutes, max: minutes })),
      expiresAt: z.string().check(z.maxLength(40)),
    }),
  ),
});

const basketState = z.object({
  idempotencyKey: z.uuid(),
  globalCustomerId: z.nullable(z.string()),
  basket: z.object({
    currency: z.enum(SUPPORTED_CURRENCIES),
    items: z.array(basketLineSchema).check(z.maxLength(200)),
  }),
  orderMode: z.nullable(z.enum(["DELIVERY", "PICKUP"])),
  orderStatus: z.literal("NOT_INIT"),
  payment: z.object({ method: z.nullable(z.string()), confirmation: z.unknown() }),
  selectedBranchId: z.nullable(z.string()),
  deliveryAddress: z.nullable(deliveryAddressSchema),
  deliveryOrPickupTime: z.enum(["NOW", "LATER"]),
  deliveryNotes: z.string().check(maxCharacters(500)),
  // Absent in baskets stored before issue 18 item 3: no slot chosen yet.
  scheduledFor: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
  deliveryMethod: z.nullable(deliveryMethod),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Versions before issue 15 stored up to 999 of an item (adding had no cap before issue 13): such a
 * line is kept at MAX_ITEM_QTY rather than losing the basket. Anything else is left to the schema.
 */
function clampOldQuantities(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.basket) || !Array.isArray(value.basket.items))
    return value;
  const items: unknown[] = value.basket.items;
  return {
    ...value,
    basket: {
      ...value.basket,
      items: items.map((line) =>
        isRecord(line) && Number.isInteger(line.qty) && Number(line.qty) > MAX_ITEM_QTY
          ? { ...line, qty: MAX_ITEM_QTY }
          : line,
      ),
    },
  };
}

/**
 * A stored basket as it may be used, or null when it is not one (edited, corrupt, foreign). An
 * address the order would refuse (one kept from before its limits) is forgotten with its delivery
 * method, so checkout asks for it again, instead of losing the whole basket.
 */
export function parseStoredBasket(value: unknown): BasketState | null {
  const input = clampOldQuantities(value);
  const parsed = basketState.safeParse(input);
  if (parsed.success) return parsed.data;
  if (!isRecord(input) || !parsed.error.issues.every((i) => i.path[0] === "deliveryAddress"))
    return null;
  return (
    basketState.safeParse({ ...input, deliveryAddress: null, deliveryMethod: null }).data ?? null
  );
}
