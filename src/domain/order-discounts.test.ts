import { describe, expect, it } from "vitest";
import type { LoyaltySettings } from "./loyalty";
import type { DiscountOrder, PromotionFacts } from "./order-discounts";
import { keptDiscounts, NO_PROMOTIONS, orderDiscounts, promotionLines } from "./order-discounts";
import type { AppliedDiscount, Promotion, PromotionBenefit } from "./promotions";
import type { Menu } from "./storefront";

// An order's discounts (issue 39): its promotions stacked, then a redeemed reward off what the
// items still cost; a code's or a reward's refusal; a staff correction's kept discounts.

const promotion = (
  id: string,
  benefit: PromotionBenefit,
  trigger: Promotion["trigger"] = "AUTOMATIC",
): Promotion => ({
  id,
  name: id,
  trigger,
  benefit,
  active: true,
  caps: { total: null, perCustomer: null },
  conditions: {
    minimumSpend: null,
    startsAt: null,
    endsAt: null,
    hours: null,
    branchIds: null,
    orderModes: null,
    paymentMethods: null,
    firstOrderOnly: false,
  },
});
const ORDER = { scope: "ORDER" } as const;
const tenPct = promotion("ten", {
  type: "PERCENT_OFF",
  percent: 10,
  maxDiscount: null,
  target: ORDER,
});
const freeShip = promotion("ship", { type: "DELIVERY_OFF", amount: null });

const card: LoyaltySettings = {
  active: true,
  program: {
    kind: "STAMPS",
    minimumSpend: 0,
    stampsForReward: 5,
    reward: { type: "FREE_ITEM", itemIds: ["kopi"] },
  },
};

const order = (more: Partial<DiscountOrder> = {}): DiscountOrder => ({
  now: new Date("2026-11-29T06:00:00Z"),
  timeZone: "Asia/Jakarta",
  branchId: "kemang",
  orderMode: "DELIVERY",
  paymentMethod: "payAtOutlet",
  lines: [
    { itemId: "kopi", name: "Kopi susu", sectionId: "drinks", qty: 2, price: 25000 },
    { itemId: "cake", name: "Cake", sectionId: "cakes", qty: 1, price: 50000 },
  ],
  deliveryFee: 12000,
  redeemReward: false,
  ...more,
});
const facts = (more: Partial<PromotionFacts> = {}): PromotionFacts => ({
  ...NO_PROMOTIONS,
  ...more,
});

