import "./zod-setup";
import { z } from "zod/mini";

// Spec §3 Basket item, and the one quantity rule (issues 13 and 15): 1 to 99 of an item per
// order. The browser holds to it as the customer adds (basket.ts addItem), the stored basket is
// checked against it (basket-schema.ts), and the server refuses anything else with
// QUANTITY_OUT_OF_RANGE after merging an order's lines (basket.ts mergeQuantities): never a clamp.

export const MAX_ITEM_QTY = 99;

/** Whether `qty` of one item is allowed in an order. */
export function isAllowedQuantity(qty: number): boolean {
  return Number.isInteger(qty) && qty >= 1 && qty <= MAX_ITEM_QTY;
}

export const itemIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** One line of the basket as the browser keeps it: an item of the menu and how many. */
export const basketLineSchema = z.strictObject({
  itemId: itemIdSchema,
  qty: z.int().check(z.minimum(1), z.maximum(MAX_ITEM_QTY)),
});
export type BasketItem = z.infer<typeof basketLineSchema>;
