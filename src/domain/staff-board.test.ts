import { describe, expect, it } from "vitest";
import type { OnlinePaymentState } from "./online-payment";
import type { OrderStatus } from "./order";
import {
  boardGroupOf,
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
