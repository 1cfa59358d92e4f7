import type { LoyaltySettings } from "./loyalty";
import { rewardAmount, rewardCost, rewardDiscount } from "./loyalty";
import type { OrderMode } from "./order-mode";
import type {
  AppliedDiscount,
  CodeProblem,
  Promotion,
  PromotionContext,
  PromotionLine,
} from "./promotions";
import { discountTotal, pricePromotions } from "./promotions";
import type { Menu } from "./storefront";

// An order's discounts (issue 39): its promotions by the stacking rule of src/domain/promotions.ts,
// then the loyalty reward the customer redeems. Read by the one order check
// (src/domain/order-check.ts) with what the flow read for it, and by the checkout's preview of the
// same order; never from anything the client says a price is.

/** What the flow reads for an order's discounts. */
export interface PromotionFacts {
  /** The brand's automatic promotions that are on and not archived. */
  automatic: Promotion[];
  /** The customer's code, looked up: its promotion, or why it names none; null: no code. */
  code:
    | { code: string; promotion: Promotion }
    | { code: string; problem: "UNKNOWN_CODE" | "CODE_USED" }
    | null;
  /** The customer's first order at the brand, and their uses of each promotion so far. */
  customer: { firstOrder: boolean; uses: ReadonlyMap<string, number> } | null;
  /** Each promotion's uses so far, for its total cap. */
  totalUses: ReadonlyMap<string, number>;
  /** The brand's program (when active) and the customer's balance; null: none. */
  loyalty: { settings: LoyaltySettings; balance: number } | null;
}

/** No promotions, no loyalty: what an order is checked with when the brand has none. */
export const NO_PROMOTIONS: PromotionFacts = {
  automatic: [],
  code: null,
  customer: null,
  totalUses: new Map(),
  loyalty: null,
};

/** The lines as promotions see them: each item with its section at the branch's menu. */
export function promotionLines(
  menu: Menu | undefined,
  items: readonly { itemId: string; name: string; qty: number; price: number }[],
): PromotionLine[] {
  const sectionOf = new Map<string, string>();
  for (const section of menu?.sections ?? [])
    for (const item of section.items) sectionOf.set(item.uid, section.id);
  return items.map(({ itemId, name, qty, price }) => ({
    itemId,
    name,
    sectionId: sectionOf.get(itemId) ?? null,
    qty,
    price,
  }));
}

export interface DiscountOrder {
  now: Date;
  timeZone: string;
  branchId: string;
  orderMode: OrderMode;
  paymentMethod: string | null;
  lines: PromotionLine[];
  deliveryFee: number | null;
  /** The customer asked to redeem a reward. */
  redeemReward: boolean;
}

export type DiscountsAnswer =
  | {
      ok: true;
      discounts: AppliedDiscount[];
      /** A code that applies but is beaten by another promotion (NOT_BEST), else null. */
      codeProblem: { problem: CodeProblem; missing?: number } | null;
      /** Stamps or points the reward spends; 0 when none is redeemed. */
      rewardCost: number;
    }
  | { ok: false; code: "PROMO_CODE_NOT_APPLICABLE"; problem: CodeProblem; missing?: number }
  | { ok: false; code: "REWARD_NOT_AVAILABLE"; problem: string };

/** The order's discounts, or why its code or its reward is refused. */
export function orderDiscounts(order: DiscountOrder, facts: PromotionFacts): DiscountsAnswer {
  const ctx: PromotionContext = {
    now: order.now,
    timeZone: order.timeZone,
    branchId: order.branchId,
    orderMode: order.orderMode,
    paymentMethod: order.paymentMethod,
    lines: order.lines,
    deliveryFee: order.deliveryFee,
    customer: facts.customer,
    totalUses: facts.totalUses,
  };
  const priced = pricePromotions(facts.automatic, facts.code, ctx);
  if (priced.codeProblem && priced.codeProblem.problem !== "NOT_BEST")
    return {
      ok: false,
      code: "PROMO_CODE_NOT_APPLICABLE",
      problem: priced.codeProblem.problem,
      ...(priced.codeProblem.missing !== undefined && { missing: priced.codeProblem.missing }),
    };
  if (!order.redeemReward)
    return {
      ok: true,
      discounts: priced.discounts,
      codeProblem: priced.codeProblem,
      rewardCost: 0,
    };
  const loyalty = facts.loyalty;
  if (!loyalty?.settings.active)
    return { ok: false, code: "REWARD_NOT_AVAILABLE", problem: "NO_PROGRAM" };
  const { program } = loyalty.settings;
  const cost = rewardCost(program);
  if (loyalty.balance < cost)
    return { ok: false, code: "REWARD_NOT_AVAILABLE", problem: "NOT_ENOUGH" };
  const itemsLeft =
    order.lines.reduce((sum, l) => sum + l.qty * l.price, 0) -
    discountTotal(priced.discounts.filter((d) => d.on === "ORDER"));
  const reward = rewardAmount(program.reward, order.lines, itemsLeft);
  if (!reward.ok) return { ok: false, code: "REWARD_NOT_AVAILABLE", problem: reward.problem };
  return {
    ok: true,
    discounts: [
      ...priced.discounts,
      rewardDiscount(rewardName(program.reward, order.lines), reward.amount),
    ],
    codeProblem: priced.codeProblem,
    rewardCost: cost,
  };
}

/** A reward's name on the order: the free item's name for FREE_ITEM, else "" (the views word it). */
function rewardName(reward: LoyaltySettings["program"]["reward"], lines: PromotionLine[]): string {
  if (reward.type !== "FREE_ITEM") return "";
  const dearest = lines
    .filter((l) => reward.itemIds.includes(l.itemId))
    .sort((a, b) => b.price - a.price)[0];
  return dearest?.name ?? "";
}

/**
 * An order's discounts kept through a staff correction (issue 36 item 4): the promotions and the
 * reward it was placed with stay (their uses were claimed then, and are not judged again), each at
 * most what its part of the corrected order now costs, so nothing takes it below zero. None is
 * added: a correction is not a new order.
 */
export function keptDiscounts(
  discounts: readonly AppliedDiscount[],
  items: number,
  deliveryFee: number | null,
): AppliedDiscount[] {
  const left = { ORDER: items, DELIVERY: deliveryFee ?? 0 };
  return discounts.map((discount) => {
    const amount = Math.max(0, Math.min(discount.amount, left[discount.on]));
    left[discount.on] -= amount;
    return { ...discount, amount };
  });
}
