import { describe, expect, it } from "vitest";
import { contrastRatio, textColorOn } from "./color";

describe("colour contrast", () => {
  it("computes the WCAG ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
  });

  it("picks white on dark and black on light backgrounds", () => {
    expect(textColorOn("#8a1c3f")).toBe("#ffffff");
    expect(textColorOn("#f7e3ea")).toBe("#000000");
  });
});
