import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import type { Offer } from "./promotion-offers";
import {
  basketFacts,
  basketHints,
  discountPhrase,
  estimatedDiscounts,
  offerPhrases,
  offersAt,
  targetNamesIn,
} from "./promotion-offers";
import type { PromotionConditions } from "./promotions";
import type { Menu } from "./storefront";

const none: PromotionConditions = {
  minimumSpend: null,
  startsAt: null,
  endsAt: null,
  hours: null,
  branchIds: null,
  orderModes: null,
  paymentMethods: null,
  firstOrderOnly: false,
};
const item = (uid: string, name: string, price: number) => ({
  uid,
  name,
  description: "",
  price,
  images: [],
});
const menu: Menu = {
  id: "m",
  name: "Menu",
  sections: [
    { id: "coffee", name: "Coffee", items: [item("kopi", "Es Kopi Susu", 25_000)] },
    { id: "cake", name: "Cake", items: [item("slice", "Black Forest Slice", 40_000)] },
  ],
};
const freeDelivery: Offer = {
  id: "free",
  name: "Free delivery weekend",
  benefit: { type: "DELIVERY_OFF", amount: null },
  conditions: { ...none, minimumSpend: 150_000 },
};
const coffeeTen: Offer = {
  id: "coffee",
  name: "Coffee 10%",
  benefit: {
    type: "PERCENT_OFF",
    percent: 10,
    maxDiscount: null,
    target: { scope: "SECTIONS", sectionIds: ["coffee"] },
  },
  conditions: none,
};
const money = (n: number) => formatMoney(n, "IDR");
const now = new Date("2026-11-29T05:00:00Z");

const facts = (qty: number, mode: "DELIVERY" | "PICKUP" | null = "DELIVERY", fee = 15_000) =>
  basketFacts(
    {
      basket: {
        currency: "IDR",
        items: [
          { itemId: "slice", qty },
          { itemId: "kopi", qty: 2 },
        ],
      },
      orderMode: mode,
      deliveryMethod: { id: "x", humanReadableName: "Kurir", price: fee },
      payment: { method: null, confirmation: null },
    },
    menu,
    "kemang",
    now,
    "Asia/Jakarta",
  );

describe("offersAt", () => {
  it("leaves out an offer for another branch, one not started yet and one ended", () => {
    const at = (c: Partial<PromotionConditions>) => ({
      ...freeDelivery,
      conditions: { ...none, ...c },
    });
    const offers = [
      at({}),
      at({ branchIds: ["menteng"] }),
      at({ branchIds: ["kemang"] }),
      at({ startsAt: "2026-12-01T00:00:00Z" }),
      at({ endsAt: "2026-11-29T04:00:00Z" }),
    ];
    expect(offersAt(offers, "kemang", now)).toEqual([offers[0], offers[2]]);
  });
});

describe("basketFacts", () => {
  it("prices the basket's lines at the menu, with their sections, and the fee of a delivery", () => {
    const f = facts(1);
    expect(f.lines).toEqual([
      { itemId: "slice", name: "Black Forest Slice", sectionId: "cake", qty: 1, price: 40_000 },
      { itemId: "kopi", name: "Es Kopi Susu", sectionId: "coffee", qty: 2, price: 25_000 },
    ]);
    expect(f.deliveryFee).toBe(15_000);
    expect(facts(1, "PICKUP").deliveryFee).toBeNull();
  });

  it("judges a basket without a mode as a delivery, so free delivery is pointed at", () => {
    expect(facts(1, null).orderMode).toBe("DELIVERY");
  });
});

describe("basketHints", () => {
  it("says how much more a minimum spend needs, and that an offer applies once it is reached", () => {
    // 40.000 + 50.000 = 90.000: 60.000 short of 150.000.
    expect(basketHints([freeDelivery], facts(1)).map((h) => h.missing)).toEqual([60_000]);
    // 3 × 40.000 + 50.000 = 170.000.
    expect(basketHints([freeDelivery], facts(3)).map((h) => h.missing)).toEqual([0]);
  });

  it("puts the applied offers first, then the nearest", () => {
    const hints = basketHints([freeDelivery, coffeeTen], facts(1));
    expect(hints.map((h) => [h.promotion.id, h.missing])).toEqual([
      ["coffee", 0],
      ["free", 60_000],
    ]);
  });

  it("leaves out an offer the order's mode cannot have", () => {
    expect(basketHints([freeDelivery], facts(3, "PICKUP"))).toEqual([]);
  });
});

