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

/**
 * The items sold out at `branch` for an order at `at` (ms; GET /api/branches gives each branch its
 * `soldOut`). A mark for today does not stop an order for a later day.
 */
export const soldOutIds = (
  branch: { soldOut?: readonly SoldOutMark[] } | undefined,
  at: number,
): string[] =>
  (branch?.soldOut ?? [])
    .filter((m) => m.until === null || at < Date.parse(m.until))
    .map((m) => m.itemId);

export const isSoldOut = (
  branch: { soldOut?: readonly SoldOutMark[] } | undefined,
  itemId: string,
  at: number,
) => soldOutIds(branch, at).includes(itemId);

/** When an order is for: its slot for LATER, else now (ms). */
export const orderInstant = (
  time: "NOW" | "LATER",
  scheduledFor: string | null,
  now: number,
): number => (time === "LATER" && scheduledFor ? Date.parse(scheduledFor) : now);
