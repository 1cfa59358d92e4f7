import { describe, expect, it } from "vitest";
import { salesReport, sumDays } from "./sales";

const DAYS = ["2026-11-25", "2026-11-26"];
const BRAND = { timeZone: "Asia/Jakarta", currency: "IDR" };
const BRANCHES = [
  { id: "kemang", name: "Kemang" },
  { id: "menteng", name: "Menteng" },
];

describe("salesReport", () => {
  it("gives every branch every day, a zero where nothing was ordered, and a total per day", () => {
    const report = salesReport(
      [
        { branchId: "kemang", date: "2026-11-26", orders: 2, cancelled: 1, revenue: 90_000 },
        { branchId: "menteng", date: "2026-11-25", orders: 1, cancelled: 0, revenue: 25_500 },
      ],
      BRANCHES,
      new Map(),
      DAYS,
      BRAND,
    );
    expect(report).toEqual({
      timeZone: "Asia/Jakarta",
      currency: "IDR",
      today: "2026-11-26",
      days: DAYS,
      branches: [
        {
          branchId: "kemang",
          name: "Kemang",
          days: [
            { date: "2026-11-25", orders: 0, revenue: 0, cancelled: 0 },
            { date: "2026-11-26", orders: 2, revenue: 90_000, cancelled: 1 },
          ],
        },
        {
          branchId: "menteng",
          name: "Menteng",
          days: [
            { date: "2026-11-25", orders: 1, revenue: 25_500, cancelled: 0 },
            { date: "2026-11-26", orders: 0, revenue: 0, cancelled: 0 },
          ],
        },
      ],
      total: [
        { date: "2026-11-25", orders: 1, revenue: 25_500, cancelled: 0 },
        { date: "2026-11-26", orders: 2, revenue: 90_000, cancelled: 1 },
      ],
    });
    expect(sumDays(report.total)).toEqual({ date: "", orders: 3, revenue: 115_500, cancelled: 1 });
  });

  it("keeps a branch that is gone from the brand by the name its orders kept", () => {
    const report = salesReport(
      [{ branchId: "old", date: "2026-11-26", orders: 1, cancelled: 0, revenue: 10_000 }],
      BRANCHES,
      new Map([["old", "Old Kemang"]]),
      DAYS,
      BRAND,
    );
    expect(report.branches.map((b) => b.name)).toEqual(["Kemang", "Menteng", "Old Kemang"]);
    expect(report.total[1]).toEqual({
      date: "2026-11-26",
      orders: 1,
      revenue: 10_000,
      cancelled: 0,
    });
  });
});
