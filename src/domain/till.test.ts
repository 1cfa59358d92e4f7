import { describe, expect, it } from "vitest";
import { rangeInstants } from "./sales-days";
import type { TillOrder } from "./till";
import { paidInPerson, staffMarksPaid } from "./payment";
import { cashDifference, tillDayProblem, tillFigures } from "./till";

// Saturday 28 November 2026 in Jakarta (UTC+7): from 27 Nov 17:00 UTC up to 28 Nov 17:00 UTC.
const DAY = rangeInstants({ from: "2026-11-28", to: "2026-11-28" }, "Asia/Jakarta");
const at = (jakarta: string) => new Date(`${jakarta}+07:00`);
const ALL = ["cashOnDelivery", "payAtOutlet", "transfer", "online"] as const;

const order = (o: Partial<TillOrder> & Pick<TillOrder, "method" | "total">): TillOrder => ({
  status: "COMPLETED",
  placedAt: at("2026-11-28T10:00:00"),
  paidAt: null,
  cancelledAt: null,
  refundedAt: [],
  ...o,
});

describe("tillFigures", () => {
  it("counts orders on the day placed, money on the day paid, per method, and the cash to count", () => {
    const orders = [
      // Cash on delivery: two paid today (150.000 + 85.500), one still with the courier.
      order({ method: "cashOnDelivery", total: 150_000, paidAt: at("2026-11-28T11:00:00") }),
      order({ method: "cashOnDelivery", total: 85_500, paidAt: at("2026-11-28T23:59:59") }),
      order({ method: "cashOnDelivery", total: 40_000, status: "READY" }),
      // Pay at outlet: placed on Tuesday for today, paid today: counted in today's cash only.
      order({
        method: "payAtOutlet",
        total: 420_000,
        placedAt: at("2026-11-24T09:00:00"),
        paidAt: at("2026-11-28T15:00:00"),
      }),
      // Placed today for Monday, not paid yet: an order of today, no money.
      order({ method: "payAtOutlet", total: 300_000, status: "ACCEPTED" }),
      // A transfer confirmed today; another confirmed yesterday for yesterday's order.
      order({ method: "transfer", total: 200_000, paidAt: at("2026-11-28T09:30:00") }),
      order({
        method: "transfer",
        total: 99_000,
        placedAt: at("2026-11-27T20:00:00"),
        paidAt: at("2026-11-27T20:05:00"),
      }),
      // Online: one paid today.
      order({ method: "online", total: 120_000, paidAt: at("2026-11-28T12:00:00") }),
    ];
    const figures = tillFigures(orders, DAY, ALL);
    expect(figures.methods).toEqual([
      {
        method: "cashOnDelivery",
        orders: { count: 3, amount: 275_500 },
        paid: { count: 2, amount: 235_500 },
      },
      {
        method: "payAtOutlet",
        orders: { count: 1, amount: 300_000 },
        paid: { count: 1, amount: 420_000 },
      },
      {
        method: "transfer",
        orders: { count: 1, amount: 200_000 },
        paid: { count: 1, amount: 200_000 },
      },
      {
        method: "online",
        orders: { count: 1, amount: 120_000 },
        paid: { count: 1, amount: 120_000 },
      },
    ]);
    expect(figures.orders).toEqual({ count: 6, amount: 895_500 });
    expect(figures.paid).toEqual({ count: 5, amount: 975_500 });
    expect(figures.expectedCash).toBe(655_500); // 235.500 + 420.000
    expect(figures.refunds).toEqual({ count: 0, amount: 0 });
    expect(figures.cancellations).toEqual({ count: 0, amount: 0 });
    expect(figures.net).toBe(975_500);
  });

  it("leaves out money given back by hand, and counts online refunds and cancellations on their day", () => {
    const orders = [
      // Tapped Paid at the counter, then cancelled: the cash went back to the customer.
      order({
        method: "payAtOutlet",
        total: 50_000,
        status: "CANCELLED",
        paidAt: at("2026-11-28T10:05:00"),
        cancelledAt: at("2026-11-28T10:30:00"),
      }),
      // Paid online today, cancelled and refunded today: paid, then refunded.
      order({
        method: "online",
        total: 75_000,
        status: "CANCELLED",
        paidAt: at("2026-11-28T08:00:00"),
        cancelledAt: at("2026-11-28T08:10:00"),
        refundedAt: [at("2026-11-28T08:11:00")],
      }),
      // Paid online yesterday, cancelled yesterday, refunded today (after midnight).
      order({
        method: "online",
        total: 60_000,
        status: "CANCELLED",
        placedAt: at("2026-11-27T22:00:00"),
        paidAt: at("2026-11-27T22:01:00"),
        cancelledAt: at("2026-11-27T23:50:00"),
        refundedAt: [at("2026-11-28T00:00:00")],
      }),
      // Placed yesterday, cancelled yesterday: not today's.
      order({
        method: "cashOnDelivery",
        total: 30_000,
        status: "CANCELLED",
        placedAt: at("2026-11-27T12:00:00"),
        cancelledAt: at("2026-11-27T13:00:00"),
      }),
      // Placed yesterday, cancelled today.
      order({
        method: "cashOnDelivery",
        total: 45_000,
        status: "CANCELLED",
        placedAt: at("2026-11-27T12:00:00"),
        cancelledAt: at("2026-11-28T07:00:00"),
      }),
    ];
    const figures = tillFigures(orders, DAY, ["cashOnDelivery", "payAtOutlet"]);
    // Online is not offered any more, but had money today: it is shown. Transfer is neither.
    expect(figures.methods.map((m) => m.method)).toEqual([
      "cashOnDelivery",
      "payAtOutlet",
      "online",
    ]);
    expect(figures.orders).toEqual({ count: 0, amount: 0 });
    expect(figures.paid).toEqual({ count: 1, amount: 75_000 });
    expect(figures.expectedCash).toBe(0);
    expect(figures.refunds).toEqual({ count: 2, amount: 135_000 });
    expect(figures.cancellations).toEqual({ count: 3, amount: 170_000 }); // 50.000 + 75.000 + 45.000
    expect(figures.net).toBe(-60_000);
  });

  it("sums amounts with cents without drifting", () => {
    const orders = [0.1, 0.2, 0.3].map((total) =>
      order({ method: "payAtOutlet", total, paidAt: at("2026-11-28T10:00:00") }),
    );
    expect(tillFigures(orders, DAY, ["payAtOutlet"]).expectedCash).toBe(0.6);
  });
});

