import { describe, expect, it } from "vitest";
import type { OnlinePaymentState } from "./online-payment";
import type { OrderStatus } from "./order";
import {
  boardColumns,
  boardGroupOf,
  boardPlaceOf,
  canAccept,
  dueAt,
  isNewToKitchen,
  isOlderOpen,
  staleBefore,
} from "./staff-board";

const order = (status: OrderStatus, payment?: OnlinePaymentState) => ({
  status,
  onlinePayment: payment ? { state: payment } : null,
});

describe("the staff board's groups", () => {
  it("keeps an order waiting for its online payment out of the new orders, without Accept", () => {
    expect(boardGroupOf(order("PENDING", "PENDING"))).toBe("AWAITING_PAYMENT");
    expect(isNewToKitchen(order("PENDING", "PENDING"))).toBe(false);
    expect(canAccept(order("PENDING", "PENDING"))).toBe(false);
  });

  it("keeps one whose payment failed there while its customer may try again (issue 32 item 6)", () => {
    expect(boardGroupOf(order("PENDING", "FAILED"))).toBe("AWAITING_PAYMENT");
    expect(canAccept(order("PENDING", "FAILED"))).toBe(false);
    expect(boardGroupOf(order("CANCELLED", "FAILED"))).toBe("CANCELLED");
  });

  it("makes it new once paid, like an order paid otherwise", () => {
    expect(boardGroupOf(order("PENDING", "PAID"))).toBe("PENDING");
    expect(canAccept(order("PENDING", "PAID"))).toBe(true);
    expect(boardGroupOf(order("PENDING"))).toBe("PENDING");
    expect(canAccept(order("PENDING"))).toBe(true);
  });

  it("groups every other order by its status", () => {
    expect(boardGroupOf(order("ACCEPTED", "PAID"))).toBe("ACCEPTED");
    expect(boardGroupOf(order("CANCELLED", "EXPIRED"))).toBe("CANCELLED");
    expect(canAccept(order("ACCEPTED"))).toBe(false);
  });
});

describe("older open orders (issue 34 item 2)", () => {
  const TZ = "Asia/Jakarta"; // UTC+7, no daylight saving
  const at = (iso: string) => new Date(iso);
  const placed = (
    iso: string,
    status: OrderStatus = "ACCEPTED",
    scheduledFor: string | null = null,
  ) => {
    const ms = Date.parse(iso);
    return {
      status,
      scheduledFor,
      createdAt: { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1_000_000 },
    };
  };

  it("keeps the open orders due today on the board, and the day before's as older ones", () => {
    const now = at("2026-11-28T15:00:00+07:00");
    const cutoff = staleBefore(now, TZ);
    expect(cutoff.toISOString()).toBe(at("2026-11-28T00:00:00+07:00").toISOString());
    expect(isOlderOpen(placed("2026-11-28T00:00:00+07:00"), cutoff)).toBe(false);
    expect(isOlderOpen(placed("2026-11-27T23:59:59.999+07:00"), cutoff)).toBe(true);
    expect(isOlderOpen(placed("2026-06-01T10:00:00+07:00", "PENDING"), cutoff)).toBe(true);
  });

  it("keeps a late-night order on the board for six hours past midnight", () => {
    const cutoff = staleBefore(at("2026-11-29T02:00:00+07:00"), TZ);
    expect(cutoff.toISOString()).toBe(at("2026-11-28T20:00:00+07:00").toISOString());
    expect(isOlderOpen(placed("2026-11-28T23:30:00+07:00", "READY"), cutoff)).toBe(false);
    expect(isOlderOpen(placed("2026-11-28T19:59:00+07:00", "READY"), cutoff)).toBe(true);
    // From 06:00 the day's own start is the earlier: yesterday's orders are older ones.
    const morning = staleBefore(at("2026-11-29T07:00:00+07:00"), TZ);
    expect(morning.toISOString()).toBe(at("2026-11-29T00:00:00+07:00").toISOString());
    expect(isOlderOpen(placed("2026-11-28T23:30:00+07:00", "READY"), morning)).toBe(true);
  });

  it("judges an order for later by its slot, not by when it was placed", () => {
    const cutoff = staleBefore(at("2026-11-28T09:00:00+07:00"), TZ);
    // Ordered last week for Saturday's birthday: today's work, and a later day's is not old either.
    const forToday = placed("2026-11-20T10:00:00+07:00", "ACCEPTED", "2026-11-28T16:00:00+07:00");
    const forNextWeek = placed("2026-11-20T10:00:00+07:00", "PENDING", "2026-12-05T10:00:00+07:00");
    const forYesterday = placed("2026-11-26T10:00:00+07:00", "READY", "2026-11-27T16:00:00+07:00");
    expect(dueAt(forToday)).toBe(Date.parse("2026-11-28T16:00:00+07:00"));
    expect(isOlderOpen(forToday, cutoff)).toBe(false);
    expect(isOlderOpen(forNextWeek, cutoff)).toBe(false);
    expect(isOlderOpen(forYesterday, cutoff)).toBe(true);
  });

  it("counts only open orders", () => {
    const cutoff = staleBefore(at("2026-11-28T09:00:00+07:00"), TZ);
    for (const status of ["COMPLETED", "CANCELLED"] as const)
      expect(isOlderOpen(placed("2026-11-01T10:00:00+07:00", status), cutoff)).toBe(false);
  });
});

