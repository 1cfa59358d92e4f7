import "./zod-setup";
import { z } from "zod";
import { PAUSES, WEEKDAYS } from "./hours";
import { SOLD_OUT_FOR } from "./sold-out";

// The brand file's opening hours and closures, and the bodies of the board's pause and sold-out
// calls, checked with zod (issue 18).
// Apart from hours.ts, whose rules the browser runs, so that zod stays out of the storefront's
// pages (decision 0022); hours.ts imports only these types.

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * One range of a day. `close` before `open` runs past midnight (18:00–02:00); `24:00` is the end
 * of the day. A range belongs to the day it opens: a closure of that day closes it.
 */
export const openingRangeSchema = z
  .strictObject({
    open: z.string().regex(CLOCK, "must be a time like 08:00"),
    close: z.string().regex(CLOCK, "must be a time like 21:00 (or 24:00)"),
  })
  .refine((r) => r.open !== r.close, "open and close must differ")
  .refine((r) => r.open !== "24:00", "a range cannot open at 24:00");
export type OpeningRange = z.infer<typeof openingRangeSchema>;

/** Each day's ranges; a day left out, or `[]`, is closed all day. */
export const weeklyHoursSchema = z
  .partialRecord(z.enum(WEEKDAYS), z.array(openingRangeSchema).max(6))
  .refine((week) => Object.values(week).some((day) => (day ?? []).length > 0), {
    message: "a branch with opening hours is open at least once a week",
  });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** Days the branch stays closed (holidays), from and to inclusive, in the brand's time zone. */
export const closureSchema = z
  .strictObject({
    from: z.string().regex(DATE, "must be a date like 2026-12-25"),
    to: z.string().regex(DATE, "must be a date like 2026-12-26"),
    reason: z.string().trim().min(1).max(120),
  })
  .refine((c) => c.from <= c.to, "to must not be before from");
export type Closure = z.infer<typeof closureSchema>;

/** The body of POST /api/staff/branches/{branchId}/sold-out: an item, and for how long (null: back). */
export const soldOutBody = z.object({
  itemId: z.string().min(1).max(64),
  for: z.enum(SOLD_OUT_FOR).nullable(),
});

/** The body of POST /api/staff/branches/{branchId}/pause: how long, or null to resume. */
export const pauseBody = z.object({ for: z.enum(PAUSES).nullable() });
