import { describe, expect, it } from "vitest";
import { isAllowedQuantity, MAX_ITEM_QTY } from "./basket-line";
import { basketLineSchema } from "./basket-line-schema";

describe("the quantity rule (1 to 99 of an item)", () => {
  it("allows whole numbers from 1 to MAX_ITEM_QTY", () => {
    expect(MAX_ITEM_QTY).toBe(99);
    for (const qty of [1, 2, 50, 99]) expect(isAllowedQuantity(qty)).toBe(true);
  });
  it("refuses 0, negatives, fractions, 100 and more, and non-numbers", () => {
    for (const qty of [0, -1, 1.5, 100, 999, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isAllowedQuantity(qty)).toBe(false);
  });
  it("is the basket line's schema too", () => {
    for (const qty of [1, 99, 0, 100, 2.5])
      expect(basketLineSchema.safeParse({ itemId: "cake", qty }).success).toBe(
        isAllowedQuantity(qty),
      );
    expect(basketLineSchema.safeParse({ itemId: "", qty: 1 }).success).toBe(false);
  });
});
