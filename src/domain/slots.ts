import type { BranchHours } from "./hours";
import { addDays, openingsOn } from "./hours";
import type { Menu, MenuItem } from "./storefront";
import { findItem } from "./storefront";
import { localDate, wallClockInstant } from "./time";

// Issue 18 items 3-4: ordering ahead. LATER is a date and a time slot inside the branch's hours
// (the slot length and days ahead in force there: domain/order-ahead.ts), at least the basket's
// notice from now (the longest lead time of its items), never during a closure or a pause. The
// storefront offers the slots and the server refuses anything else with 400 SLOT_UNAVAILABLE; a
// slot holding the branch's slotCapacity orders is 409 SLOT_FULL (src/server/orders/slots.ts).

/** The brand file's `brand.orderAhead`, or what holds at a branch (domain/order-ahead.ts). */
export interface OrderAhead {
  /** Minutes per slot; slots start at each opening and fit inside it. */
  slotMinutes: number;
  /** How many days after today a customer may order for (0: today only). */
  daysAhead: number;
  /** Orders one slot of a branch takes; absent: no limit. */
  slotCapacity?: number;
}

export const DEFAULT_ORDER_AHEAD: OrderAhead = { slotMinutes: 30, daysAhead: 7 };

/**
 * The slots a branch offers from `now`: every start of a slot that fits inside an opening of
 * today to today + daysAhead (local dates), strictly after now and not before a pause ends.
 */
export function slotsOf(
  hours: BranchHours,
  ahead: OrderAhead,
  now: Date,
  timeZone: string,
  pausedUntil: Date | null = null,
): Date[] {
  const today = localDate(now, timeZone);
  const end = wallClockInstant(addDays(today, ahead.daysAhead + 1), 0, timeZone).getTime();
  const from = Math.max(now.getTime() + 1, pausedUntil?.getTime() ?? 0);
  const step = ahead.slotMinutes * 60_000;
  const starts = new Set<number>();
  // From yesterday: a range past midnight may still be open today.
  for (let d = -1; d <= ahead.daysAhead; d++)
    for (const span of openingsOn(hours, addDays(today, d), timeZone))
      for (let t = span.from; t + step <= span.to; t += step)
        if (t >= from && t < end) starts.add(t);
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
}

/** The item of the basket that needs the most notice (its lead time), or none. */
export function itemNeedingNotice(
  items: readonly { itemId: string }[],
  menu: Menu | undefined,
): MenuItem | undefined {
  let needy: MenuItem | undefined;
  for (const { itemId } of items) {
    const item = findItem(menu, itemId);
    if ((item?.leadTimeHours ?? 0) > (needy?.leadTimeHours ?? 0)) needy = item;
  }
  return needy;
}

/** Hours of notice the items need: the longest lead time among them (0: none). */
export const noticeHoursOf = (items: readonly { itemId: string }[], menu: Menu | undefined) =>
  itemNeedingNotice(items, menu)?.leadTimeHours ?? 0;

/** The first moment a basket needing `noticeHours` may be ready. */
export const earliestFor = (now: Date, noticeHours: number) =>
  new Date(now.getTime() + noticeHours * 3_600_000);

/** Why a chosen time cannot be had: in the past, inside the notice, or not one of the slots. */
export type SlotProblem = "PAST" | "NOTICE" | "NOT_A_SLOT";

export function slotProblem(
  at: Date,
  slots: readonly Date[],
  now: Date,
  noticeHours: number,
): SlotProblem | null {
  if (at.getTime() <= now.getTime()) return "PAST";
  if (at < earliestFor(now, noticeHours)) return "NOTICE";
  return slots.some((s) => s.getTime() === at.getTime()) ? null : "NOT_A_SLOT";
}

/** Notice as people say it: whole days when it is a number of days, else hours. */
export function noticeWords(hours: number): { unit: "days" | "hours"; count: number } {
  return hours % 24 === 0 ? { unit: "days", count: hours / 24 } : { unit: "hours", count: hours };
}

/** One slot as offered: its start with the brand's offset, and whether it holds slotCapacity. */
export interface SlotView {
  at: string;
  full: boolean;
}

/**
 * What stands between the basket's time and checkout: an item that needs notice ordered for NOW,
 * no slot chosen for LATER, a slot inside the basket's notice, or one that is gone (passed, no
 * longer offered) or fully booked. Null when the time can be ordered; `slots` undefined: not known yet.
 */
export type TimeGap = "NEEDS_NOTICE" | "CHOOSE_TIME" | "TOO_SOON" | "TIME_GONE" | "TIME_FULL";

export function timeGap(input: {
  deliveryOrPickupTime: "NOW" | "LATER";
  scheduledFor: string | null;
  slots: readonly SlotView[] | undefined;
  now: Date;
  noticeHours: number;
}): TimeGap | null {
  if (input.deliveryOrPickupTime === "NOW") return input.noticeHours > 0 ? "NEEDS_NOTICE" : null;
  if (!input.scheduledFor) return "CHOOSE_TIME";
  if (!input.slots) return null;
  const at = Date.parse(input.scheduledFor);
  const slot = input.slots.find((s) => Date.parse(s.at) === at);
  const offered = input.slots.map((s) => new Date(s.at));
  const problem = slot ? slotProblem(new Date(at), offered, input.now, input.noticeHours) : null;
  if (problem === "NOTICE") return "TOO_SOON"; // an item that needs notice came in after the time
  if (!slot || problem) return "TIME_GONE";
  return slot.full ? "TIME_FULL" : null;
}

/** The slots a basket needing `noticeHours` may choose, as of `now`: those slotProblem takes. */
export const slotsFor = (slots: readonly SlotView[], now: Date, noticeHours: number) =>
  slots.filter((s) => {
    const at = Date.parse(s.at);
    return at > now.getTime() && at >= earliestFor(now, noticeHours).getTime();
  });
