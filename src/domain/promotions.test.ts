import { describe, expect, it } from "vitest";
import type {
  Promotion,
  PromotionBenefit,
  PromotionConditions,
  PromotionContext,
  PromotionLine,
} from "./promotions";
import {
  CODE_PATTERN,
  discountOn,
  discountTotal,
  normalizeCode,
  pricePromotions,
  promotionAnswer,
  promotionHints,
  withinHours,
} from "./promotions";

// The rule of issue 39 (decision 0050): whether a promotion applies to an order and what it takes
// off, each condition and cap, and the stacking of promotions.

const NONE: PromotionConditions = {
  minimumSpend: null,
  startsAt: null,
  endsAt: null,
  hours: null,
  branchIds: null,
  orderModes: null,
  paymentMethods: null,
  firstOrderOnly: false,
};

const promotion = (
  id: string,
  benefit: PromotionBenefit,
  more: Partial<Omit<Promotion, "conditions">> & { conditions?: Partial<PromotionConditions> } = {},
): Promotion => ({
  id,
  name: `Promo ${id}`,
  trigger: "AUTOMATIC",
  active: true,
  caps: { total: null, perCustomer: null },
  ...more,
  benefit,
  conditions: { ...NONE, ...more.conditions },
});

const ORDER = { scope: "ORDER" } as const;
const percent = (p: number, maxDiscount: number | null = null, target = ORDER as never) =>
  ({ type: "PERCENT_OFF", percent: p, maxDiscount, target }) as PromotionBenefit;
const amount = (a: number, target = ORDER as never) =>
  ({ type: "AMOUNT_OFF", amount: a, target }) as PromotionBenefit;
const delivery = (a: number | null): PromotionBenefit => ({ type: "DELIVERY_OFF", amount: a });

const line = (itemId: string, price: number, qty = 1, sectionId: string | null = "cakes") =>
  ({ itemId, name: itemId, sectionId, qty, price }) satisfies PromotionLine;

/** 13:00 on 2026-11-29 in Jakarta (UTC+7). */
const NOON_ISH = new Date("2026-11-29T06:00:00Z");

const context = (more: Partial<PromotionContext> = {}): PromotionContext => ({
  now: NOON_ISH,
  timeZone: "Asia/Jakarta",
  branchId: "kemang",
  orderMode: "DELIVERY",
  paymentMethod: "transfer",
  lines: [line("cake", 50000, 2), line("tea", 20000, 1, "drinks")],
  deliveryFee: 15000,
  customer: { firstOrder: true, uses: new Map() },
  totalUses: new Map(),
  ...more,
});

