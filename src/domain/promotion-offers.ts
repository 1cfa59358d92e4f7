import type { BasketState } from "./basket";
import type { OrderMode } from "./order-mode";
import { unitPrice } from "./options";
import { promotionLines } from "./order-discounts";
import type {
  AppliedDiscount,
  Promotion,
  PromotionBenefit,
  PromotionConditions,
  PromotionHint,
  PromotionLine,
  PromotionTarget,
} from "./promotions";
import { pricePromotions, promotionHints } from "./promotions";
import type { Menu } from "./storefront";
import { findItem } from "./storefront";

// The customer's side of promotions (issue 39 item 2): the brand's automatic promotions as the menu
// shows them, the basket's hints and its estimate, and the words of an order's discounts. The same
// rule as the server's (src/domain/promotions.ts) on what the browser knows so far; the server
// prices the order when it is placed, so all of this is for show.

/** An automatic promotion as customers are shown it (src/contract/promotions.ts PromotionOffer). */
export interface Offer {
  id: string;
  name: string;
  benefit: PromotionBenefit;
  conditions: PromotionConditions;
}

/** An offer as the rule reads it: automatic and on; its caps are counted by the server alone. */
export const offerPromotion = (offer: Offer): Promotion => ({
  ...offer,
  trigger: "AUTOMATIC",
  active: true,
  caps: { total: null, perCustomer: null },
});

/**
 * The offers to show at a branch now: not those for other branches, nor those not started yet
 * (the server leaves out the ended and the used up).
 */
export function offersAt(offers: readonly Offer[], branchId: string, now: Date): Offer[] {
  return offers.filter(
    ({ conditions: c }) =>
      !(c.branchIds?.length && !c.branchIds.includes(branchId)) &&
      !(c.startsAt && now.getTime() < Date.parse(c.startsAt)) &&
      !(c.endsAt && now.getTime() >= Date.parse(c.endsAt)),
  );
}

/** What the basket knows of the order so far. */
export interface BasketFacts {
  now: Date;
  timeZone: string;
  branchId: string;
  orderMode: OrderMode;
  /** Null: not chosen yet; a payment condition is then not judged. */
  paymentMethod: string | null;
  lines: PromotionLine[];
  /** Null: no delivery method chosen yet. */
  deliveryFee: number | null;
}

/**
 * The basket's facts at `branchId`'s menu. A mode not chosen yet is judged as DELIVERY, so a
 * free-delivery offer is pointed at before the customer chooses how the order comes.
 */
export function basketFacts(
  state: Pick<BasketState, "basket" | "orderMode" | "deliveryMethod" | "payment">,
  menu: Menu | undefined,
  branchId: string,
  now: Date,
  timeZone: string,
): BasketFacts {
  const orderMode = state.orderMode ?? "DELIVERY";
  const items = state.basket.items.flatMap(({ itemId, qty, choices }) => {
    const item = findItem(menu, itemId);
    return item ? [{ itemId, name: item.name, qty, price: unitPrice(item, choices) }] : [];
  });
  return {
    now,
    timeZone,
    branchId,
    orderMode,
    paymentMethod: state.payment.method,
    lines: promotionLines(menu, items),
    deliveryFee: orderMode === "DELIVERY" ? (state.deliveryMethod?.price ?? null) : null,
  };
}

const contextOf = (facts: BasketFacts) => ({
  ...facts,
  // Who the customer is, and the caps' counts, are the server's: passed for show.
  customer: null,
  totalUses: new Map<string, number>(),
});

/**
 * The offers the basket points at: those that apply ("Free delivery: applied") and those short
 * only of their minimum spend ("add Rp 20.000 more"), nearest first after the applied ones.
 */
export function basketHints(offers: readonly Offer[], facts: BasketFacts): PromotionHint[] {
  return promotionHints(offers.map(offerPromotion), contextOf(facts)).sort(
    (a, b) => a.missing - b.missing,
  );
}

/** The automatic discounts the order would get by the stacking rule: the estimate before the preview. */
export function estimatedDiscounts(
  offers: readonly Offer[],
  facts: BasketFacts,
): AppliedDiscount[] {
  return pricePromotions(offers.map(offerPromotion), null, contextOf(facts)).discounts;
}

/** A message of the `promotions` catalog and its values. */
export interface Phrase {
  key: string;
  values: Record<string, string | number>;
}

/**
 * An offer in words: what it gives ("Free delivery", "15% off (up to Rp 30.000)") and its
 * conditions a customer can act on ("min. spend Rp 150.000", "first order", "pickup only"). Money is
 * formatted by `money`; `targetNames` names a section or item target from the menu.
 */
export function offerPhrases(
  offer: Offer,
  money: (amount: number) => string,
  targetNames: (target: PromotionTarget) => string[],
): { gives: Phrase; conditions: Phrase[] } {
  const b = offer.benefit;
  const gives: Phrase =
    b.type === "PERCENT_OFF"
      ? b.maxDiscount === null
        ? { key: "gives.percentOff", values: { percent: b.percent } }
        : { key: "gives.percentOffUpTo", values: { percent: b.percent, max: money(b.maxDiscount) } }
      : b.type === "AMOUNT_OFF"
        ? { key: "gives.amountOff", values: { amount: money(b.amount) } }
        : b.type === "DELIVERY_OFF"
          ? b.amount === null
            ? { key: "gives.freeDelivery", values: {} }
            : { key: "gives.deliveryOff", values: { amount: money(b.amount) } }
          : { key: "gives.buyGet", values: { buy: b.buy, get: b.get } };
  const c = offer.conditions;
  const conditions: Phrase[] = [];
  if ("target" in b && b.target.scope !== "ORDER") {
    const names = targetNames(b.target);
    if (names.length > 0) conditions.push({ key: "on", values: { names: names.join(", ") } });
  }
  if (c.minimumSpend !== null)
    conditions.push({ key: "minimum", values: { minimum: money(c.minimumSpend) } });
  if (c.orderModes?.length === 1 && b.type !== "DELIVERY_OFF")
    conditions.push({ key: `onlyMode.${c.orderModes[0]!}`, values: {} });
  if (c.hours) conditions.push({ key: "hours", values: { from: c.hours.from, to: c.hours.to } });
  if (c.firstOrderOnly) conditions.push({ key: "firstOrder", values: {} });
  return { gives, conditions };
}

/** The names of a section or item target in the menu (those it no longer has are left out). */
export function targetNamesIn(menu: Menu | undefined, target: PromotionTarget): string[] {
  const sections = menu?.sections ?? [];
  if (target.scope === "SECTIONS")
    return sections.filter((s) => target.sectionIds.includes(s.id)).map((s) => s.name);
  if (target.scope === "ITEMS") {
    const names = sections.flatMap((s) => s.items).filter((i) => target.itemIds.includes(i.uid));
    return [...new Set(names.map((i) => i.name))];
  }
  return [];
}

/**
 * A discount line of an order in words: the promotion's name (with the code typed), or the loyalty
 * reward ("Loyalty reward: free Es Kopi Susu").
 */
export function discountPhrase(discount: AppliedDiscount): Phrase {
  if (discount.source === "REWARD")
    return discount.name
      ? { key: "line.rewardItem", values: { item: discount.name } }
      : { key: "line.reward", values: {} };
  return discount.code
    ? { key: "line.code", values: { name: discount.name, code: discount.code } }
    : { key: "line.promotion", values: { name: discount.name } };
}
