import type { OrderMode } from "./order-mode";
import { minutesOfDay } from "./time";

// Promotions (issue 39; docs/promotions.md): what an owner offers, and what it takes off an order.
// Pure: the flow reads the brand's promotions, the customer's uses and the caps' counts, and this
// says which apply and for how much. The server alone prices (src/domain/order-check.ts); the
// basket and checkout show the same rule's answer for what they know so far.
//
// Stacking, stated once: an order gets at most one promotion off its items (ORDER) and at most one
// off its delivery fee (DELIVERY), each the one that takes off the most; a tie goes to an automatic
// promotion (a code the customer typed is kept for another day). A loyalty reward the customer
// redeems comes after them, off what the items still cost (src/domain/loyalty.ts). Nothing takes an
// order below zero: an ORDER discount is at most the items' subtotal, a DELIVERY one at most the fee.

/** What a promotion is applied to: the whole order's items, some sections, some items. */
export type PromotionTarget =
  | { scope: "ORDER" }
  | { scope: "SECTIONS"; sectionIds: string[] }
  | { scope: "ITEMS"; itemIds: string[] };

export const PROMOTION_BENEFITS = [
  "PERCENT_OFF",
  "AMOUNT_OFF",
  "DELIVERY_OFF",
  "BUY_X_GET_Y",
] as const;
export type PromotionBenefitType = (typeof PROMOTION_BENEFITS)[number];

/** What a promotion gives. */
export type PromotionBenefit =
  /** `percent` (1–100) off the target's subtotal, at most `maxDiscount` when set. */
  | { type: "PERCENT_OFF"; percent: number; maxDiscount: number | null; target: PromotionTarget }
  /** A fixed amount off the target's subtotal (at most that subtotal). */
  | { type: "AMOUNT_OFF"; amount: number; target: PromotionTarget }
  /** The delivery fee free (`amount` null) or cheaper by `amount`; delivery orders only. */
  | { type: "DELIVERY_OFF"; amount: number | null }
  /**
   * Buy `buy`, get `get` free, among the target's units: of every `buy + get` units (dearest
   * first), the cheapest `get` are free.
   */
  | { type: "BUY_X_GET_Y"; buy: number; get: number; target: PromotionTarget };

/** When and for whom a promotion applies; null or empty: no such condition. */
export interface PromotionConditions {
  /** The smallest items subtotal (before any discount). */
  minimumSpend: number | null;
  /** ISO 8601 instants: from, and until (exclusive). */
  startsAt: string | null;
  endsAt: string | null;
  /** Daily hours in the brand's time zone, "HH:MM" to "HH:MM" (until, exclusive; may pass midnight). */
  hours: { from: string; to: string } | null;
  branchIds: string[] | null;
  orderModes: OrderMode[] | null;
  /** Payment methods (src/domain/payment.ts PAYMENT_METHODS). */
  paymentMethods: string[] | null;
  /** Only a customer's first order at the brand that was not cancelled. */
  firstOrderOnly: boolean;
}

/** How often it may be used: in all, and by one customer (their phone number); null: no cap. */
export interface PromotionCaps {
  total: number | null;
  perCustomer: number | null;
}

export const PROMOTION_TRIGGERS = ["AUTOMATIC", "CODE"] as const;
export type PromotionTrigger = (typeof PROMOTION_TRIGGERS)[number];

/** A promotion as the owner defined it. */
export interface Promotion {
  id: string;
  /** The owner's name for it, shown to customers ("Lebaran hamper 15%"). */
  name: string;
  trigger: PromotionTrigger;
  benefit: PromotionBenefit;
  conditions: PromotionConditions;
  caps: PromotionCaps;
  /** Paused by the owner: it applies to no order until turned on again. */
  active: boolean;
}

/** Which part of an order a discount is off. */
export type DiscountOn = "ORDER" | "DELIVERY";
export const discountOn = (benefit: PromotionBenefit): DiscountOn =>
  benefit.type === "DELIVERY_OFF" ? "DELIVERY" : "ORDER";