describe("what a promotion takes off", () => {
  it("a percentage of the items, rounded down, at most its maximum", () => {
    expect(promotionAnswer(promotion("a", percent(15)), context())).toEqual({
      ok: true,
      amount: 18000,
      on: "ORDER",
    });
    expect(
      promotionAnswer(promotion("a", percent(33)), context({ lines: [line("x", 9999)] })),
    ).toMatchObject({ amount: 3299 });
    expect(promotionAnswer(promotion("a", percent(50, 10000)), context())).toMatchObject({
      amount: 10000,
    });
  });

  it("a fixed amount, at most the items' subtotal", () => {
    expect(promotionAnswer(promotion("a", amount(25000)), context())).toMatchObject({
      amount: 25000,
    });
    expect(
      promotionAnswer(promotion("a", amount(25000)), context({ lines: [line("x", 10000)] })),
    ).toMatchObject({ amount: 10000 });
  });

  it("100% takes the items to zero, never below", () => {
    expect(promotionAnswer(promotion("a", percent(100)), context())).toMatchObject({
      amount: 120000,
    });
  });

  it("the delivery fee free, or cheaper by at most the fee, on delivery orders only", () => {
    expect(promotionAnswer(promotion("d", delivery(null)), context())).toEqual({
      ok: true,
      amount: 15000,
      on: "DELIVERY",
    });
    expect(promotionAnswer(promotion("d", delivery(5000)), context())).toMatchObject({
      amount: 5000,
    });
    expect(promotionAnswer(promotion("d", delivery(50000)), context())).toMatchObject({
      amount: 15000,
    });
    expect(
      promotionAnswer(promotion("d", delivery(null)), context({ orderMode: "PICKUP" })),
    ).toEqual({ ok: false, problem: "ORDER_MODE" });
    // Not priced yet: it applies, for nothing so far.
    expect(
      promotionAnswer(promotion("d", delivery(null)), context({ deliveryFee: null })),
    ).toMatchObject({ ok: true, amount: 0 });
    expect(discountOn(delivery(null))).toBe("DELIVERY");
    expect(discountOn(amount(1))).toBe("ORDER");
  });

  it("buy X get Y: of every X+Y units, dearest first, the cheapest Y free", () => {
    const b2g1 = promotion("b", { type: "BUY_X_GET_Y", buy: 2, get: 1, target: ORDER });
    // Units 50, 50, 20: one group, the 20 free.
    expect(promotionAnswer(b2g1, context())).toMatchObject({ amount: 20000 });
    // 7 units: two whole groups (the 3rd and 6th dearest free), the 7th pays.
    const seven = [line("a", 10000, 3), line("b", 8000, 2), line("c", 5000, 2)];
    // Sorted: 10,10,10,8,8,5,5 → free: 10 (3rd) and 5 (6th).
    expect(promotionAnswer(b2g1, context({ lines: seven }))).toMatchObject({ amount: 15000 });
    // Too few units for a group: nothing to take off.
    expect(promotionAnswer(b2g1, context({ lines: [line("a", 10000, 2)] }))).toEqual({
      ok: false,
      problem: "NO_ITEMS",
    });
  });

  it("a section's or items' lines only; none of them in the order: NO_ITEMS", () => {
    const drinks = percent(50, null, { scope: "SECTIONS", sectionIds: ["drinks"] } as never);
    expect(promotionAnswer(promotion("s", drinks), context())).toMatchObject({ amount: 10000 });
    const cake = amount(70000, { scope: "ITEMS", itemIds: ["cake"] } as never);
    expect(promotionAnswer(promotion("i", cake), context())).toMatchObject({ amount: 70000 });
    const other = amount(5000, { scope: "ITEMS", itemIds: ["bread"] } as never);
    expect(promotionAnswer(promotion("i", other), context())).toEqual({
      ok: false,
      problem: "NO_ITEMS",
    });
    // A line whose section is not known is in no section.
    expect(
      promotionAnswer(promotion("s", drinks), context({ lines: [line("tea", 20000, 1, null)] })),
    ).toEqual({ ok: false, problem: "NO_ITEMS" });
    // Buy X get Y among a target's units only.
    const cakes = {
      type: "BUY_X_GET_Y",
      buy: 1,
      get: 1,
      target: { scope: "ITEMS", itemIds: ["cake"] },
    };
    expect(promotionAnswer(promotion("b", cakes as PromotionBenefit), context())).toMatchObject({
      amount: 50000,
    });
  });
});

