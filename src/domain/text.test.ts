import { describe, expect, it } from "vitest";
import { countOf, excerpt } from "./text";

describe("excerpt", () => {
  it("keeps short text whole", () => {
    expect(excerpt("Soft bun.", 20)).toBe("Soft bun.");
  });

  it("cuts long text at a word boundary within the limit", () => {
    const out = excerpt("Chocolate sponge soaked in cherry syrup, layered with cream", 30);
    expect(out).toBe("Chocolate sponge soaked in…");
    expect(out.length).toBeLessThanOrEqual(30);
  });

  it("cuts a single long word hard", () => {
    expect(excerpt("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("countOf", () => {
  it("says '1 item' and '2 items', and '0 items'", () => {
    expect(countOf(1, "item")).toBe("1 item");
    expect(countOf(2, "item")).toBe("2 items");
    expect(countOf(0, "item")).toBe("0 items");
  });

  it("takes an irregular plural", () => {
    expect(countOf(1, "branch", "branches")).toBe("1 branch");
    expect(countOf(3, "branch", "branches")).toBe("3 branches");
  });
});
