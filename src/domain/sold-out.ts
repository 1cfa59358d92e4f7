// Issue 18 item 6: staff mark an item sold out at their branch, for the rest of the day or until
// they mark it back. A sold-out item shows 'Sold out' and cannot be added; an order with it is
// refused with 409 ITEM_SOLD_OUT.

/** How long a mark lasts: to the end of the brand's day, or until staff mark the item back. */
export const SOLD_OUT_FOR = ["today", "untilBack"] as const;
export type SoldOutFor = (typeof SOLD_OUT_FOR)[number];

/** An item sold out at a branch: since whom, and until when (null: until marked back). */
export interface SoldOutMark {
  itemId: string;
  until: string | null;
}

/** Whether `itemId` is sold out at `branch` (GET /api/branches gives each branch its `soldOut`). */
export const isSoldOut = (branch: { soldOut?: readonly string[] } | undefined, itemId: string) =>
  branch?.soldOut?.includes(itemId) ?? false;
