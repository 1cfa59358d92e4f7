import { describe, expect, it } from "vitest";
import { resolveNextPath, resolvePlatformNext } from "./routes";

describe("resolveNextPath", () => {
  it("rejects malformed destinations", () => {
    expect(resolveNextPath("%2F%2Fevil.example", "/")).toBe("/");
    expect(resolveNextPath(" /checkout\n", "/")).toBe("/checkout"); // surrounding whitespace is dropped
    expect(resolveNextPath("javascript:alert(1)", "/")).toBe("/");
    expect(resolveNextPath("/p/[id", "/", { id: "x" })).toBe("/p/[id");
  });

  it("honours a known route", () => {
    expect(resolveNextPath("/checkout", "/")).toBe("/checkout");
    expect(resolveNextPath("/orders/tracking/abc", "/")).toBe("/orders/tracking/abc");
    expect(resolveNextPath("/p/cake-1?next=/checkout", "/")).toBe("/p/cake-1?next=/checkout");
  });

  it("reads the old client's bare names as paths", () => {
    expect(resolveNextPath("checkout", "/")).toBe("/checkout");
  });

  it("falls back for unknown, foreign or empty destinations", () => {
    expect(resolveNextPath(undefined, "/")).toBe("/");
    expect(resolveNextPath("", "/")).toBe("/");
    expect(resolveNextPath("/admin", "/")).toBe("/");
    expect(resolveNextPath("/checkoutevil", "/")).toBe("/");
    expect(resolveNextPath("https://evil.example/checkout", "/")).toBe("/");
    expect(resolveNextPath("//evil.example/checkout", "/")).toBe("/");
    expect(resolveNextPath("/\\evil.example", "/")).toBe("/");
    expect(resolveNextPath(`/checkout/${"a".repeat(600)}`, "/")).toBe("/");
  });

  it("fills bracketed segments from the query", () => {
    expect(resolveNextPath("/p/[id]", "/", { id: "brownies 1" })).toBe("/p/brownies%201");
    expect(resolveNextPath("/p/[id]", "/")).toBe("/");
  });
});

describe("resolvePlatformNext", () => {
  it("comes back to the platform's console, else to Open your shop", () => {
    expect(resolvePlatformNext("/console")).toBe("/console");
    expect(resolvePlatformNext("/console/shops/demo")).toBe("/console/shops/demo");
    for (const next of [
      null,
      "",
      "/consoles",
      "//evil.example/console",
      "https://evil.example",
      "/owner",
    ])
      expect(resolvePlatformNext(next), String(next)).toBe("/open");
  });
});
