import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

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
