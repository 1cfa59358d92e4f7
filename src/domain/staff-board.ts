import { awaitsPayment } from "./online-payment";
import type { OrderStatus } from "./order";
import { OPEN_STATUSES } from "./order-status";
import { addDays } from "./sales-days";
import { localDate, startOfDayIn } from "./time";

// How the staff board sorts its orders (docs/orders.md, issue 20 item 7): an order paid online
// waits in its own group until it is paid; only then is it new to the kitchen.

/** The board's groups, in order (their titles: staff.groups). */
export const BOARD_GROUPS = [
  "PENDING",
  "AWAITING_PAYMENT",
  "ACCEPTED",
  "READY",
  "COMPLETED",
  "CANCELLED",
] as const;
export type BoardGroup = (typeof BOARD_GROUPS)[number];

type BoardOrder = Parameters<typeof awaitsPayment>[0] & { status: OrderStatus };

export function boardGroupOf(order: BoardOrder): BoardGroup {
  return awaitsPayment(order) ? "AWAITING_PAYMENT" : order.status;
}

/** A new order the kitchen should take: not one still waiting for its payment. */
export const isNewToKitchen = (order: BoardOrder) => boardGroupOf(order) === "PENDING";

/** Staff accept a new order; one waiting for its online payment may only be cancelled. */
export const canAccept = isNewToKitchen;

// Which open orders the board sends whole (issue 34 item 2, docs/orders.md "Older open orders").
// A kitchen works the orders due today: an order for NOW is due when it was placed, one for later
// at its slot. An open order whose day has passed was almost always handed over and never
// tapped Complete (or never collected): it is not today's work, and a board that carried every
// one of them grew with the shop's whole history. Those are "older open orders": the board
// counts them per branch and lists them on request, for staff to complete or cancel.

/** A late-night order stays on the board this long after it was due, past midnight. */
export const BOARD_GRACE_HOURS = 6;

/**
 * Open orders due before this instant are older ones: the start of today in the brand's time zone,
 * or BOARD_GRACE_HOURS before `now` when that is earlier (between midnight and 06:00).
 */
export function staleBefore(now: Date, timeZone: string): Date {
  const grace = now.getTime() - BOARD_GRACE_HOURS * 3_600_000;
  return new Date(Math.min(startOfDayIn(timeZone, now).getTime(), grace));
}

/** When an order is due (ms since the epoch): its slot for later, else when it was placed. */
export function dueAt(order: {
  scheduledFor: string | null;
  createdAt: { seconds: number; nanoseconds: number };
}): number {
  const { seconds, nanoseconds } = order.createdAt;
  return order.scheduledFor
    ? Date.parse(order.scheduledFor)
    : seconds * 1000 + Math.floor(nanoseconds / 1_000_000);
}

type DueOrder = Parameters<typeof dueAt>[0] & { status: OrderStatus };

/** An open order due before `cutoff` (staleBefore): counted and listed apart, not sent whole. */
export const isOlderOpen = (order: DueOrder, cutoff: Date): boolean =>
  OPEN_STATUSES.includes(order.status) && dueAt(order) < cutoff.getTime();

/**
 * The board counts a branch's older open orders up to this many, and says "100+" beyond: reading
 * a count of thousands of forgotten orders on every board would cost as the history grows, and
 * staff page through them all the same.
 */
export const OLDER_COUNTED = 100;

/** How many older open orders one page of their list holds (GET /api/staff/orders/older). */
export const OLDER_PAGE_SIZE = 20;

/**
 * Where the next page of older open orders starts: after the last order of this one, newest due
 * first: "{due, in microseconds since the epoch, as the database keeps it}.{order id}".
 */
export const OLDER_CURSOR = /^(\d{1,17})\.([A-Za-z0-9]{1,40})$/;

// The board at tablet size (issue 36 item 7, decision 0047): orders in columns by status, and the
// orders for later apart, by the day of their slot. A cake shop bakes by date: Saturday's cake,
// accepted on Tuesday, is not Tuesday's work.

/**
 * An accepted order for later waits under Later until this long before its slot, then joins the
 * live columns (Preparing). A new one stays under New whatever its day: it waits for Accept now.
 */
export const LATER_AFTER_HOURS = 2;

type ColumnOrder = BoardOrder & DueOrder;

/** The board's place for an order at `now`: its group, or "LATER" (accepted, its slot not near). */
export function boardPlaceOf(order: ColumnOrder, now: Date): BoardGroup | "LATER" {
  const group = boardGroupOf(order);
  const soon = now.getTime() + LATER_AFTER_HOURS * 3_600_000;
  return group === "ACCEPTED" && order.scheduledFor !== null && dueAt(order) > soon
    ? "LATER"
    : group;
}

/** A day of the orders for later: its date (YYYY-MM-DD, the brand's time zone) and its word. */
export interface LaterDay<T> {
  date: string;
  day: "today" | "tomorrow" | "date";
  orders: T[];
}

export interface BoardColumns<T> {
  /** Each group's orders: New, Awaiting payment and the finished ones newest first (as given); Preparing and Ready the soonest due first. */
  groups: Record<BoardGroup, T[]>;
  /** The orders for later by day, the nearest day first, each day's by its slot. */
  later: LaterDay<T>[];
}

/** `orders` (newest first, as the board holds them) in the board's columns at `now`. */
export function boardColumns<T extends ColumnOrder>(
  orders: readonly T[],
  now: Date,
  timeZone: string,
): BoardColumns<T> {
  const groups = Object.fromEntries(BOARD_GROUPS.map((g) => [g, [] as T[]])) as Record<
    BoardGroup,
    T[]
  >;
  const later: T[] = [];
  for (const o of orders) {
    const place = boardPlaceOf(o, now);
    (place === "LATER" ? later : groups[place]).push(o);
  }
  const byDue = (a: T, b: T) => dueAt(a) - dueAt(b);
  groups.ACCEPTED.sort(byDue);
  groups.READY.sort(byDue);
  const today = localDate(now, timeZone);
  const tomorrow = addDays(today, 1);
  const days: LaterDay<T>[] = [];
  for (const o of later.sort(byDue)) {
    const date = localDate(new Date(dueAt(o)), timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.orders.push(o);
    else
      days.push({
        date,
        day: date === today ? "today" : date === tomorrow ? "tomorrow" : "date",
        orders: [o],
      });
  }
  return { groups, later: days };
}
