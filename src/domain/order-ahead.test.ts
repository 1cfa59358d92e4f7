import { describe, expect, it } from "vitest";
import type { NoticeBrand } from "./order-ahead";
import { noticeConflictMessage, noticeConflicts, noticeLimit, orderAheadAt } from "./order-ahead";

const brandAhead = { slotMinutes: 30, daysAhead: 3, slotCapacity: 4 };

describe("orderAheadAt", () => {
  it("is the brand's where the branch sets nothing", () => {
    expect(orderAheadAt(brandAhead, undefined)).toEqual(brandAhead);
    expect(orderAheadAt(brandAhead, { orderAhead: {} })).toEqual(brandAhead);
  });

  it("takes each value the branch sets, and null capacity as no limit", () => {
    expect(orderAheadAt(brandAhead, { orderAhead: { daysAhead: 1 } })).toEqual({
      ...brandAhead,
      daysAhead: 1,
    });
    expect(
      orderAheadAt(brandAhead, { orderAhead: { slotMinutes: 60, slotCapacity: null } }),
    ).toEqual({ slotMinutes: 60, daysAhead: 3 });
    expect(
      orderAheadAt({ slotMinutes: 30, daysAhead: 3 }, { orderAhead: { slotCapacity: 2 } }),
    ).toEqual({ slotMinutes: 30, daysAhead: 3, slotCapacity: 2 });
  });
});

const item = (uid: string, leadTimeHours: number) => ({
  uid,
  name: uid.toUpperCase(),
  leadTimeHours,
});
const shop = (): NoticeBrand => ({
  brand: { orderAhead: { slotMinutes: 30, daysAhead: 3 } },
  branches: [
    { id: "a", name: "Kemang", menuId: "m" },
    { id: "b", name: "Depok", menuId: "m", orderAhead: { daysAhead: 1 } },
    { id: "c", name: "Bogor", menuId: "other", orderAhead: { daysAhead: 0 } },
  ],
  menus: [{ id: "m", sections: [{ items: [item("tart", 24), item("cake", 72)] }] }],
});

describe("noticeLimit", () => {
  it("is the fewest days ahead among the branches selling the item, naming an own value's branch", () => {
    expect(noticeLimit(shop(), "m", "cake")).toEqual({
      daysAhead: 1,
      branch: { id: "b", name: "Depok" },
    });
    const hidden = shop();
    hidden.branches = hidden.branches.map((b) =>
      b.id === "b" ? { ...b, hiddenItems: ["cake"] } : b,
    );
    expect(noticeLimit(hidden, "m", "cake")).toEqual({ daysAhead: 3 }); // Depok does not sell it
  });

  it("follows the branches a form has ticked, and is the brand's when none sells it", () => {
    expect(noticeLimit(shop(), "m", "cake", new Set(["a"]))).toEqual({ daysAhead: 3 });
    expect(noticeLimit(shop(), "m", "cake", new Set())).toEqual({ daysAhead: 3 });
    expect(noticeLimit(shop(), "nobody", "x")).toEqual({ daysAhead: 3 });
  });
});

describe("noticeConflicts", () => {
  it("names each item needing more notice than a branch selling it can meet", () => {
    const conflicts = noticeConflicts(shop());
    expect(conflicts).toEqual([
      {
        menu: 0,
        section: 0,
        item: 1,
        name: "CAKE",
        leadTimeHours: 72,
        limit: { daysAhead: 1, branch: { id: "b", name: "Depok" } },
      },
    ]);
    expect(noticeConflictMessage(conflicts[0]!)).toBe(
      `needs 72 hours' notice: more than branch "b"'s orderAhead.daysAhead (1) lets customers order ahead (24 hours at most)`,
    );
  });

  it("takes notice of exactly the days ahead: met on the last day", () => {
    const brand = shop();
    brand.branches = brand.branches.filter((b) => b.id !== "b");
    expect(noticeConflicts(brand)).toEqual([]);
  });
});
