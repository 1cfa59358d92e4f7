import type { FeeRule } from "./couriers";
import { customerFee } from "./couriers";

// Couriers' money (issue 38 item 5, docs/couriers.md "Money"): what customers paid for delivery by
// courier beside what the couriers charged the shop, and the difference the shop kept (or paid).
// An order counts once a booking of it costs the shop (COSTED_COURIER_STATUSES): a booking that
// found no driver costs nothing, and a rebooked order counts every booking that did.

/** A group of delivered-by-courier orders (a day, a branch, a range). */
export interface CourierMoney {
  /** Orders with a costed booking. */
  deliveries: number;
  /** What their customers paid for delivery (a cancelled order's: nothing). */
  fees: number;
  /** What the couriers charged the shop for them. */
  costs: number;
}

export const NO_COURIER_MONEY: CourierMoney = { deliveries: 0, fees: 0, costs: 0 };

/** What the shop kept (positive) or paid towards delivery (negative). */
export const courierDifference = (m: CourierMoney): number => round2(m.fees - m.costs);

export const addCourierMoney = (a: CourierMoney, b: CourierMoney): CourierMoney => ({
  deliveries: a.deliveries + b.deliveries,
  fees: round2(a.fees + b.fees),
  costs: round2(a.costs + b.costs),
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/** How the console says a difference: a gain, a subsidy, or even. */
export type DifferenceKind = "gain" | "subsidy" | "even";
export const differenceKind = (difference: number): DifferenceKind =>
  difference > 0 ? "gain" : difference < 0 ? "subsidy" : "even";

/**
 * The fee rule worked on an example quote, as the console shows it beside the rule: what the
 * customer would pay, and what the shop keeps (or pays) on it.
 */
export function feeExample(quote: number, rule: FeeRule) {
  const customerPays = customerFee(quote, rule);
  const difference = customerPays - quote;
  return { quote, customerPays, difference, kind: differenceKind(difference) };
}

/** The quotes the console works the rule on: a short ride and a longer one. */
export const EXAMPLE_QUOTES = [12_300, 27_800] as const;