/** A discount an order was given, as it is kept on the order and shown wherever its total is. */
export interface AppliedDiscount {
  source: "PROMOTION" | "REWARD";
  /** The promotion's id; null for a loyalty reward. */
  promotionId: string | null;
  /** The promotion's name, or the reward's words' key-free description, as of the order. */
  name: string;
  /** The code typed, normalized (normalizeCode); null for an automatic promotion or a reward. */
  code: string | null;
  on: DiscountOn;
  /** Positive: what it took off. */
  amount: number;
}

/** The sum of an order's discounts. */
export const discountTotal = (discounts: readonly AppliedDiscount[]): number =>
  discounts.reduce((sum, d) => sum + d.amount, 0);

/** One line of the order as a promotion sees it: which item, of which section, at what price. */
export interface PromotionLine {
  itemId: string;
  /** The item's name as ordered (a free-item reward is named by it). */
  name: string;
  /** The menu section the item is in at the order's branch; null if none found. */
  sectionId: string | null;
  qty: number;
  /** One unit as chosen (options included). */
  price: number;
}

/** What the rule needs to know of an order (the server's facts, or the basket's so far). */
export interface PromotionContext {
  now: Date;
  timeZone: string;
  branchId: string;
  orderMode: OrderMode;
  /** Null: not chosen yet (the basket): a payment condition is then not judged. */
  paymentMethod: string | null;
  lines: readonly PromotionLine[];
  /** Null: not known yet (no address priced); a DELIVERY_OFF then takes nothing off. */
  deliveryFee: number | null;
  /**
   * The customer: whether this would be their first order, and their uses of each promotion so
   * far. Null: not known (not signed in): first-order and per-customer conditions pass, for show.
   */
  customer: { firstOrder: boolean; uses: ReadonlyMap<string, number> } | null;
  /** Each promotion's uses so far (all customers), for its total cap. */
  totalUses: ReadonlyMap<string, number>;
}

/** Why a promotion does not apply: each has words in the `promotions` catalog. */
export const PROMOTION_PROBLEMS = [
  "PAUSED",
  "NOT_STARTED",
  "ENDED",
  "OUTSIDE_HOURS",
  "BRANCH",
  "ORDER_MODE",
  "PAYMENT_METHOD",
  "FIRST_ORDER_ONLY",
  "BELOW_MINIMUM",
  "NO_ITEMS",
  "USED_UP",
  "CUSTOMER_LIMIT",
] as const;
export type PromotionProblem = (typeof PROMOTION_PROBLEMS)[number];

/** Why a code the customer typed gives nothing: a promotion's problem, or one of the code's own. */
export type CodeProblem =
  | PromotionProblem
  /** No promotion of the brand has that code (or it was removed). */
  | "UNKNOWN_CODE"
  /** The code (one of a campaign's generated codes) was used as often as it may be. */
  | "CODE_USED"
  /** It applies, but another promotion takes more off the same part of the order. */
  | "NOT_BEST";

export type PromotionAnswer =
  | { ok: true; amount: number; on: DiscountOn }
  | {
      ok: false;
      problem: PromotionProblem;
      /** BELOW_MINIMUM: what more to add. */ missing?: number;
    };

const inTarget = (target: PromotionTarget, line: PromotionLine): boolean =>
  target.scope === "ORDER" ||
  (target.scope === "SECTIONS"
    ? line.sectionId !== null && target.sectionIds.includes(line.sectionId)
    : target.itemIds.includes(line.itemId));

const subtotal = (lines: readonly PromotionLine[]) =>
  lines.reduce((sum, line) => sum + line.qty * line.price, 0);

/** The items' subtotal before any discount: what a minimum spend is judged on. */
export const itemsSubtotal = subtotal;

