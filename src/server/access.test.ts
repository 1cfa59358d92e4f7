import { describe, expect, it } from "vitest";
import type { StaffRole } from "@/domain/auth";
import type { Viewer } from "./access";
import { covers, mayReadUpload, orderAccess, stillCovers } from "./access";

const viewer = (
  uid: string,
  staffBranchIds: readonly string[] | null,
): Viewer & { asked: number } => {
  const v = {
    uid,
    asked: 0,
    staffBranchIds: async () => {
      v.asked++;
      return staffBranchIds;
    },
  };
  return v;
};
const role = (...branchIds: string[]): StaffRole =>
  ({ name: "Budi", role: "staff", branchIds }) as StaffRole;
const order = { customerId: "cust-a", branchId: "kemang" };

describe("who may see an order", () => {
  it("its customer, without looking up any staff role", async () => {
    const a = viewer("cust-a", null);
    expect(await orderAccess(a, order)).toBe("allowed");
    expect(a.asked).toBe(0);
  });
  it("staff of its branch; staff of another branch are told; another customer learns nothing", async () => {
    expect(await orderAccess(viewer("s", ["kemang"]), order)).toBe("allowed");
    expect(await orderAccess(viewer("s", ["menteng"]), order)).toBe("forbidden");
    expect(await orderAccess(viewer("cust-b", null), order)).toBe("not-found");
  });
});

describe("who may act on an order", () => {
  it("staff of its branch, or an operator (every branch)", () => {
    expect(covers(role("kemang"), "kemang")).toBe(true);
    expect(covers(role("menteng"), "kemang")).toBe(false);
    expect(covers("all", "kemang")).toBe(true);
  });
  it("keeps a live board only while its staff member still covers every branch it opened with", () => {
    expect(stillCovers(role("kemang", "menteng"), role("kemang"))).toBe(true);
    expect(stillCovers(role("menteng"), role("kemang"))).toBe(false);
    expect(stillCovers(null, role("kemang"))).toBe(false);
  });
});

describe("who may see a payment proof", () => {
  it("its owner; staff of the branch of the order it pays; nobody else", async () => {
    const proof = { ownerId: "cust-a", orderBranchId: "kemang" };
    expect(await mayReadUpload(viewer("cust-a", null), proof)).toBe(true);
    expect(await mayReadUpload(viewer("s", ["kemang"]), proof)).toBe(true);
    expect(await mayReadUpload(viewer("s", ["menteng"]), proof)).toBe(false);
    expect(await mayReadUpload(viewer("cust-b", null), proof)).toBe(false);
    // Not yet attached to an order: only its owner.
    expect(await mayReadUpload(viewer("s", ["kemang"]), { ...proof, orderBranchId: null })).toBe(
      false,
    );
  });
});
