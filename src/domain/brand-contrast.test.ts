import { describe, expect, it } from "vitest";
import type { BrandColors } from "./brand-contrast";
import { contrastOf, contrastProblems, touchedColors, unreadableColors } from "./brand-contrast";

const demo: BrandColors = {
  primary: "#8A1C3F",
  surfaceVariant: "#F8E6EC",
  outline: "#9A6F7E",
  secondaryContainer: "#FBDCE6",
  onSecondaryContainer: "#3B0A1D",
};

describe("brand colour contrast", () => {
  it("passes the demo brand's colours", () => {
    expect(unreadableColors(demo)).toEqual([]);
  });

  it("refuses a pale primary: its prices and links would be faint on white", () => {
    const verdict = contrastOf({ ...demo, primary: "#F4A6C0" }, "primary");
    expect(verdict).toEqual({ color: "primary", ratio: 1.8, needs: 4.5, ok: false });
  });

  it("rounds down, so a ratio just under the bar never reads as meeting it", () => {
    // #777777 on white is 4.48:1
    const verdict = contrastOf({ ...demo, primary: "#777777" }, "primary")!;
    expect(verdict.ok).toBe(false);
    expect(verdict.ratio).toBe(4.4);
    expect(contrastOf({ ...demo, primary: "#767676" }, "primary")!.ok).toBe(true); // 4.54:1
  });

  it("checks a dark surface variant against the body text on it", () => {
    expect(unreadableColors({ ...demo, surfaceVariant: "#444444" }).map((v) => v.color)).toEqual([
      "surfaceVariant",
    ]);
  });

  it("checks the note's text against its background, naming both", () => {
    const faint = { ...demo, onSecondaryContainer: "#E8B4C6" };
    expect(unreadableColors(faint).map((v) => v.color)).toEqual([
      "secondaryContainer",
      "onSecondaryContainer",
    ]);
  });

  it("asks 3:1 of a border, not 4.5:1", () => {
    // #949494 on white is 3.03:1: too faint for text, enough for a field's border
    expect(contrastOf({ ...demo, outline: "#949494" }, "outline")).toMatchObject({ ok: true });
    expect(contrastOf({ ...demo, outline: "#D0D0D0" }, "outline")).toMatchObject({ ok: false });
  });

  it("has no verdict on a colour still being typed", () => {
    expect(contrastOf({ ...demo, primary: "#8A1" }, "primary")).toBeNull();
  });

  it("puts a problem on the path of each unreadable colour", () => {
    expect(contrastProblems({ ...demo, primary: "#FFFF00", outline: "#FFFFFF" })).toEqual([
      {
        path: "$.storeConfigs.branding.colors.primary",
        message: "is hard to read against #ffffff (1:1; needs 4.5:1)",
      },
      {
        path: "$.storeConfigs.branding.colors.outline",
        message: "is hard to read against #ffffff (1:1; needs 3:1)",
      },
    ]);
  });

  it("checks only the colours a change touches, and their partners", () => {
    expect(touchedColors(demo, { ...demo })).toEqual([]);
    expect(touchedColors(demo, { ...demo, primary: "#8a1c3f" })).toEqual([]);
    expect(touchedColors(demo, { ...demo, onSecondaryContainer: "#000000" })).toEqual([
      "secondaryContainer",
      "onSecondaryContainer",
    ]);
    const old = { ...demo, outline: "#EEEEEE" };
    expect(contrastProblems(old, touchedColors(old, { ...old, primary: "#000000" }))).toEqual([]);
  });
});
