import { describe, expect, it } from "vitest";
import type { OptionGroup } from "./options";
import {
  isBigChange,
  itemPriceJumps,
  MAX_AMOUNT,
  moneyInputText,
  parseMoneyInput,
} from "./money-input";

const amount = (n: number) => ({ kind: "amount", amount: n });
const refused = (problem: string) => ({ kind: "refused", problem });
const empty = { kind: "empty" };

describe("parseMoneyInput in rupiah (issue 31 item 1)", () => {
  const idr = (text: string) => parseMoneyInput(text, "IDR");

  it.each([
    ["350.000", 350_000],
    ["350000", 350_000],
    ["Rp 350.000", 350_000],
    ["Rp350.000", 350_000],
    ["rp. 350.000", 350_000],
    ["Rp 350.000,-", 350_000],
    ["350.000,00", 350_000],
    ["350,000.00", 350_000],
    ["IDR 350000", 350_000],
    ["350.000 Rp", 350_000],
    ["350,000", 350_000],
    ["1.250.000", 1_250_000],
    ["1,250,000", 1_250_000],
    [" 350.000 ", 350_000],
    ["Rp\u00a0350.000", 350_000],
    ["1.000", 1_000],
    ["1,000", 1_000],
    ["75.000", 75_000],
    ["0", 0],
    ["0350", 350],
    ["1.000.000.000", MAX_AMOUNT],
  ])("reads %j as %d", (text, n) => {
    expect(idr(text)).toEqual(amount(n));
  });

  it.each(["", "   ", "Rp", "rp "])("reads %j as nothing typed", (text) => {
    expect(idr(text)).toEqual(empty);
  });

  it.each([
    ["1.5", "decimals"], // one and a half what? rupiah has no cents
    ["1,5", "decimals"],
    ["350.00", "decimals"], // 350, or a slip for 350.000?
    ["350,5", "decimals"],
    ["1.234,50", "decimals"],
    ["1,234.50", "decimals"],
    ["35.0000", "groups"],
    ["3.50.000", "groups"],
    ["1.250,000", "groups"], // mixed marks, neither reading sure
    ["1,250.000", "groups"],
    ["0.500", "groups"],
    ["1.2.3", "groups"],
    ["1.234.567,891", "groups"],
    ["-5000", "negative"],
    ["-Rp 5.000", "negative"],
    ["Rp -5.000", "negative"],
    ["\u22125.000", "negative"],
    ["1.000.000.001", "tooLarge"],
    ["99999999999999999999999", "tooLarge"],
    ["abc", "notAmount"],
    ["350rb", "notAmount"],
    ["1e3", "notAmount"],
    ["350 000", "notAmount"],
    ["350.", "notAmount"],
    [".5", "notAmount"],
    ["+5", "notAmount"],
    ["-", "notAmount"],
    ["Rp Rp 5", "notAmount"],
    ["$5", "notAmount"],
    ["SAR 5", "notAmount"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(idr(text)).toEqual(refused(problem));
  });
});

describe("parseMoneyInput in riyal (two decimals)", () => {
  const sar = (text: string) => parseMoneyInput(text, "SAR");

  it.each([
    ["12,50", 12.5],
    ["12.50", 12.5],
    ["12.5", 12.5],
    ["1,5", 1.5],
    ["350.00", 350],
    ["SAR 1.234,50", 1234.5],
    ["1,234.50", 1234.5],
    ["1.234.567,89", 1_234_567.89],
    ["1.500", 1500], // three digits after a mark group thousands: no cents come in threes
    ["1,500", 1500],
    ["SR 20", 20],
    ["20 ر.س", 20],
    ["\ufdfc 20", 20],
    ["0,05", 0.05],
  ])("reads %j as %d", (text, n) => {
    expect(sar(text)).toEqual(amount(n));
  });

  it.each([
    ["1,234.567", "groups"],
    ["12,5678", "groups"],
    ["1.23.45", "groups"],
    ["Rp 5", "notAmount"],
    ["-1,50", "negative"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(sar(text)).toEqual(refused(problem));
  });

  it("refuses decimals where the amount must be whole", () => {
    expect(parseMoneyInput("12,5", "SAR", { whole: true })).toEqual(refused("decimals"));
    expect(parseMoneyInput("12,00", "SAR", { whole: true })).toEqual(amount(12));
    expect(parseMoneyInput("1.500", "SAR", { whole: true })).toEqual(amount(1500));
  });
});

describe("moneyInputText", () => {
  it("writes an amount as the storefront does, without the sign, and reads back the same", () => {
    expect(moneyInputText(350_000)).toBe("350.000");
    expect(moneyInputText(0)).toBe("0");
    expect(moneyInputText(12.5)).toBe("12,50");
    for (const n of [0, 5, 999, 1000, 85_000, 1_250_000, MAX_AMOUNT])
      expect(parseMoneyInput(moneyInputText(n), "IDR")).toEqual(amount(n));
    for (const n of [0, 0.05, 12.5, 999.99, 1234.5, MAX_AMOUNT])
      expect(parseMoneyInput(moneyInputText(n), "SAR")).toEqual(amount(n));
  });
});

describe("price jumps worth asking about", () => {
  it("are more than ×10 or under ÷10, from a price that was not 0", () => {
    expect(isBigChange(85_000, 90)).toBe(true);
    expect(isBigChange(85_000, 8_500)).toBe(false);
    expect(isBigChange(85_000, 8_499)).toBe(true);
    expect(isBigChange(85_000, 850_000)).toBe(false);
    expect(isBigChange(85_000, 850_001)).toBe(true);
    expect(isBigChange(85_000, 0)).toBe(true);
    expect(isBigChange(0, 5_000)).toBe(false);
  });

  it("name the item's price and the options that were there before", () => {
    const groups = (prices: Record<string, number>): OptionGroup[] => [
      { kind: "text", id: "note", name: "Note", maxLength: 20, required: false },
      {
        kind: "choice",
        id: "size",
        name: "Size",
        min: 1,
        max: 1,
        options: Object.entries(prices).map(([id, price]) => ({ id, name: id, price })),
      },
    ];
    const before = { price: 85_000, optionGroups: groups({ small: 0, large: 7_500 }) };
    expect(itemPriceJumps(before, { ...before, price: 90_000 })).toEqual([]);
    expect(
      itemPriceJumps(before, {
        price: 90,
        optionGroups: groups({ small: 5_000, large: 75, extra: 1_000_000 }),
      }),
    ).toEqual([
      { what: { kind: "price" }, from: 85_000, to: 90 },
      { what: { kind: "option", name: "large" }, from: 7_500, to: 75 },
    ]);
  });
});
