import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import type { NumbersRow, NumbersWords, ReportInput } from "./numbers";
import {
  averageOrder,
  busyHours,
  dayBuckets,
  dayUnit,
  numbersCsv,
  numbersFileName,
  numbersReport,
  presetRange,
  rangeDays,
  weekStart,
} from "./numbers";

describe("the ranges offered", () => {
  // 2026-11-26 is a Thursday.
  it("start weeks on Monday, a Sunday's week too", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // across a year's end
  });

  it("are this week so far, last week whole, this month so far and the last 30 days", () => {
    expect(presetRange("thisWeek", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(presetRange("lastWeek", "2026-11-26")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(presetRange("thisMonth", "2026-11-26")).toEqual({
      from: "2026-11-01",
      to: "2026-11-26",
    });
    expect(presetRange("last30", "2026-11-26")).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(rangeDays(presetRange("last30", "2026-03-01"))).toHaveLength(30);
    // On a Monday, this week is today alone.
    expect(presetRange("thisWeek", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
  });
});

const row = (by: NumbersRow["by"], key: string, orders: number, revenue: number, cancelled = 0) =>
  ({ by, key, orders, revenue, cancelled }) satisfies NumbersRow;

const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  brand: { id: "demo", timeZone: "Asia/Jakarta", currency: "IDR" },
  today: "2026-11-26",
  range: "thisWeek",
  days: { from: "2026-11-23", to: "2026-11-26" },
  branchId: null,
  branches: [
    { id: "menteng", name: "Menteng" },
    { id: "kemang", name: "Kemang" },
  ],
  formerNames: new Map([["depok", "Depok (old)"]]),
  rows: [
    row("all", "", 3, 150_000, 1),
    row("day", "2026-11-24", 2, 100_000),
    row("day", "2026-11-26", 1, 50_000, 1),
    row("branch", "kemang", 2, 90_000, 1),
    row("branch", "depok", 1, 60_000),
    row("hour", "8", 1, 50_000),
    row("hour", "14", 2, 100_000, 1),
    row("method", "online", 1, 60_000),
    row("method", "payAtOutlet", 2, 90_000),
    row("method", "voucher", 0, 0, 1),
  ],
  items: [
    { itemId: "klepon", name: "Klepon", quantity: 5, revenue: 75_000 },
    { itemId: "bf", name: "Black Forest", quantity: 2, revenue: 76_000 },
    { itemId: "brownies", name: "Brownies", quantity: 5, revenue: 90_000 },
  ],
  customers: { customers: 2, newCustomers: 1 },
  ...over,
});

describe("the report", () => {
  const report = numbersReport(input());

  it("fills every day of the range and every hour with zeros where nothing was sold", () => {
    expect(report.days.map((d) => [d.date, d.orders, d.revenue, d.cancelled])).toEqual([
      ["2026-11-23", 0, 0, 0],
      ["2026-11-24", 2, 100_000, 0],
      ["2026-11-25", 0, 0, 0],
      ["2026-11-26", 1, 50_000, 1],
    ]);
    expect(report.hours).toHaveLength(24);
    expect(report.hours[8]).toEqual({ hour: 8, orders: 1, revenue: 50_000, cancelled: 0 });
    expect(report.hours[9]).toEqual({ hour: 9, orders: 0, revenue: 0, cancelled: 0 });
  });

  it("adds the average order and the returning customers to the totals", () => {
    expect(report.total).toEqual({
      orders: 3,
      revenue: 150_000,
      cancelled: 1,
      averageOrder: 50_000,
      customers: 2,
      newCustomers: 1,
      returningCustomers: 1,
    });
  });

  it("lists the branches in the brand's order, then a gone one by its former name", () => {
    expect(report.byBranch.map((b) => [b.branchId, b.name, b.orders])).toEqual([
      ["menteng", "Menteng", 0],
      ["kemang", "Kemang", 2],
      ["depok", "Depok (old)", 1],
    ]);
    const one = numbersReport(input({ branchId: "kemang", rows: [row("branch", "kemang", 2, 1)] }));
    expect(one.byBranch.map((b) => b.branchId)).toEqual(["kemang"]);
    expect(one.branches).toHaveLength(2); // still all to choose from
  });

  it("lists the payment methods used in checkout's order, an unknown one last", () => {
    expect(report.methods.map((m) => m.method)).toEqual(["payAtOutlet", "online", "voucher"]);
  });

  it("puts the most sold item first, the one with more revenue first among equals", () => {
    expect(report.items.map((i) => i.itemId)).toEqual(["brownies", "klepon", "bf"]);
  });
});

describe("averages", () => {
  it("divide revenue by the counted orders, to the cent, and are 0 without orders", () => {
    expect(averageOrder({ orders: 3, revenue: 100_000, cancelled: 9 })).toBe(33_333.33);
    expect(averageOrder({ orders: 0, revenue: 0, cancelled: 2 })).toBe(0);
  });
});

describe("the shop's busy hours", () => {
  it("run from the first hour with an order to the last, quiet hours between kept", () => {
    const hours = numbersReport(input()).hours;
    expect(busyHours(hours).map((h) => h.hour)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(busyHours(numbersReport(input({ rows: [] })).hours)).toEqual([]);
  });
});

describe("the chart of days", () => {
  const days = (from: string, count: number) =>
    rangeDays({ from, to: "2099-01-01" })
      .slice(0, count)
      .map((date) => ({ date, orders: 1, revenue: 10, cancelled: 0 }));

  it("draws a bar a day up to a month, a week up to 13 weeks, else a month", () => {
    expect([dayUnit(1), dayUnit(31), dayUnit(32), dayUnit(91), dayUnit(92), dayUnit(366)]).toEqual([
      "day",
      "day",
      "week",
      "week",
      "month",
      "month",
    ]);
    expect(dayBuckets(days("2026-11-01", 30)).buckets).toHaveLength(30);
  });

  it("sums a week from Monday, the range's ends cutting the first and last", () => {
    // 2026-11-05 is a Thursday: 4 days to Sunday the 8th, then whole weeks, then 3 days.
    const { unit, buckets } = dayBuckets(days("2026-11-05", 4 + 7 * 6 + 3));
    expect(unit).toBe("week");
    expect(buckets[0]).toEqual({
      from: "2026-11-05",
      to: "2026-11-08",
      orders: 4,
      revenue: 40,
      cancelled: 0,
    });
    expect(buckets[1]).toMatchObject({ from: "2026-11-09", to: "2026-11-15", orders: 7 });
    expect(buckets.at(-1)).toMatchObject({ from: "2026-12-21", to: "2026-12-23", orders: 3 });
  });

  it("sums a year by month", () => {
    const { unit, buckets } = dayBuckets(days("2025-11-27", 366));
    expect(unit).toBe("month");
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ from: "2025-11-27", to: "2025-11-30", orders: 4 });
    expect(buckets[1]).toMatchObject({ from: "2025-12-01", to: "2025-12-31", orders: 31 });
    expect(buckets.reduce((sum, b) => sum + b.orders, 0)).toBe(366);
  });
});

const WORDS: NumbersWords = {
  title: "Numbers",
  allBranches: "All branches",
  summary: "Summary",
  figure: "Figure",
  value: "Value",
  orders: "Orders",
  revenue: "Revenue",
  cancelled: "Cancelled",
  averageOrder: "Average order",
  customers: "Customers",
  newCustomers: "New customers",
  returningCustomers: "Returning customers",
  byDay: "By day",
  day: "Day",
  byBranch: "By branch",
  branch: "Branch",
  byHour: "By hour",
  hour: "Hour",
  byMethod: "By payment method",
  method: "Payment method",
  bestSellers: "Best sellers",
  item: "Item",
  quantity: "Quantity",
  methodName: (m) => ({ payAtOutlet: "Pay at outlet", online: "Pay online" })[m] ?? m,
};

describe("the CSV file", () => {
  const report = numbersReport(input());
  const lines = parseCsv(numbersCsv(report, WORDS));

  it("holds every figure of the page, section by section", () => {
    expect(lines[0]).toEqual(["Numbers", "2026-11-23", "2026-11-26", "All branches", "IDR"]);
    const section = (title: string) => {
      const start = lines.findIndex((l) => l[0] === title);
      const end = lines.findIndex((l, i) => i > start && l.length === 1 && l[0] === "");
      return lines.slice(start + 1, end === -1 ? undefined : end);
    };
    expect(section("Summary")).toEqual([
      ["Figure", "Value"],
      ["Orders", "3"],
      ["Revenue", "150000"],
      ["Average order", "50000"],
      ["Cancelled", "1"],
      ["Customers", "2"],
      ["New customers", "1"],
      ["Returning customers", "1"],
    ]);
    expect(section("By day")).toHaveLength(1 + 4);
    expect(section("By day")[2]).toEqual(["2026-11-24", "2", "100000", "0", "50000"]);
    expect(section("By branch")[3]).toEqual(["Depok (old)", "1", "60000", "0", "60000"]);
    expect(section("By hour")).toHaveLength(1 + 24);
    expect(section("By hour")[15]).toEqual(["14:00", "2", "100000", "1"]);
    expect(section("By payment method").map((l) => l[0])).toEqual([
      "Payment method",
      "Pay at outlet",
      "Pay online",
      "voucher",
    ]);
    expect(section("Best sellers")).toEqual([
      ["Item", "Quantity", "Revenue"],
      ["Brownies", "5", "90000"],
      ["Klepon", "5", "75000"],
      ["Black Forest", "2", "76000"],
    ]);
  });

  it("names the branch chosen, and the file by the brand and the range", () => {
    const one = numbersReport(input({ branchId: "kemang" }));
    expect(parseCsv(numbersCsv(one, WORDS))[0]![3]).toBe("Kemang");
    expect(numbersFileName(report)).toBe("demo-numbers-2026-11-23-to-2026-11-26.csv");
  });
});
