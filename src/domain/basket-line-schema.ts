import "./zod-setup";
import { z } from "zod/mini";
import { MAX_ITEM_QTY } from "./basket-line";

// Spec §3 Basket item as a schema, on the quantity rule of basket-line.ts: the stored basket's
// lines (basket-schema.ts) and the order body's item ids (order.ts) are checked with it.

export const itemIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** One line of the basket as the browser keeps it: an item of the menu and how many. */
export const basketLineSchema = z.strictObject({
  itemId: itemIdSchema,
  qty: z.int().check(z.minimum(1), z.maximum(MAX_ITEM_QTY)),
});
export type BasketItem = z.infer<typeof basketLineSchema>;
