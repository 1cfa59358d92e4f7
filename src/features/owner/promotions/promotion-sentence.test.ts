import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/domain/locale";
import type { PromotionCodesSummary } from "@/domain/promotion-sentence";
import { promotionPhrases } from "@/domain/promotion-sentence";
import type { Promotion } from "@/domain/promotions";
import { CATALOGS } from "@/i18n/catalogs";

// The plain sentence in words (issue 39 item 1): the phrases of src/domain/promotion-sentence.ts
// said with the ownerPromotions catalog, as the Promotions page says them, in both languages.

const NAMES: Record<string, string> = {
  kemang: "Kemang",
  sabang: "Sabang",
  drinks: "Minuman",
  "teh-tarik": "Teh Tarik",
  klepon: "Klepon",
};

function say(locale: Locale, p: Promotion, codes: PromotionCodesSummary): string {
  const t = createTranslator({ locale, messages: CATALOGS[locale], namespace: "ownerPromotions" });
  const phrases = promotionPhrases(p, codes, {
    locale,
    currency: "IDR",
    timeZone: "Asia/Jakarta",
    now: new Date("2027-02-10T05:00:00Z"),
    names: {
      branch: (id) => NAMES[id] ?? id,
      section: (id) => NAMES[id] ?? id,
      item: (id) => NAMES[id] ?? id,
      paymentMethod: (m) => t(`paymentMethods.${m as "transfer"}`),
    },
  });
  // Intl writes a narrow no-break space in some places: compared as a plain one.
  return phrases
    .map((x) => t(`sentence.${x.key}`, x.values))
    .join(", ")
    .replace(/[\u00a0\u202f\u2009]/g, " ");
}

const BASE: Promotion = {
  id: "p",
  name: "Promo",
  trigger: "AUTOMATIC",
  active: true,
  benefit: { type: "DELIVERY_OFF", amount: null },
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
  caps: { total: null, perCustomer: null },
};
const LEBARAN: Promotion = {
  ...BASE,
  trigger: "CODE",
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
const CODE = { code: "LEBARAN", generated: 0, generatedUsed: 0 };
const NONE = { code: null, generated: 0, generatedUsed: 0 };

describe("a promotion's sentence", () => {
  it("reads a full promotion in English", () => {
    expect(say("en", LEBARAN, CODE)).toMatch(
      /^20% off the order, up to Rp 50\.000, on orders of Rp 100\.000 or more, at Kemang and Sabang, delivery only, 1 ?– ?31 March, 10:00–14:00, first order only, 100 uses in all, once per customer, with code LEBARAN$/,
    );
  });

  it("reads the same promotion in Indonesian", () => {
    expect(say("id", LEBARAN, CODE)).toMatch(
      /^Diskon 20% untuk pesanan, maks\. Rp 50\.000, min\. belanja Rp 100\.000, di Kemang dan Sabang, khusus antar, 1 ?– ?31 Maret, pukul 10\.00–14\.00, khusus pesanan pertama, kuota 100 pemakaian, 1x per pelanggan, pakai kode LEBARAN$/,
    );
  });

  it("reads free delivery above a spend, automatic", () => {
    const p: Promotion = { ...BASE, conditions: { ...BASE.conditions, minimumSpend: 150_000 } };
    expect(say("en", p, NONE)).toBe(
      "Free delivery, on orders of Rp 150.000 or more, applied automatically",
    );
    expect(say("id", p, NONE)).toBe("Gratis ongkir, min. belanja Rp 150.000, otomatis terpakai");
  });

  it("reads an amount off some items, cheaper delivery and a campaign", () => {
    const items: Promotion = {
      ...BASE,
      trigger: "CODE",
      benefit: {
        type: "AMOUNT_OFF",
        amount: 10_000,
        target: { scope: "ITEMS", itemIds: ["teh-tarik", "klepon"] },
      },
      conditions: { ...BASE.conditions, paymentMethods: ["transfer", "online"] },
      caps: { total: null, perCustomer: 3 },
    };
    const campaign = { code: null, generated: 500, generatedUsed: 0 };
    expect(say("en", items, campaign)).toBe(
      "Rp 10.000 off Teh Tarik and Klepon, paid by bank transfer or online payment, 3 times per customer, with one of 500 single-use codes",
    );
    expect(say("id", items, campaign)).toBe(
      "Potongan Rp 10.000 untuk Teh Tarik dan Klepon, bayar dengan transfer bank atau pembayaran online, 3x per pelanggan, pakai salah satu dari 500 kode sekali pakai",
    );
    const cheaper: Promotion = { ...BASE, benefit: { type: "DELIVERY_OFF", amount: 10_000 } };
    expect(say("id", cheaper, NONE)).toBe("Potongan ongkir Rp 10.000, otomatis terpakai");
  });

  it("reads buy X get Y in a section, from a day on", () => {
    const p: Promotion = {
      ...BASE,
      benefit: {
        type: "BUY_X_GET_Y",
        buy: 2,
        get: 1,
        target: { scope: "SECTIONS", sectionIds: ["drinks"] },
      },
      conditions: { ...BASE.conditions, startsAt: "2027-03-04T17:00:00.000Z" },
      caps: { total: 1, perCustomer: 2 },
    };
    expect(say("en", p, NONE)).toBe(
      "Buy 2 get 1 free of Minuman, from 5 March, 1 use in all, twice per customer, applied automatically",
    );
    expect(say("id", p, NONE)).toBe(
      "Beli 2 gratis 1 untuk Minuman, mulai 5 Maret, kuota 1 pemakaian, 2x per pelanggan, otomatis terpakai",
    );
  });
});
