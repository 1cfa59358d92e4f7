import type { AppliedDiscount } from "./promotions";
import { discountTotal } from "./promotions";

// An order's discounts wherever its money is shown (issue 39, docs/promotions.md): the board, the
// receipt, the export, the messages. A promotion is named by its name as of the order and the code
// typed; a loyalty reward by the free item's name, or by the brand's word alone (an amount off has
// no name of its own: src/domain/order-discounts.ts).

/** The words a label is made of, in the reader's language. */
export interface DiscountLabelWords {
  /** "Reward" */
  reward: string;
  /** "Reward: {name}" with the free item's name in place. */
  rewardItem: (name: string) => string;
}

/** "Lebaran 15% (LEBARAN15)", "Free delivery", "Reward: Brownies", "Reward". */
export function discountLabel(discount: AppliedDiscount, words: DiscountLabelWords): string {
  if (discount.source === "REWARD")
    return discount.name ? words.rewardItem(discount.name) : words.reward;
  return discount.code ? `${discount.name} (${discount.code})` : discount.name;
}

/**
 * What the customer paid for delivery: the fee less a discount off it (a free-delivery promotion);
 * what couriers' money compares a courier's cost with (src/domain/courier-money.ts).
 */
export function deliveryPaid(fee: number, discounts: readonly AppliedDiscount[]): number {
  return Math.max(0, fee - discountTotal(discounts.filter((d) => d.on === "DELIVERY")));
}
