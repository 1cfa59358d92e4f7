import { describe, expect, it } from "vitest";
import type { BranchHours, WeeklyHours } from "./hours";
import { openState, pauseEnd } from "./hours";
import { closureSchema, weeklyHoursSchema } from "./hours-schema";

const JAKARTA = "Asia/Jakarta"; // UTC+7, no daylight saving
const at = (iso: string) => new Date(iso);
const hours = (openingHours: WeeklyHours | null, closures: BranchHours["closures"] = []) => ({
  openingHours,
  closures,
});
const weekdays = { open: "08:00", close: "21:00" };
// Mon-Sat 08:00-21:00, Friday and Saturday nights until 02:00, closed Sundays.
const shop = hours({
  mon: [weekdays],
  tue: [weekdays],
  wed: [weekdays],
  thu: [weekdays],
  fri: [weekdays, { open: "21:00", close: "02:00" }],
  sat: [{ open: "08:00", close: "02:00" }],
});

describe("openState in Asia/Jakarta", () => {
  it("open: until the end of the range", () => {
    // Wednesday 2026-11-25 10:00 in Jakarta = 03:00Z
    expect(openState(shop, at("2026-11-25T03:00:00Z"), JAKARTA)).toEqual({
      open: true,
      closesAt: at("2026-11-25T14:00:00Z"), // 21:00
    });
  });

  it("closed in the evening: opens the next morning", () => {
    expect(openState(shop, at("2026-11-25T15:00:00Z"), JAKARTA)).toEqual({
      open: false,
      opensAt: at("2026-11-26T01:00:00Z"), // Thursday 08:00
      closure: null,
      pausedUntil: null,
    });
  });

  it("ranges that touch are one opening: Friday 08:00 to Saturday 02:00", () => {
    const friday = openState(shop, at("2026-11-27T13:59:00Z"), JAKARTA); // 20:59
    expect(friday).toEqual({ open: true, closesAt: at("2026-11-27T19:00:00Z") }); // Sat 02:00
  });

  it("an overnight range belongs to the day it opens: Saturday night runs into Sunday", () => {
    // Sunday 2026-11-29 01:30 in Jakarta: still Saturday's range.
    expect(openState(shop, at("2026-11-28T18:30:00Z"), JAKARTA)).toMatchObject({ open: true });
    // Sunday 10:00: closed all day, opens Monday 08:00.
    expect(openState(shop, at("2026-11-29T03:00:00Z"), JAKARTA)).toEqual({
      open: false,
      opensAt: at("2026-11-30T01:00:00Z"),
      closure: null,
      pausedUntil: null,
    });
  });

  it("a closure closes the days it names, with its reason, and the next opening is after it", () => {
    const holiday = { from: "2026-12-24", to: "2026-12-26", reason: "Natal" };
    const closed = hours(shop.openingHours, [holiday]);
    expect(openState(closed, at("2026-12-25T03:00:00Z"), JAKARTA)).toEqual({
      open: false,
      opensAt: at("2026-12-28T01:00:00Z"), // Monday 28th (27th is a Sunday)
      closure: holiday,
      pausedUntil: null,
    });
  });

  it("every day 00:00-24:00 is open around the clock", () => {
    const day = [{ open: "00:00", close: "24:00" }];
    const always = hours({ sun: day, mon: day, tue: day, wed: day, thu: day, fri: day, sat: day });
    expect(openState(always, at("2026-11-25T20:00:00Z"), JAKARTA)).toEqual({
      open: true,
      closesAt: null,
    });
  });

  it("no hours in the brand file: always open, as before", () => {
    expect(openState(hours(null), at("2026-11-25T20:00:00Z"), JAKARTA)).toEqual({
      open: true,
      closesAt: null,
    });
  });

  it("closed with nothing ahead: no next opening", () => {
    const closed = hours({ mon: [weekdays] }, [
      { from: "2026-11-01", to: "2027-12-31", reason: "Renovasi" },
    ]);
    expect(openState(closed, at("2026-11-25T03:00:00Z"), JAKARTA)).toMatchObject({
      open: false,
      opensAt: null,
    });
  });
});

describe("openState in a zone with daylight saving", () => {
  const NY = "America/New_York";
  const daily = [{ open: "09:00", close: "17:00" }];
  const office = hours({
    sun: daily,
    mon: daily,
    tue: daily,
    wed: daily,
    thu: daily,
    fri: daily,
    sat: daily,
  });

  it("opens at 09:00 local time on both sides of the change", () => {
    // 2026-11-01 is the end of daylight saving in New York (UTC-4 → UTC-5).
    expect(openState(office, at("2026-10-31T22:00:00Z"), NY)).toMatchObject({
      open: false,
      opensAt: at("2026-11-01T14:00:00Z"), // 09:00 EST
    });
    expect(openState(office, at("2026-10-31T14:00:00Z"), NY)).toEqual({
      open: true,
      closesAt: at("2026-10-31T21:00:00Z"), // 17:00 EDT
    });
  });
});

describe("a paused branch", () => {
  const day = [{ open: "00:00", close: "24:00" }];
  const always = hours({ sun: day, mon: day, tue: day, wed: day, thu: day, fri: day, sat: day });
  const now = at("2026-11-25T03:00:00Z"); // Wednesday 10:00 in Jakarta

  it("is closed until the pause ends, then open", () => {
    const until = pauseEnd("30m", now, JAKARTA);
    expect(until).toEqual(at("2026-11-25T03:30:00Z"));
    expect(openState(always, now, JAKARTA, until)).toEqual({
      open: false,
      opensAt: until,
      closure: null,
      pausedUntil: until,
    });
    expect(openState(always, at("2026-11-25T03:30:00Z"), JAKARTA, until)).toMatchObject({
      open: true,
    });
    // No hours at all: the pause alone decides.
    expect(openState(hours(null), now, JAKARTA, until)).toMatchObject({
      open: false,
      opensAt: until,
    });
  });

  it("until tomorrow: the next day's start, and then the next opening", () => {
    const until = pauseEnd("tomorrow", now, JAKARTA);
    expect(until).toEqual(at("2026-11-25T17:00:00Z")); // Thursday 00:00 in Jakarta
    expect(openState(shop, now, JAKARTA, until)).toEqual({
      open: false,
      opensAt: at("2026-11-26T01:00:00Z"), // Thursday 08:00
      closure: null,
      pausedUntil: until,
    });
  });

  it("a pause that ends inside opening hours opens when it ends", () => {
    const until = at("2026-11-25T05:00:00Z"); // 12:00
    expect(openState(shop, now, JAKARTA, until)).toMatchObject({ open: false, opensAt: until });
  });
});

describe("the brand file's hours", () => {
  it("refuses a bad clock, an empty week and a closure that ends before it starts", () => {
    expect(weeklyHoursSchema.safeParse({ mon: [{ open: "8:00", close: "21:00" }] }).success).toBe(
      false,
    );
    expect(weeklyHoursSchema.safeParse({ mon: [{ open: "21:00", close: "21:00" }] }).success).toBe(
      false,
    );
    expect(weeklyHoursSchema.safeParse({ mon: [] }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ mon: [{ open: "18:00", close: "02:00" }] }).success).toBe(
      true,
    );
    expect(
      closureSchema.safeParse({ from: "2026-12-26", to: "2026-12-24", reason: "x" }).success,
    ).toBe(false);
  });
});
