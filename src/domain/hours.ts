import type { Closure, WeeklyHours } from "./hours-schema";
import { localDate, wallClockInstant } from "./time";

export type { Closure, OpeningRange, WeeklyHours } from "./hours-schema";

// Issue 18 items 1-2: a branch's weekly opening hours and dated closures, in the brand's time
// zone. The browser shows "Open until 21:00" / "Closed · opens Sat 08:00" from the same rules the
// server uses to refuse an order for NOW at a closed branch (409 STORE_IS_CLOSED).

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** How long staff may pause a branch from the board (item 7). */
export const PAUSES = ["30m", "60m", "tomorrow"] as const;
export type PauseLength = (typeof PAUSES)[number];

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface BranchHours {
  /** null: no hours in the brand file, open at all times (as before issue 18). */
  openingHours: WeeklyHours | null;
  closures: Closure[];
  /** Closed by the owner until they reopen it (issue 35 item 3): no opening at all. */
  closedUntilReopened?: { reason: string } | null | undefined;
}

/** Whether a branch is open, until when, or when it opens next. */
export type OpenState =
  | { open: true; closesAt: Date | null } // null: open around the clock as far as we look
  | {
      open: false;
      opensAt: Date | null; // null: no opening ahead
      closure: Closure | null;
      /** Its staff paused it (item 7) until then: "busy, back at…". */
      pausedUntil: Date | null;
      /** Its owner closed it until they reopen it (issue 35 item 3), with the reason. */
      closedUntilReopened?: { reason: string };
    };

/** A concrete opening: the instants a range of one date covers. */
interface Span {
  from: number;
  to: number;
}

/** How far ahead a next opening or a closing time is looked for. */
export const LOOK_AHEAD_DAYS = 14;

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

export function closureOn(closures: readonly Closure[], date: string): Closure | null {
  return closures.find((c) => c.from <= date && date <= c.to) ?? null;
}

/**
 * The openings of one local date, as instants (a range past midnight ends the next date). A branch
 * without hours is open the whole of a date that is not a closure.
 */
export function openingsOn(hours: BranchHours, date: string, timeZone: string): readonly Span[] {
  let known = openings.get(hours);
  if (!known) openings.set(hours, (known = new Map()));
  const key = `${date} ${timeZone}`;
  let spans = known.get(key);
  if (!spans) {
    if (known.size >= OPENINGS_KEPT) known.clear();
    const made = openingsOnDate(hours, date, timeZone).map((span) => Object.freeze(span));
    known.set(key, (spans = Object.freeze(made)));
  }
  return spans;
}

/**
 * The openings already worked out, by the hours they were worked out of (a brand's file, kept
 * while it is in use) and date: an order's check and a slot list ask for the same days again and
 * again (issue 34 item 1). Frozen: whoever asks copies what it changes.
 */
const openings = new WeakMap<BranchHours, Map<string, readonly Span[]>>();
const OPENINGS_KEPT = 400;

function openingsOnDate(hours: BranchHours, date: string, timeZone: string): Span[] {
  if (hours.closedUntilReopened || closureOn(hours.closures, date)) return [];
  if (!hours.openingHours)
    return [
      {
        from: wallClockInstant(date, 0, timeZone).getTime(),
        to: wallClockInstant(addDays(date, 1), 0, timeZone).getTime(),
      },
    ];
  return (hours.openingHours[weekdayOf(date)] ?? []).map((range) => {
    const open = minutesOf(range.open);
    const close = minutesOf(range.close);
    const endDate = close <= open ? addDays(date, 1) : date;
    return {
      from: wallClockInstant(date, open, timeZone).getTime(),
      to: wallClockInstant(endDate, close, timeZone).getTime(),
    };
  });
}

/** Every opening from the day before `at` to LOOK_AHEAD_DAYS after, merged where they touch. */
function spansAround(hours: BranchHours, at: Date, timeZone: string): Span[] {
  const today = localDate(at, timeZone);
  const spans: Span[] = [];
  for (let d = -1; d <= LOOK_AHEAD_DAYS; d++)
    spans.push(...openingsOn(hours, addDays(today, d), timeZone));
  spans.sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Whether the branch is open at `at`, and until when; or when it opens next. A branch paused by
 * its staff until `pausedUntil` (item 7) is closed until then, and opens at the first open moment
 * from then on.
 */
export function openState(
  hours: BranchHours,
  at: Date,
  timeZone: string,
  pausedUntil: Date | null = null,
): OpenState {
  const t = at.getTime();
  if (hours.closedUntilReopened)
    return {
      open: false,
      opensAt: null,
      closure: null,
      pausedUntil: null,
      closedUntilReopened: hours.closedUntilReopened,
    };
  const paused = pausedUntil && pausedUntil.getTime() > t ? pausedUntil : null;
  if (!hours.openingHours)
    return paused
      ? { open: false, opensAt: paused, closure: null, pausedUntil: paused }
      : { open: true, closesAt: null };
  const spans = spansAround(hours, at, timeZone);
  const current = spans.find((s) => s.from <= t && t < s.to);
  if (current && !paused) {
    const horizon = wallClockInstant(
      addDays(localDate(at, timeZone), LOOK_AHEAD_DAYS),
      0,
      timeZone,
    );
    return { open: true, closesAt: current.to >= horizon.getTime() ? null : new Date(current.to) };
  }
  // The first open moment from the end of the pause (or now): inside a range, or its start.
  const from = paused ? paused.getTime() : t;
  const next = spans.find((s) => s.to > from && (paused !== null || s.from > t));
  return {
    open: false,
    opensAt: next ? new Date(Math.max(next.from, from)) : null,
    closure: closureOn(hours.closures, localDate(at, timeZone)),
    pausedUntil: paused,
  };
}

export const isOpenAt = (
  hours: BranchHours,
  at: Date,
  timeZone: string,
  pausedUntil: Date | null = null,
) => openState(hours, at, timeZone, pausedUntil).open;

/** The end of a pause started at `at`: in 30 or 60 minutes, or the next day's start. */
export function pauseEnd(length: PauseLength, at: Date, timeZone: string): Date {
  if (length === "30m") return new Date(at.getTime() + 30 * 60_000);
  if (length === "60m") return new Date(at.getTime() + 60 * 60_000);
  return wallClockInstant(addDays(localDate(at, timeZone), 1), 0, timeZone);
}

/** An OpenState as JSON (GET /api/branches): as of the answer's time. */
export interface OpenStateView {
  open: boolean;
  /** When open: when it closes; null around the clock. */
  closesAt: string | null;
  /** When closed: the next opening; null when none is ahead. */
  opensAt: string | null;
  /** When closed for a dated closure: it, with its reason. */
  closure: Closure | null;
  /** When its staff paused it: until when. */
  pausedUntil: string | null;
  /** When its owner closed it until they reopen it (issue 35 item 3): the reason; else absent. */
  closedUntilReopened?: { reason: string };
}

export function openStateView(
  hours: BranchHours,
  at: Date,
  timeZone: string,
  pausedUntil: Date | null = null,
): OpenStateView {
  const state = openState(hours, at, timeZone, pausedUntil);
  return state.open
    ? {
        open: true,
        closesAt: state.closesAt?.toISOString() ?? null,
        opensAt: null,
        closure: null,
        pausedUntil: null,
      }
    : {
        open: false,
        closesAt: null,
        opensAt: state.opensAt?.toISOString() ?? null,
        closure: state.closure,
        pausedUntil: state.pausedUntil?.toISOString() ?? null,
        ...(state.closedUntilReopened && { closedUntilReopened: state.closedUntilReopened }),
      };
}