/** Minutes since midnight of "HH:MM". */
const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether `now` is within the daily hours in `timeZone` (a range may pass midnight). */
export function withinHours(hours: { from: string; to: string }, now: Date, timeZone: string) {
  const at = minutesOfDay(now, timeZone);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from <= to ? at >= from && at < to : at >= from || at < to;
}

/** The problem of a promotion's conditions and caps for the order, the amount aside. */
function conditionProblem(p: Promotion, ctx: PromotionContext): PromotionProblem | null {
  const c = p.conditions;
  if (!p.active) return "PAUSED";
  if (c.startsAt && ctx.now.getTime() < Date.parse(c.startsAt)) return "NOT_STARTED";
  if (c.endsAt && ctx.now.getTime() >= Date.parse(c.endsAt)) return "ENDED";
  if (c.hours && !withinHours(c.hours, ctx.now, ctx.timeZone)) return "OUTSIDE_HOURS";
  if (c.branchIds?.length && !c.branchIds.includes(ctx.branchId)) return "BRANCH";
  if (p.benefit.type === "DELIVERY_OFF" && ctx.orderMode !== "DELIVERY") return "ORDER_MODE";
  if (c.orderModes?.length && !c.orderModes.includes(ctx.orderMode)) return "ORDER_MODE";
  if (
    ctx.paymentMethod &&
    c.paymentMethods?.length &&
    !c.paymentMethods.includes(ctx.paymentMethod)
  )
    return "PAYMENT_METHOD";
  if (c.firstOrderOnly && ctx.customer && !ctx.customer.firstOrder) return "FIRST_ORDER_ONLY";
  if (p.caps.total !== null && (ctx.totalUses.get(p.id) ?? 0) >= p.caps.total) return "USED_UP";
  if (
    p.caps.perCustomer !== null &&
    ctx.customer &&
    (ctx.customer.uses.get(p.id) ?? 0) >= p.caps.perCustomer
  )
    return "CUSTOMER_LIMIT";
  return null;
}

/** What the benefit takes off the order (before the caps of stacking), from its target's lines. */
function benefitAmount(benefit: PromotionBenefit, ctx: PromotionContext): number | null {
  if (benefit.type === "DELIVERY_OFF") {
    const fee = ctx.deliveryFee ?? 0;
    return benefit.amount === null ? fee : Math.min(benefit.amount, fee);
  }
  const lines = ctx.lines.filter((line) => inTarget(benefit.target, line));
  if (lines.length === 0) return null;
  const base = subtotal(lines);
  switch (benefit.type) {
    case "PERCENT_OFF": {
      const off = Math.floor((base * benefit.percent) / 100);
      return benefit.maxDiscount === null ? off : Math.min(off, benefit.maxDiscount);
    }
    case "AMOUNT_OFF":
      return Math.min(benefit.amount, base);
    case "BUY_X_GET_Y": {
      const units = lines
        .flatMap((line) => Array.from({ length: line.qty }, () => line.price))
        .sort((a, b) => b - a);
      const group = benefit.buy + benefit.get;
      let free = 0;
      for (let start = 0; start + group <= units.length; start += group)
        for (let i = start + benefit.buy; i < start + group; i++) free += units[i]!;
      return free;
    }
  }
}

/** Whether `p` applies to the order, and what it takes off (at most the part it is off). */
export function promotionAnswer(p: Promotion, ctx: PromotionContext): PromotionAnswer {
  const problem = conditionProblem(p, ctx);
  if (problem) return { ok: false, problem };
  const spent = subtotal(ctx.lines);
  const minimum = p.conditions.minimumSpend;
  if (minimum !== null && spent < minimum)
    return { ok: false, problem: "BELOW_MINIMUM", missing: minimum - spent };
  const amount = benefitAmount(p.benefit, ctx);
  if (amount === null || (amount <= 0 && p.benefit.type !== "DELIVERY_OFF"))
    return { ok: false, problem: "NO_ITEMS" };
  const on = discountOn(p.benefit);
  const ceiling = on === "DELIVERY" ? (ctx.deliveryFee ?? 0) : spent;
  return { ok: true, amount: Math.max(0, Math.min(amount, ceiling)), on };
}