describe("the board's columns at tablet size (issue 36 item 7)", () => {
  const TZ = "Asia/Jakarta";
  const NOW = new Date("2026-11-28T10:00:00+07:00"); // a Saturday
  /** Order `id`, placed `placed` (NOW) or for the slot `slot` (LATER). */
  const o = (id: string, status: OrderStatus, placed: string, slot: string | null = null) => {
    const ms = Date.parse(placed);
    return {
      id,
      status,
      onlinePayment: null,
      scheduledFor: slot,
      createdAt: { seconds: ms / 1000, nanoseconds: 0 },
    };
  };
  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  it("puts an accepted order for later under Later until two hours before its slot", () => {
    const at = (slot: string) =>
      boardPlaceOf(o("a", "ACCEPTED", "2026-11-20T09:00:00+07:00", slot), NOW);
    expect(at("2026-11-28T12:01:00+07:00")).toBe("LATER");
    expect(at("2026-11-28T12:00:00+07:00")).toBe("ACCEPTED");
    expect(at("2026-12-05T10:00:00+07:00")).toBe("LATER");
  });

  it("keeps a new order for a later day under New, and one ready early under Ready", () => {
    const slot = "2026-12-05T10:00:00+07:00";
    expect(boardPlaceOf(o("n", "PENDING", "2026-11-28T09:00:00+07:00", slot), NOW)).toBe("PENDING");
    expect(boardPlaceOf(o("r", "READY", "2026-11-28T09:00:00+07:00", slot), NOW)).toBe("READY");
    const waiting = {
      ...o("w", "PENDING", "2026-11-28T09:00:00+07:00", slot),
      onlinePayment: { state: "PENDING" as const },
    };
    expect(boardPlaceOf(waiting, NOW)).toBe("AWAITING_PAYMENT");
  });

  it("lists the new orders newest first and the kitchen's work soonest due first", () => {
    const orders = [
      o("new2", "PENDING", "2026-11-28T09:50:00+07:00"),
      o("prep-asap", "ACCEPTED", "2026-11-28T09:40:00+07:00"),
      o("new1", "PENDING", "2026-11-28T09:30:00+07:00"),
      o("prep-slot", "ACCEPTED", "2026-11-27T18:00:00+07:00", "2026-11-28T11:00:00+07:00"),
      o("prep-early", "ACCEPTED", "2026-11-28T09:00:00+07:00"),
      o("ready", "READY", "2026-11-28T08:00:00+07:00"),
      o("done", "COMPLETED", "2026-11-28T07:00:00+07:00"),
    ];
    const { groups, later } = boardColumns(orders, NOW, TZ);
    expect(ids(groups.PENDING)).toEqual(["new2", "new1"]);
    expect(ids(groups.ACCEPTED)).toEqual(["prep-early", "prep-asap", "prep-slot"]);
    expect(ids(groups.READY)).toEqual(["ready"]);
    expect(ids(groups.COMPLETED)).toEqual(["done"]);
    expect(groups.CANCELLED).toEqual([]);
    expect(later).toEqual([]);
  });

  it("groups the orders for later by day: today's later slots, tomorrow, then dates", () => {
    const placed = "2026-11-25T10:00:00+07:00";
    const orders = [
      o("mon", "ACCEPTED", placed, "2026-11-30T09:00:00+07:00"),
      o("sun-late", "ACCEPTED", placed, "2026-11-29T23:30:00+07:00"),
      o("today", "ACCEPTED", placed, "2026-11-28T16:00:00+07:00"),
      o("sun-early", "ACCEPTED", placed, "2026-11-29T00:00:00+07:00"),
      o("next-week", "ACCEPTED", placed, "2026-12-05T10:00:00+07:00"),
    ];
    const { groups, later } = boardColumns(orders, NOW, TZ);
    expect(groups.ACCEPTED).toEqual([]);
    expect(later.map((d) => [d.date, d.day, ids(d.orders)])).toEqual([
      ["2026-11-28", "today", ["today"]],
      ["2026-11-29", "tomorrow", ["sun-early", "sun-late"]],
      ["2026-11-30", "date", ["mon"]],
      ["2026-12-05", "date", ["next-week"]],
    ]);
  });

  it("says tomorrow by the calendar on a day of 25 hours (daylight saving ends)", () => {
    const zone = "Europe/Amsterdam"; // 2026-10-25: clocks go back from 03:00 to 02:00
    const now = new Date("2026-10-25T08:00:00+01:00");
    const orders = [
      o("mon", "ACCEPTED", "2026-10-20T10:00:00+02:00", "2026-10-26T00:30:00+01:00"),
      o("sun", "ACCEPTED", "2026-10-20T10:00:00+02:00", "2026-10-25T23:30:00+01:00"),
    ];
    expect(boardColumns(orders, now, zone).later.map((d) => [d.date, d.day])).toEqual([
      ["2026-10-25", "today"],
      ["2026-10-26", "tomorrow"],
    ]);
  });
});
