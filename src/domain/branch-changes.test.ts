import { describe, expect, it } from "vitest";
import { miniDocument } from "../../tests/support/brand-files";
import type { BrandDocument } from "./brand-config";
import { checkBrandDocument } from "./brand-config";
import {
  defaultMenuId,
  newBranchId,
  removalImpact,
  removedBranchIds,
  withBranchAdded,
  withBranchClosed,
  withBranchRemoved,
  withBranchReopened,
} from "./branch-changes";
import { openState } from "./hours";
import { slotsOf } from "./slots";

/** The mini brand with a second branch and a team: an owner, one at each branch, one at both. */
function shop(): BrandDocument {
  const raw = miniDocument();
  raw.branches.push({ ...raw.branches[0], id: "two", name: "Two" });
  raw.staff = [
    { phoneNumber: "+6281100000001", name: "Owner", role: "owner" },
    { phoneNumber: "+6281100000002", name: "Only One", role: "staff", branchIds: ["one"] },
    { phoneNumber: "+6281100000003", name: "Both", role: "manager", branchIds: ["one", "two"] },
    { phoneNumber: "+6281100000004", name: "Only Two", role: "staff", branchIds: ["two"] },
  ];
  const checked = checkBrandDocument(raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.document;
}

describe("adding a branch", () => {
  it("makes its id from its name, unique among the branches", () => {
    expect(newBranchId("Dapur Kue Cibubur", [{ id: "one" }])).toBe("dapur-kue-cibubur");
    expect(newBranchId("Two", [{ id: "two" }])).toBe("two-2");
    expect(newBranchId("★★", [])).toBe("branch");
  });

  it("adds it last, valid by the brand file's rules, selling the first menu by default", () => {
    const document = shop();
    const { id, ...rest } = document.branches[0]!;
    expect(id).toBe("one");
    const menuId = defaultMenuId(document)!;
    expect(menuId).toBe(document.menus[0]!.id);
    const added = withBranchAdded(document, { ...rest, name: "Kota Wisata", menuId });
    expect(added.id).toBe("kota-wisata");
    expect(added.document.branches.map((b) => b.id)).toEqual(["one", "two", "kota-wisata"]);
    expect(checkBrandDocument(added.document).ok).toBe(true);
    expect(document.branches).toHaveLength(2); // the original is untouched
  });
});

describe("closing a branch until reopened", () => {
  const now = new Date("2030-01-07T10:00:00+07:00");

  it("closes it with its reason: no opening now or later, whatever its hours", () => {
    const closed = withBranchClosed(shop(), "two", "  Renovasi ");
    const two = closed.branches[1]!;
    expect(two.closedUntilReopened).toEqual({ reason: "Renovasi" });
    expect(checkBrandDocument(closed).ok).toBe(true);
    const hours = {
      openingHours: null,
      closures: [],
      closedUntilReopened: two.closedUntilReopened,
    };
    expect(openState(hours, now, "Asia/Jakarta")).toEqual({
      open: false,
      opensAt: null,
      closure: null,
      pausedUntil: null,
      closedUntilReopened: { reason: "Renovasi" },
    });
    expect(slotsOf(hours, { slotMinutes: 30, daysAhead: 7 }, now, "Asia/Jakarta")).toEqual([]);
    expect(closed.branches[0]!.closedUntilReopened).toBeUndefined();
  });

  it("reopens it by its hours", () => {
    const reopened = withBranchReopened(withBranchClosed(shop(), "two", ""), "two");
    expect(reopened.branches[1]).not.toHaveProperty("closedUntilReopened");
    expect(
      openState({ ...reopened.branches[1]!, openingHours: null }, now, "Asia/Jakarta"),
    ).toEqual({ open: true, closesAt: null });
  });

  it("refuses a reason longer than customers can read at a glance", () => {
    expect(checkBrandDocument(withBranchClosed(shop(), "two", "x".repeat(121))).ok).toBe(false);
  });
});

describe("removing a branch", () => {
  it("names who leaves with it and who keeps their other branches", () => {
    expect(removalImpact(shop(), "one", 0)).toEqual({
      branchId: "one",
      name: shop().branches[0]!.name,
      openOrders: 0,
      leaving: [{ name: "Only One", phoneNumber: "+6281100000002", role: "staff" }],
      keeping: [{ name: "Both", phoneNumber: "+6281100000003", role: "manager" }],
      refusal: null,
    });
    expect(removalImpact(shop(), "nowhere", 0)).toBeNull();
  });

  it("refuses while it has open orders, and the last branch always", () => {
    expect(removalImpact(shop(), "one", 2)?.refusal).toBe("BRANCH_HAS_OPEN_ORDERS");
    const single = withBranchRemoved(shop(), "two");
    expect(removalImpact(single, "one", 0)?.refusal).toBe("LAST_BRANCH");
    expect(removalImpact(single, "one", 3)?.refusal).toBe("LAST_BRANCH");
  });

  it("takes off the people who worked only there; the rest keep their other branches", () => {
    const before = shop();
    const after = withBranchRemoved(before, "one");
    expect(after.branches.map((b) => b.id)).toEqual(["two"]);
    expect(after.staff.map((m) => [m.name, m.branchIds])).toEqual([
      ["Owner", []],
      ["Both", ["two"]],
      ["Only Two", ["two"]],
    ]);
    expect(checkBrandDocument(after).ok).toBe(true);
    expect(removedBranchIds(before, after)).toEqual(["one"]);
    expect(removedBranchIds(after, before)).toEqual([]);
  });
});
