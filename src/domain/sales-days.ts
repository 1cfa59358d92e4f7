import { localDate, wallClockInstant } from "./time";

// The owner's Today page (issue 19 item 6, docs/owner.md "Today"): days are the brand's days,
// calendar dates (YYYY-MM-DD) in its time zone. An order counts on the day it was placed
// (createdAt), also one ordered for a later day.

/** The longest CSV export, in days: a year, leap day included. */
export const MAX_EXPORT_DAYS = 366;
/** How many days the figures cover (today and the 6 before it). */
export const SALES_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/** The date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted: 1 for the same day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** The brand's today at `now`. */
export const todayIn = (timeZone: string, now: Date): string => localDate(now, timeZone);

/** The export form's default range: the first of this month to today. */
export function monthSoFar(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Why a date range is refused, each named by its field: the error codes the API answers. */
export type DateRangeCode = "INVALID_DATE" | "DATE_RANGE_REVERSED" | "DATE_RANGE_TOO_LONG";
export interface DateRangeProblem {
  field: "from" | "to";
  code: DateRangeCode;
}

export type DateRange = { from: string; to: string };

/**
 * A range of the brand's days, both ends counted, as the export takes it: real dates, `to` not
 * before `from`, at most MAX_EXPORT_DAYS days. The form and the server check it the same way.
 */
export function checkDateRange(
  from: string,
  to: string,
): { ok: true; range: DateRange } | { ok: false; problems: DateRangeProblem[] } {
  const problems: DateRangeProblem[] = [];
  if (!isCalendarDate(from)) problems.push({ field: "from", code: "INVALID_DATE" });
  if (!isCalendarDate(to)) problems.push({ field: "to", code: "INVALID_DATE" });
  if (problems.length > 0) return { ok: false, problems };
  const days = daysInRange(from, to);
  if (days < 1) return { ok: false, problems: [{ field: "to", code: "DATE_RANGE_REVERSED" }] };
  if (days > MAX_EXPORT_DAYS)
    return { ok: false, problems: [{ field: "to", code: "DATE_RANGE_TOO_LONG" }] };
  return { ok: true, range: { from, to } };
}

/**
 * The instants a range of the brand's days covers: from the midnight that starts `from` up to,
 * not including, the midnight that ends `to`, in `timeZone` (a daylight-saving day is 23 or 25
 * hours long).
 */
export function rangeInstants(range: DateRange, timeZone: string): { start: Date; end: Date } {
  return {
    start: wallClockInstant(range.from, 0, timeZone),
    end: wallClockInstant(addDays(range.to, 1), 0, timeZone),
  };
}

/** The export's file name: `demo-orders-2026-11-01-to-2026-11-30.csv`. */
export function exportFileName(brandId: string, range: DateRange): string {
  return `${brandId}-orders-${range.from}-to-${range.to}.csv`;
}

/** The instants a day of the brand covers: its midnight up to, not including, the next. */
export const dayBounds = (date: string, timeZone: string) =>
  rangeInstants({ from: date, to: date }, timeZone);
