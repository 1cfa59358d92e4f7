import { describe, expect, it } from "vitest";
import { excerpt } from "./text";

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
