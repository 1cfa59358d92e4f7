import { describe, expect, it } from "vitest";
import type { Locale } from "./locale";
import type { Promotion } from "./promotions";
import type { PromotionCodesSummary } from "./promotion-sentence";
import { promotionPhrases, promotionStatus } from "./promotion-sentence";

const NAMES: Record<string, string> = {
  kemang: "Kemang",
  sabang: "Sabang",
  drinks: "Drinks",
  "cake-slices": "Cake Slices",
  "teh-tarik": "Teh Tarik",
  transfer: "bank transfer",
  online: "QRIS",
};
const ctx = (locale: Locale) => ({
  locale,
  currency: "IDR",
  timeZone: "Asia/Jakarta",
  now: new Date("2027-02-10T05:00:00Z"),
  names: {
    branch: (id: string) => NAMES[id] ?? id,
    section: (id: string) => NAMES[id] ?? id,
    item: (id: string) => NAMES[id] ?? id,
    paymentMethod: (m: string) => NAMES[m] ?? m,
  },
});

const LEBARAN: Promotion = {
  id: "p1",
  name: "Lebaran",
  trigger: "CODE",
  active: true,
  benefit: { type: "PERCENT_OFF", percent: 20, maxDiscount: 50_000, target: { scope: "ORDER" } },
  conditions: {
    minimumSpend: 100_000,
    startsAt: "2027-02-28T17:00:00.000Z",
    endsAt: "2027-03-31T17:00:00.000Z",
    hours: { from: "10:00", to: "14:00" },
    branchIds: ["kemang", "sabang"],
    orderModes: ["DELIVERY"],
    paymentMethods: null,
    firstOrderOnly: true,
  },
  caps: { total: 100, perCustomer: 1 },
};
const ONE: PromotionCodesSummary = { code: "LEBARAN", generated: 0, generatedUsed: 0 };
const NONE: PromotionCodesSummary = { code: null, generated: 0, generatedUsed: 0 };
const plain = (s: string) => s.replace(/\s/g, " ");

describe("promotionPhrases", () => {
  it("says a full promotion phrase by phrase, money, dates and names written for English", () => {
    const phrases = promotionPhrases(LEBARAN, ONE, ctx("en"));
    expect(phrases.map((p) => p.key)).toEqual([
      "percentOff.ORDER",
      "maxDiscount",
      "minimumSpend",
      "branches",
      "orderMode.DELIVERY",
      "dates.range",
      "hours",
      "firstOrder",
      "totalCap",
      "perCustomer.once",
      "code",
    ]);
    const values = Object.fromEntries(phrases.map((p) => [p.key, p.values]));
    expect(values["percentOff.ORDER"]).toEqual({ percent: 20 });
    expect(plain(String(values.maxDiscount!.amount))).toBe("Rp 50.000");
    expect(values.branches).toEqual({ branches: "Kemang and Sabang" });
    // Until midnight of 1 April: the last day is 31 March.
    expect(plain(String(values["dates.range"]!.dates))).toMatch(/^1 ?– ?31 March$/);
    expect(values.hours).toEqual({ from: "10:00", to: "14:00" });
    expect(values.code).toEqual({ code: "LEBARAN" });
  });

  it("writes the same values the Indonesian way", () => {
    const values = Object.fromEntries(
      promotionPhrases(LEBARAN, ONE, ctx("id")).map((p) => [p.key, p.values]),
    );
    expect(values.branches).toEqual({ branches: "Kemang dan Sabang" });
    expect(plain(String(values["dates.range"]!.dates))).toMatch(/^1 ?– ?31 Maret$/);
    expect(values.hours).toEqual({ from: "10.00", to: "14.00" });
  });

  it("names sections and items, and the payment methods as a choice", () => {
    const p: Promotion = {
      ...LEBARAN,
      trigger: "AUTOMATIC",
      benefit: {
        type: "BUY_X_GET_Y",
        buy: 2,
        get: 1,
        target: { scope: "SECTIONS", sectionIds: ["drinks", "cake-slices"] },
      },
      conditions: {
        ...LEBARAN.conditions,
        branchIds: null,
        orderModes: null,
        paymentMethods: ["transfer", "online"],
        startsAt: null,
        endsAt: null,
        hours: null,
        firstOrderOnly: false,
        minimumSpend: null,
      },
      caps: { total: null, perCustomer: null },
    };
    expect(promotionPhrases(p, NONE, ctx("en"))).toEqual([
      { key: "buyGet.SOME", values: { buy: 2, get: 1, what: "Drinks and Cake Slices" } },
      { key: "paymentMethods", values: { methods: "bank transfer or QRIS" } },
      { key: "automatic", values: {} },
    ]);
  });

  it("says a delivery discount's mode once, and a campaign's codes", () => {
    const p: Promotion = {
      ...LEBARAN,
      benefit: { type: "DELIVERY_OFF", amount: null },
      conditions: {
        ...LEBARAN.conditions,
        minimumSpend: null,
        branchIds: null,
        hours: null,
        firstOrderOnly: false,
        startsAt: null,
      },
      caps: { total: null, perCustomer: null },
    };
    const phrases = promotionPhrases(
      p,
      { code: null, generated: 500, generatedUsed: 3 },
      ctx("en"),
    );
    expect(phrases.map((x) => x.key)).toEqual(["freeDelivery", "dates.until", "campaign"]);
    expect(plain(String(phrases[1]!.values.date))).toBe("31 March");
    expect(phrases[2]!.values).toEqual({ count: 500 });
  });

  it("writes times when a promotion does not run whole days, and a year not this one", () => {
    const p: Promotion = {
      ...LEBARAN,
      benefit: {
        type: "AMOUNT_OFF",
        amount: 10_000,
        target: { scope: "ITEMS", itemIds: ["teh-tarik"] },
      },
      conditions: { ...LEBARAN.conditions, startsAt: "2028-01-05T03:00:00.000Z", endsAt: null },
    };
    const phrases = promotionPhrases(p, ONE, ctx("en"));
    expect(phrases[0]!.key).toBe("amountOff.SOME");
    expect(phrases[0]!.values.what).toBe("Teh Tarik");
    const from = phrases.find((x) => x.key === "dates.from");
    expect(plain(String(from!.values.date))).toMatch(/^5 January 2028,? (at )?10:00$/);
  });
});

describe("promotionStatus", () => {
  const now = new Date("2027-03-10T05:00:00Z");
  const state = { archived: false, uses: 0, codes: ONE };
  it("is on, paused, scheduled, ended, used up or archived", () => {
    expect(promotionStatus(LEBARAN, state, now)).toBe("ON");
    expect(promotionStatus({ ...LEBARAN, active: false }, state, now)).toBe("PAUSED");
    expect(promotionStatus(LEBARAN, state, new Date("2027-02-01T00:00:00Z"))).toBe("SCHEDULED");
    expect(promotionStatus(LEBARAN, state, new Date("2027-04-01T00:00:00Z"))).toBe("ENDED");
    expect(promotionStatus(LEBARAN, { ...state, uses: 100 }, now)).toBe("USED_UP");
    expect(promotionStatus(LEBARAN, { ...state, archived: true }, now)).toBe("ARCHIVED");
    const campaign = { code: null, generated: 2, generatedUsed: 2 };
    expect(promotionStatus(LEBARAN, { ...state, codes: campaign }, now)).toBe("USED_UP");
  });
});
