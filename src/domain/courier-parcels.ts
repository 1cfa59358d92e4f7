// What a courier is told it carries (issue 38): the aggregators price by weight and value. Shops do
// not weigh their items, so each counts as one default weight: a box of cakes or a bag of drinks.
// Instant couriers price by distance up to a few kilograms, so the guess rarely changes a price.

/** Grams of one item of an order, for every item: what a courier's motorbike box takes easily. */
export const PARCEL_GRAMS_PER_ITEM = 500;

/** One line of the parcel an aggregator prices: rupiah and grams are of one. */
export interface ParcelItem {
  name: string;
  value: number;
  quantity: number;
  weight: number;
}

/**
 * The parcel of an order's lines (or a basket's, priced: the quote at checkout), one per line,
 * each of its quantity and unit price: what a courier is quoted and booked for alike.
 */
export function parcelsOf(
  items: readonly { name: string; price: number; qty: number }[],
): ParcelItem[] {
  return items.map((item) => ({
    name: item.name,
    value: item.price,
    quantity: item.qty,
    weight: PARCEL_GRAMS_PER_ITEM,
  }));
}

/** What a parcel weighs and is worth in all: what a quote is for (its token carries it). */
export interface ParcelMeasure {
  grams: number;
  value: number;
}

export function parcelMeasure(parcel: readonly ParcelItem[]): ParcelMeasure {
  return parcel.reduce(
    (sum, p) => ({
      grams: sum.grams + p.weight * p.quantity,
      value: sum.value + p.value * p.quantity,
    }),
    { grams: 0, value: 0 },
  );
}
