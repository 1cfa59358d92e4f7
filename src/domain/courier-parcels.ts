// What a courier is told it carries (issue 38): the aggregators price by weight and value. Shops do
// not weigh their items, so each counts as one default weight: a box of cakes or a bag of drinks.

/** Grams of one item of an order, for every item: what a courier's motorbike box takes easily. */
export const PARCEL_GRAMS_PER_ITEM = 500;

/** The parcels of an order's lines: one per line, each of its quantity and unit price. */
export function parcelsOf(
  items: readonly { name: string; price: number; qty: number }[],
): { name: string; value: number; quantity: number; weight: number }[] {
  return items.map((item) => ({
    name: item.name,
    value: item.price,
    quantity: item.qty,
    weight: PARCEL_GRAMS_PER_ITEM,
  }));
}