/** A promotion offered for an order: automatic, or the one the customer's code names. */
export interface Offered {
  promotion: Promotion;
  /** The code typed (normalized), when it is the code's promotion. */
  code: string | null;
}

export interface PromotionPricing {
  /** At most one ORDER and one DELIVERY discount, in that order. */
  discounts: AppliedDiscount[];
  /** The code's answer: null when no code was given or it applied. */
  codeProblem: { problem: CodeProblem; missing?: number } | null;
}

/**
 * The discounts an order gets (the stacking rule above): `automatic` are the brand's automatic
 * promotions; `code` the customer's code, already looked up: its promotion, or why it names none.
 */
export function pricePromotions(
  automatic: readonly Promotion[],
  code:
    | { code: string; promotion: Promotion }
    | { code: string; problem: "UNKNOWN_CODE" | "CODE_USED" }
    | null,
  ctx: PromotionContext,
): PromotionPricing {
  const best = new Map<DiscountOn, { offered: Offered; amount: number }>();
  const consider = (offered: Offered) => {
    const answer = promotionAnswer(offered.promotion, ctx);
    if (!answer.ok || answer.amount <= 0) return answer;
    const current = best.get(answer.on);
    // Strictly more: on a tie the one considered first (automatic) stays.
    if (!current || answer.amount > current.amount)
      best.set(answer.on, { offered, amount: answer.amount });
    return answer;
  };
  for (const promotion of automatic)
    if (promotion.trigger === "AUTOMATIC") consider({ promotion, code: null });
  let codeProblem: PromotionPricing["codeProblem"] = null;
  if (code && "problem" in code) codeProblem = { problem: code.problem };
  else if (code) {
    const answer = consider({ promotion: code.promotion, code: code.code });
    if (!answer.ok)
      codeProblem = {
        problem: answer.problem,
        ...(answer.missing !== undefined && { missing: answer.missing }),
      };
    else if (answer.amount <= 0) codeProblem = { problem: "NO_ITEMS" };
    else if (best.get(answer.on)?.offered.promotion.id !== code.promotion.id)
      codeProblem = { problem: "NOT_BEST" };
  }
  const discounts = (["ORDER", "DELIVERY"] as const).flatMap((on): AppliedDiscount[] => {
    const chosen = best.get(on);
    if (!chosen) return [];
    return [
      {
        source: "PROMOTION",
        promotionId: chosen.offered.promotion.id,
        name: chosen.offered.promotion.name,
        code: chosen.offered.code,
        on,
        amount: chosen.amount,
      },
    ];
  });
  return { discounts, codeProblem };
}

/** An automatic promotion the basket may point at: "Free delivery above Rp 150.000: add Rp 20.000 more". */
export interface PromotionHint {
  promotion: Promotion;
  /** What more to add to the items for it to apply; 0: it applies already. */
  missing: number;
}

/**
 * The automatic promotions a customer can act on for this basket: those that apply, and those
 * short only of their minimum spend. A promotion for another branch, mode, time or customer is not
 * shown.
 */
export function promotionHints(
  automatic: readonly Promotion[],
  ctx: PromotionContext,
): PromotionHint[] {
  return automatic.flatMap((promotion): PromotionHint[] => {
    if (promotion.trigger !== "AUTOMATIC") return [];
    const answer = promotionAnswer(promotion, ctx);
    if (answer.ok) return [{ promotion, missing: 0 }];
    return answer.problem === "BELOW_MINIMUM" ? [{ promotion, missing: answer.missing ?? 0 }] : [];
  });
}

/** A promotion code as kept and compared: upper case, no spaces; letters, digits and "-". */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,23}$/;
export function normalizeCode(typed: string): string {
  return typed.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
}