describe("estimatedDiscounts", () => {
  it("is the stacking rule's answer for the automatic offers", () => {
    expect(estimatedDiscounts([freeDelivery, coffeeTen], facts(3))).toEqual([
      {
        source: "PROMOTION",
        promotionId: "coffee",
        name: "Coffee 10%",
        code: null,
        on: "ORDER",
        amount: 5_000,
      },
      {
        source: "PROMOTION",
        promotionId: "free",
        name: "Free delivery weekend",
        code: null,
        on: "DELIVERY",
        amount: 15_000,
      },
    ]);
  });
});

describe("offerPhrases", () => {
  const names = (t: Parameters<typeof targetNamesIn>[1]) => targetNamesIn(menu, t);

  it("words free delivery with its minimum spend", () => {
    expect(offerPhrases(freeDelivery, money, names)).toEqual({
      gives: { key: "gives.freeDelivery", values: {} },
      conditions: [{ key: "minimum", values: { minimum: money(150_000) } }],
    });
  });

  it("names a section target, a cap, a single mode, hours and a first order", () => {
    const offer: Offer = {
      ...coffeeTen,
      benefit: { ...coffeeTen.benefit, maxDiscount: 20_000 } as Offer["benefit"],
      conditions: {
        ...none,
        orderModes: ["PICKUP"],
        hours: { from: "14:00", to: "17:00" },
        firstOrderOnly: true,
      },
    };
    expect(offerPhrases(offer, money, names)).toEqual({
      gives: { key: "gives.percentOffUpTo", values: { percent: 10, max: money(20_000) } },
      conditions: [
        { key: "on", values: { names: "Coffee" } },
        { key: "onlyMode.PICKUP", values: {} },
        { key: "hours", values: { from: "14:00", to: "17:00" } },
        { key: "firstOrder", values: {} },
      ],
    });
  });

  it("words a fixed amount, cheaper delivery and buy X get Y on items", () => {
    const b = (benefit: Offer["benefit"]) =>
      offerPhrases({ ...coffeeTen, benefit }, money, names).gives;
    expect(b({ type: "AMOUNT_OFF", amount: 20_000, target: { scope: "ORDER" } })).toEqual({
      key: "gives.amountOff",
      values: { amount: money(20_000) },
    });
    expect(b({ type: "DELIVERY_OFF", amount: 5_000 })).toEqual({
      key: "gives.deliveryOff",
      values: { amount: money(5_000) },
    });
    const buyGet = offerPhrases(
      {
        ...coffeeTen,
        benefit: {
          type: "BUY_X_GET_Y",
          buy: 2,
          get: 1,
          target: { scope: "ITEMS", itemIds: ["kopi", "gone"] },
        },
      },
      money,
      names,
    );
    expect(buyGet.gives).toEqual({ key: "gives.buyGet", values: { buy: 2, get: 1 } });
    expect(buyGet.conditions).toEqual([{ key: "on", values: { names: "Es Kopi Susu" } }]);
  });
});

describe("discountPhrase", () => {
  const base = { promotionId: "p", on: "ORDER" as const, amount: 1 };
  it("names a promotion, with its code when one was typed", () => {
    expect(discountPhrase({ ...base, source: "PROMOTION", name: "Lebaran", code: null })).toEqual({
      key: "line.promotion",
      values: { name: "Lebaran" },
    });
    expect(discountPhrase({ ...base, source: "PROMOTION", name: "Lebaran", code: "IG15" })).toEqual(
      { key: "line.code", values: { name: "Lebaran", code: "IG15" } },
    );
  });
  it("words a reward by its free item, or plainly", () => {
    const reward = { ...base, source: "REWARD" as const, promotionId: null, code: null };
    expect(discountPhrase({ ...reward, name: "Es Kopi Susu" })).toEqual({
      key: "line.rewardItem",
      values: { item: "Es Kopi Susu" },
    });
    expect(discountPhrase({ ...reward, name: "" })).toEqual({ key: "line.reward", values: {} });
  });
});
