import { describe, expect, it } from "vitest";
import { indexable, shopState, takesOrders } from "./shop-state";

describe("shopState", () => {
  const at = new Date("2026-11-29T00:00:00Z");

  it("is set-up until opened, then open", () => {
    expect(shopState({ openedAt: null, suspendedAt: null })).toBe("setup");
    expect(shopState({ openedAt: at, suspendedAt: null })).toBe("open");
  });

  it("is suspended whatever else, and a suspended or unopened shop takes no orders", () => {
    expect(shopState({ openedAt: at, suspendedAt: at })).toBe("suspended");
    expect(shopState({ openedAt: null, suspendedAt: at })).toBe("suspended");
    expect(takesOrders("open")).toBe(true);
    expect(takesOrders("setup")).toBe(false);
    expect(takesOrders("suspended")).toBe(false);
    expect(indexable("open")).toBe(true);
    expect(indexable("setup")).toBe(false);
  });
});
