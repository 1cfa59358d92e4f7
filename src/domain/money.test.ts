import { describe, expect, it } from "vitest";
import { formatMoney, lineAmount, orderTotals } from "./money";

const nbsp = "\u00a0";

describe("formatMoney", () => {
  it("formats IDR in id-ID with no decimals", () => {
    expect(formatMoney(25000, "IDR")).toBe(`Rp${nbsp}25.000`);
    expect(formatMoney(1250000, "IDR")).toBe(`Rp${nbsp}1.250.000`);
  });

  it("rounds IDR to whole rupiah", () => {
    expect(formatMoney(999.6, "IDR")).toBe(`Rp${nbsp}1.000`);
  });

  it("formats SAR in id-ID with the currency's two decimals", () => {
    expect(formatMoney(12.5, "SAR")).toBe(`SAR${nbsp}12,50`);
  });

  it("gives no output for any other currency", () => {
    expect(formatMoney(10, "USD")).toBe("");
    expect(formatMoney(10, "")).toBe("");
  });

  it("gives no output for a non-finite amount", () => {
    expect(formatMoney(Number.NaN, "IDR")).toBe("");
  });
});

describe("orderTotals (spec §9, the browser's display and the server's charge)", () => {
  const lines = [
    { qty: 2, price: 25000 },
    { qty: 1, price: 12500 },
  ];
  it("sums qty × price and adds the delivery fee", () => {
    expect(orderTotals(lines, 9000)).toEqual({
      items: 62500,
      delivery: 9000,
      discount: 0,
      total: 71500,
    });
  });
  it("counts no fee as 0, and an empty order as 0", () => {
    expect(orderTotals(lines, null)).toEqual({
      items: 62500,
      delivery: 0,
      discount: 0,
      total: 62500,
    });
    expect(orderTotals([], null).total).toBe(0);
  });
  it("prices a line as qty × price", () => {
    expect(lineAmount({ qty: 3, price: 12.5 })).toBe(37.5);
  });
});