describe("each condition", () => {
  const ten = (conditions: Partial<PromotionConditions>, more = {}) =>
    promotion("p", percent(10), { conditions, ...more });
  const problem = (p: Promotion, ctx = context()) => {
    const answer = promotionAnswer(p, ctx);
    return answer.ok ? null : answer.problem;
  };

  it("paused", () => {
    expect(problem(ten({}, { active: false }))).toBe("PAUSED");
  });

  it("dates: from (inclusive) until (exclusive)", () => {
    const at = NOON_ISH.toISOString();
    expect(problem(ten({ startsAt: at }))).toBeNull();
    expect(problem(ten({ startsAt: "2026-11-29T06:00:01Z" }))).toBe("NOT_STARTED");
    expect(problem(ten({ endsAt: at }))).toBe("ENDED");
    expect(problem(ten({ endsAt: "2026-11-29T06:00:01Z" }))).toBeNull();
  });

  it("daily hours in the brand's time zone, a range that passes midnight too", () => {
    // 13:00 in Jakarta (06:00 UTC): a UTC reading would say 06:00.
    expect(problem(ten({ hours: { from: "11:00", to: "14:00" } }))).toBeNull();
    expect(problem(ten({ hours: { from: "05:00", to: "07:00" } }))).toBe("OUTSIDE_HOURS");
    expect(problem(ten({ hours: { from: "13:00", to: "13:30" } }))).toBeNull();
    expect(problem(ten({ hours: { from: "12:00", to: "13:00" } }))).toBe("OUTSIDE_HOURS");
    const late = { from: "22:00", to: "02:00" };
    const jakarta = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00+07:00`);
    expect(withinHours(late, jakarta("23:30"), "Asia/Jakarta")).toBe(true);
    expect(withinHours(late, jakarta("00:15"), "Asia/Jakarta")).toBe(true);
    expect(withinHours(late, jakarta("01:59"), "Asia/Jakarta")).toBe(true);
    expect(withinHours(late, jakarta("02:00"), "Asia/Jakarta")).toBe(false);
    expect(withinHours(late, jakarta("21:59"), "Asia/Jakarta")).toBe(false);
    expect(withinHours(late, jakarta("13:00"), "Asia/Jakarta")).toBe(false);
  });

  it("branches, order modes, payment methods (not judged before one is chosen)", () => {
    expect(problem(ten({ branchIds: ["menteng"] }))).toBe("BRANCH");
    expect(problem(ten({ branchIds: ["menteng", "kemang"] }))).toBeNull();
    expect(problem(ten({ branchIds: [] }))).toBeNull();
    expect(problem(ten({ orderModes: ["PICKUP"] }))).toBe("ORDER_MODE");
    expect(problem(ten({ orderModes: ["DELIVERY"] }))).toBeNull();
    expect(problem(ten({ paymentMethods: ["online"] }))).toBe("PAYMENT_METHOD");
    expect(
      problem(ten({ paymentMethods: ["online"] }), context({ paymentMethod: null })),
    ).toBeNull();
  });

  it("first order only: judged when the customer is known", () => {
    const first = ten({ firstOrderOnly: true });
    expect(problem(first)).toBeNull();
    const again = context({ customer: { firstOrder: false, uses: new Map() } });
    expect(problem(first, again)).toBe("FIRST_ORDER_ONLY");
    expect(problem(first, context({ customer: null }))).toBeNull();
  });

  it("a minimum spend on the items before any discount, saying what more to add", () => {
    expect(promotionAnswer(ten({ minimumSpend: 150000 }), context())).toEqual({
      ok: false,
      problem: "BELOW_MINIMUM",
      missing: 30000,
    });
    expect(problem(ten({ minimumSpend: 120000 }))).toBeNull();
  });

  it("caps: in all, and per customer (not judged for a customer not known)", () => {
    const capped = promotion("c", percent(10), { caps: { total: 3, perCustomer: 1 } });
    expect(problem(capped, context({ totalUses: new Map([["c", 2]]) }))).toBeNull();
    expect(problem(capped, context({ totalUses: new Map([["c", 3]]) }))).toBe("USED_UP");
    const used = context({ customer: { firstOrder: false, uses: new Map([["c", 1]]) } });
    expect(problem(capped, used)).toBe("CUSTOMER_LIMIT");
    expect(problem(capped, context({ customer: null }))).toBeNull();
  });
});

describe("stacking: one off the items, one off the delivery, the best of each", () => {
  const tenPct = promotion("ten", percent(10)); // 12,000
  const fifteenK = promotion("15k", amount(15000)); // 15,000
  const freeDelivery = promotion("free", delivery(null)); // 15,000 off the fee

  it("takes the best ORDER promotion and the best DELIVERY one together", () => {
    const priced = pricePromotions([tenPct, fifteenK, freeDelivery], null, context());
    expect(priced.codeProblem).toBeNull();
    expect(priced.discounts.map((d) => [d.promotionId, d.on, d.amount])).toEqual([
      ["15k", "ORDER", 15000],
      ["free", "DELIVERY", 15000],
    ]);
    expect(discountTotal(priced.discounts)).toBe(30000);
  });

  it("a code that takes off more wins, and is kept with its code", () => {
    const code = promotion("code", percent(20), { trigger: "CODE" }); // 24,000
    const priced = pricePromotions([tenPct], { code: "BIG20", promotion: code }, context());
    expect(priced.codeProblem).toBeNull();
    expect(priced.discounts).toEqual([
      {
        source: "PROMOTION",
        promotionId: "code",
        name: "Promo code",
        code: "BIG20",
        on: "ORDER",
        amount: 24000,
      },
    ]);
  });

  it("a code beaten by an automatic one is NOT_BEST, and the order gets the better", () => {
    const code = promotion("code", amount(5000), { trigger: "CODE" });
    const priced = pricePromotions([tenPct], { code: "SMALL", promotion: code }, context());
    expect(priced.codeProblem).toEqual({ problem: "NOT_BEST" });
    expect(priced.discounts.map((d) => d.promotionId)).toEqual(["ten"]);
  });

  it("a tie goes to the automatic promotion", () => {
    const code = promotion("code", amount(12000), { trigger: "CODE" });
    const priced = pricePromotions([tenPct], { code: "TIE", promotion: code }, context());
    expect(priced.codeProblem).toEqual({ problem: "NOT_BEST" });
    expect(priced.discounts.map((d) => [d.promotionId, d.code])).toEqual([["ten", null]]);
    // Between automatic ones, the first considered (oldest) stays on a tie.
    const alsoTen = promotion("alsoTen", amount(12000));
    expect(pricePromotions([tenPct, alsoTen], null, context()).discounts[0]!.promotionId).toBe(
      "ten",
    );
  });

  it("a delivery code stacks with an automatic ORDER promotion", () => {
    const code = promotion("ship", delivery(10000), { trigger: "CODE" });
    const priced = pricePromotions([tenPct], { code: "SHIP", promotion: code }, context());
    expect(priced.codeProblem).toBeNull();
    expect(priced.discounts.map((d) => [d.promotionId, d.on, d.amount])).toEqual([
      ["ten", "ORDER", 12000],
      ["ship", "DELIVERY", 10000],
    ]);
  });

  it("a code that does not apply says why; an unknown or used code says so", () => {
    const code = promotion("code", percent(10), {
      trigger: "CODE",
      conditions: { minimumSpend: 200000 },
    });
    expect(pricePromotions([], { code: "MIN", promotion: code }, context()).codeProblem).toEqual({
      problem: "BELOW_MINIMUM",
      missing: 80000,
    });
    expect(
      pricePromotions([tenPct], { code: "X", problem: "UNKNOWN_CODE" }, context()),
    ).toMatchObject({
      codeProblem: { problem: "UNKNOWN_CODE" },
      discounts: [{ promotionId: "ten" }],
    });
    expect(pricePromotions([], { code: "X", problem: "CODE_USED" }, context()).codeProblem).toEqual(
      { problem: "CODE_USED" },
    );
    // A free delivery code on an order whose fee is not known yet takes nothing off.
    const ship = promotion("ship", delivery(null), { trigger: "CODE" });
    expect(
      pricePromotions([], { code: "SHIP", promotion: ship }, context({ deliveryFee: null }))
        .codeProblem,
    ).toEqual({ problem: "NO_ITEMS" });
  });

  it("an automatic list never applies a CODE promotion by itself, nor one that does not apply", () => {
    const code = promotion("code", percent(50), { trigger: "CODE" });
    const paused = promotion("off", percent(50), { active: false });
    expect(pricePromotions([code, paused], null, context()).discounts).toEqual([]);
  });

  it("nothing takes an order below zero", () => {
    const huge = promotion("huge", amount(1_000_000));
    const freeShip = promotion("ship", delivery(1_000_000));
    const priced = pricePromotions([huge, freeShip], null, context());
    const items = 120000;
    expect(discountTotal(priced.discounts)).toBe(items + 15000);
  });
});

describe("the basket's hints", () => {
  it("lists the automatic promotions that apply, and those short only of their minimum", () => {
    const ship = promotion("ship", delivery(null), { conditions: { minimumSpend: 150000 } });
    const applies = promotion("ten", percent(10));
    const otherBranch = promotion("menteng", percent(10), {
      conditions: { branchIds: ["menteng"] },
    });
    const code = promotion("code", percent(10), { trigger: "CODE" });
    const hints = promotionHints([ship, applies, otherBranch, code], context());
    expect(hints.map((h) => [h.promotion.id, h.missing])).toEqual([
      ["ship", 30000],
      ["ten", 0],
    ]);
  });
});

describe("codes", () => {
  it("are kept upper case without spaces, and look like codes", () => {
    expect(normalizeCode(" lebaran 15 ")).toBe("LEBARAN15");
    expect(normalizeCode("ｆｒｅｅ-ｏｎｇｋｉｒ")).toBe("FREE-ONGKIR");
    expect(CODE_PATTERN.test("LEBARAN15")).toBe(true);
    expect(CODE_PATTERN.test("AB")).toBe(false);
    expect(CODE_PATTERN.test("-ABC")).toBe(false);
    expect(CODE_PATTERN.test("ABC DEF")).toBe(false);
  });
});
