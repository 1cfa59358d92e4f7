// Spec §3 Basket item, and the one quantity rule (issues 13 and 15): 1 to 99 of an item per
// order. The browser holds to it as the customer adds (basket.ts addItem), the stored basket is
// checked against it (basket-line-schema.ts, basket-schema.ts), and the server refuses anything
// else with QUANTITY_OUT_OF_RANGE after merging an order's lines (basket.ts mergeQuantities):
// never a clamp. No zod here: the menu pages use the rule, and only the stored basket's check needs
// the schema (decision 0022).

export const MAX_ITEM_QTY = 99;

/** Whether `qty` of one item is allowed in an order. */
export function isAllowedQuantity(qty: number): boolean {
  return Number.isInteger(qty) && qty >= 1 && qty <= MAX_ITEM_QTY;
}
