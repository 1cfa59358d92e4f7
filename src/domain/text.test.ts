import { describe, expect, it } from "vitest";
import { characterCount, countOf, excerpt, fitsCharacters, MAX_BYTES_PER_CHARACTER } from "./text";

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

describe("characters (issue 31 item 14)", () => {
  it("counts what a person sees: an emoji, a flag, a family, a letter with its accent is one", () => {
    expect(characterCount("abc")).toBe(3);
    expect(characterCount("😀🇮🇩👨‍👩‍👧e\u0301")).toBe(4);
    expect(characterCount("x".repeat(50), 10)).toBe(11); // stops once over the limit
  });

  it("fits 250 emoji in 250 characters, not 251", () => {
    expect(fitsCharacters("😀".repeat(250), 250)).toBe(true);
    expect(fitsCharacters("👨‍👩‍👧".repeat(250), 250)).toBe(true);
    expect(fitsCharacters("😀".repeat(251), 250)).toBe(false);
  });

  it("bounds the bytes: a few letters under thousands of combining marks do not fit", () => {
    const heavy = `a${"\u0301".repeat(500)}`.repeat(3); // 3 characters, 3 KB
    expect(characterCount(heavy)).toBe(3);
    expect(fitsCharacters(heavy, 30)).toBe(false);
    expect(new TextEncoder().encode(heavy).length).toBeGreaterThan(30 * MAX_BYTES_PER_CHARACTER);
  });
});
