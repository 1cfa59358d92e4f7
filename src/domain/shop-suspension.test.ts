import { describe, expect, it } from "vitest";
import { oneLine } from "./shop-suspension";

describe("a suspension's reason", () => {
  it("is kept on one line, trimmed", () => {
    expect(oneLine("  Unpaid\n\n fees \t since May ")).toBe("Unpaid fees since May");
    expect(oneLine(" \n ")).toBe("");
  });
});