describe("who marks paid, and the day asked for", () => {
  it("marks cash and transfers paid by staff, online by its gateway", () => {
    expect(ALL.filter(paidInPerson)).toEqual(["cashOnDelivery", "payAtOutlet"]);
    expect(ALL.filter(staffMarksPaid)).toEqual(["cashOnDelivery", "payAtOutlet", "transfer"]);
  });

  it("says how the counted cash differs from the expected", () => {
    expect(cashDifference(350_000, 350_000)).toEqual({ amount: 0, kind: "even" });
    expect(cashDifference(360_000, 350_000)).toEqual({ amount: 10_000, kind: "over" });
    expect(cashDifference(349_500, 350_000)).toEqual({ amount: -500, kind: "short" });
  });

  it("reads today and earlier days, not a day to come or a date that is not one", () => {
    expect(tillDayProblem("2026-11-28", "2026-11-28")).toBeNull();
    expect(tillDayProblem("2025-01-31", "2026-11-28")).toBeNull();
    expect(tillDayProblem("2026-11-29", "2026-11-28")).toBe("TILL_DAY_AHEAD");
    expect(tillDayProblem("2026-02-30", "2026-11-28")).toBe("INVALID_DATE");
    expect(tillDayProblem("28/11/2026", "2026-11-28")).toBe("INVALID_DATE");
  });
});
