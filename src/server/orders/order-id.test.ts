import { describe, expect, it } from "vitest";
import { ORDER_ID_PATTERN, shortOrderNumber } from "@/domain/order";
import { newOrderId, ORDER_ID_ALPHABET, ORDER_ID_LENGTH } from "./order-id";

describe("order ids (issue 14: read aloud at a counter)", () => {
  it("the alphabet has one case and no look-alikes", () => {
    expect(ORDER_ID_ALPHABET).toBe(ORDER_ID_ALPHABET.toUpperCase());
    for (const lookAlike of ["0", "O", "1", "I", "L", "l", "o", "i"])
      expect(ORDER_ID_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ORDER_ID_ALPHABET).size).toBe(ORDER_ID_ALPHABET.length);
  });

  it("new ids are 20 symbols of that alphabet, unique, and accepted by the order routes", () => {
    const ids = Array.from({ length: 2000 }, newOrderId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toHaveLength(ORDER_ID_LENGTH);
      expect([...id].every((c) => ORDER_ID_ALPHABET.includes(c))).toBe(true);
      expect(ORDER_ID_PATTERN.test(id)).toBe(true);
    }
  });

  it("every symbol turns up about as often as the others (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6200; i++)
      for (const c of newOrderId()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(ORDER_ID_ALPHABET.length);
    // Pearson's chi-square over the 31 symbols (30 degrees of freedom: mean 30, sd 7.7). A fair
    // generator passes 80 but once in about 500,000 runs; taking a byte modulo 31 (the first 8
    // symbols 9/256 likely, the rest 8/256) scores about 350.
    const expected = (6200 * ORDER_ID_LENGTH) / ORDER_ID_ALPHABET.length;
    const chiSquare = [...counts.values()].reduce(
      (sum, n) => sum + (n - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare).toBeLessThan(80);
  });

  it("an id of the old alphabet is still an order id, shown by its last 6 characters", () => {
    expect(ORDER_ID_PATTERN.test("aB0lI1oO9zQ8xY7wV6uT")).toBe(true);
    expect(shortOrderNumber("aB0lI1oO9zQ8xY7wV6uT")).toBe("7wV6uT");
  });
});