describe("an order's discounts", () => {
  it("none without promotions", () => {
    expect(orderDiscounts(order(), NO_PROMOTIONS)).toEqual({
      ok: true,
      discounts: [],
      codeProblem: null,
      rewardCost: 0,
    });
  });

  it("its promotions, then the reward off what the items still cost", () => {
    const answer = orderDiscounts(
      order({ redeemReward: true }),
      facts({ automatic: [tenPct, freeShip], loyalty: { settings: card, balance: 5 } }),
    );
    expect(answer).toEqual({
      ok: true,
      discounts: [
        {
          source: "PROMOTION",
          promotionId: "ten",
          name: "ten",
          code: null,
          on: "ORDER",
          amount: 10000,
        },
        {
          source: "PROMOTION",
          promotionId: "ship",
          name: "ship",
          code: null,
          on: "DELIVERY",
          amount: 12000,
        },
        {
          source: "REWARD",
          promotionId: null,
          name: "Kopi susu",
          code: null,
          on: "ORDER",
          amount: 25000,
        },
      ],
      codeProblem: null,
      rewardCost: 5,
    });
  });

  it("a reward never takes the items below zero after the promotions", () => {
    const all = promotion("all", { type: "AMOUNT_OFF", amount: 95000, target: ORDER });
    const amountCard: LoyaltySettings = {
      active: true,
      program: {
        kind: "POINTS",
        rupiahPerPoint: 1000,
        pointsForReward: 10,
        reward: { type: "AMOUNT_OFF", amount: 20000 },
      },
    };
    const answer = orderDiscounts(
      order({ redeemReward: true }),
      facts({ automatic: [all], loyalty: { settings: amountCard, balance: 10 } }),
    );
    expect(answer.ok && answer.discounts.map((d) => d.amount)).toEqual([95000, 5000]);
    const nothingLeft = promotion("free", {
      type: "PERCENT_OFF",
      percent: 100,
      maxDiscount: null,
      target: ORDER,
    });
    expect(
      orderDiscounts(
        order({ redeemReward: true }),
        facts({ automatic: [nothingLeft], loyalty: { settings: amountCard, balance: 10 } }),
      ),
    ).toEqual({ ok: false, code: "REWARD_NOT_AVAILABLE", problem: "NOTHING_TO_TAKE_OFF" });
  });

  it("refuses a reward without a program on, or without enough, or without its item", () => {
    const redeem = order({ redeemReward: true });
    expect(orderDiscounts(redeem, NO_PROMOTIONS)).toMatchObject({
      ok: false,
      problem: "NO_PROGRAM",
    });
    const off = { settings: { ...card, active: false }, balance: 99 };
    expect(orderDiscounts(redeem, facts({ loyalty: off }))).toMatchObject({
      problem: "NO_PROGRAM",
    });
    expect(orderDiscounts(redeem, facts({ loyalty: { settings: card, balance: 4 } }))).toEqual({
      ok: false,
      code: "REWARD_NOT_AVAILABLE",
      problem: "NOT_ENOUGH",
    });
    const noKopi = order({ redeemReward: true, lines: [order().lines[1]!] });
    expect(
      orderDiscounts(noKopi, facts({ loyalty: { settings: card, balance: 5 } })),
    ).toMatchObject({
      problem: "NO_REWARD_ITEM",
    });
  });

  it("refuses a code that gives nothing, saying why; a beaten code is not refused (NOT_BEST)", () => {
    const minimum = {
      ...promotion("min", { type: "AMOUNT_OFF", amount: 1000, target: ORDER }, "CODE"),
    };
    minimum.conditions = { ...minimum.conditions, minimumSpend: 200000 };
    expect(orderDiscounts(order(), facts({ code: { code: "MIN", promotion: minimum } }))).toEqual({
      ok: false,
      code: "PROMO_CODE_NOT_APPLICABLE",
      problem: "BELOW_MINIMUM",
      missing: 100000,
    });
    expect(
      orderDiscounts(order(), facts({ code: { code: "X", problem: "UNKNOWN_CODE" } })),
    ).toEqual({
      ok: false,
      code: "PROMO_CODE_NOT_APPLICABLE",
      problem: "UNKNOWN_CODE",
    });
    const small = promotion("small", { type: "AMOUNT_OFF", amount: 1000, target: ORDER }, "CODE");
    const beaten = orderDiscounts(
      order(),
      facts({ automatic: [tenPct], code: { code: "SMALL", promotion: small } }),
    );
    expect(beaten).toMatchObject({
      ok: true,
      codeProblem: { problem: "NOT_BEST" },
      discounts: [{ promotionId: "ten" }],
    });
  });

  it("judges the customer's caps and first order with the facts read", () => {
    const first = { ...tenPct, conditions: { ...tenPct.conditions, firstOrderOnly: true } };
    const code = { ...first, trigger: "CODE" as const };
    const returning = { firstOrder: false, uses: new Map<string, number>() };
    expect(
      orderDiscounts(
        order(),
        facts({ code: { code: "HELLO", promotion: code }, customer: returning }),
      ),
    ).toMatchObject({ ok: false, problem: "FIRST_ORDER_ONLY" });
    const capped = { ...code, caps: { total: 10, perCustomer: null } };
    expect(
      orderDiscounts(
        order(),
        facts({ code: { code: "HELLO", promotion: capped }, totalUses: new Map([[code.id, 10]]) }),
      ),
    ).toMatchObject({ ok: false, problem: "USED_UP" });
  });
});

describe("the lines as promotions see them", () => {
  it("each item with its section at the branch's menu, null when not found", () => {
    const menu = {
      id: "main",
      sections: [{ id: "drinks", items: [{ uid: "kopi" }] }],
    } as unknown as Menu;
    expect(
      promotionLines(menu, [
        { itemId: "kopi", name: "Kopi", qty: 2, price: 25000 },
        { itemId: "gone", name: "Gone", qty: 1, price: 1000 },
      ]),
    ).toEqual([
      { itemId: "kopi", name: "Kopi", sectionId: "drinks", qty: 2, price: 25000 },
      { itemId: "gone", name: "Gone", sectionId: null, qty: 1, price: 1000 },
    ]);
  });
});

describe("a correction's kept discounts", () => {
  const placed: AppliedDiscount[] = [
    { source: "PROMOTION", promotionId: "p", name: "p", code: "X", on: "ORDER", amount: 30000 },
    { source: "PROMOTION", promotionId: "s", name: "s", code: null, on: "DELIVERY", amount: 12000 },
    { source: "REWARD", promotionId: null, name: "", code: null, on: "ORDER", amount: 20000 },
  ];

  it("stay as placed while the corrected order still costs more", () => {
    expect(keptDiscounts(placed, 100000, 12000)).toEqual(placed);
  });

  it("are at most what their part of the corrected order costs, in order, never below zero", () => {
    expect(keptDiscounts(placed, 40000, 10000).map((d) => d.amount)).toEqual([30000, 10000, 10000]);
    expect(keptDiscounts(placed, 20000, null).map((d) => d.amount)).toEqual([20000, 0, 0]);
  });
});
