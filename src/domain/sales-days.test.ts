import { describe, expect, it } from "vitest";
import {
  addDays,
  checkDateRange,
  exportFileName,
  isCalendarDate,
  lastDays,
  MAX_EXPORT_DAYS,
  monthSoFar,
  rangeInstants,
  todayIn,
} from "./sales-days";

describe("the brand's days", () => {
  it("are the calendar dates of its time zone, not UTC's", () => {
    // 18:00 UTC on the 25th is 01:00 on the 26th in Jakarta (UTC+7), still the 25th in New York.
    const at = new Date("2026-11-25T18:00:00Z");
    expect(todayIn("Asia/Jakarta", at)).toBe("2026-11-26");
    expect(todayIn("America/New_York", at)).toBe("2026-11-25");
  });

  it("count back 7 days, oldest first, across a month's and a year's end", () => {
    expect(lastDays("2026-03-02", 7)).toEqual([
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("default the export to this month so far", () => {
    expect(monthSoFar("2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-26" });
    expect(monthSoFar("2026-11-01")).toEqual({ from: "2026-11-01", to: "2026-11-01" });
  });

  it("cover a range from the midnight starting its first day to the one ending its last", () => {
    expect(rangeInstants({ from: "2026-11-01", to: "2026-11-30" }, "Asia/Jakarta")).toEqual({
      start: new Date("2026-10-31T17:00:00Z"),
      end: new Date("2026-11-30T17:00:00Z"),
    });
    // New York's clocks go back on 1 November 2026: that day is 25 hours long.
    expect(rangeInstants({ from: "2026-11-01", to: "2026-11-01" }, "America/New_York")).toEqual({
      start: new Date("2026-11-01T04:00:00Z"),
      end: new Date("2026-11-02T05:00:00Z"),
    });
  });
});

describe("checkDateRange", () => {
  it("takes real dates, both ends counted, up to a year with its leap day", () => {
    expect(checkDateRange("2026-11-01", "2026-11-01")).toEqual({
      ok: true,
      range: { from: "2026-11-01", to: "2026-11-01" },
    });
    expect(MAX_EXPORT_DAYS).toBe(366);
    expect(checkDateRange("2028-01-01", "2028-12-31").ok).toBe(true); // 366 days
    expect(checkDateRange("2027-01-01", "2028-01-01").ok).toBe(true); // 366 days
  });

  it("names the field of a date that is not one", () => {
    for (const bad of ["", "2026-11-1", "2026-02-30", "2026-13-01", "26-11-01", "2026-11-01T00"])
      expect(checkDateRange(bad, "2026-11-30")).toEqual({
        ok: false,
        problems: [{ field: "from", code: "INVALID_DATE" }],
      });
    expect(checkDateRange("x", "y")).toEqual({
      ok: false,
      problems: [
        { field: "from", code: "INVALID_DATE" },
        { field: "to", code: "INVALID_DATE" },
      ],
    });
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
  });

  it("refuses an end before the start and more than 366 days, on the end's field", () => {
    expect(checkDateRange("2026-11-02", "2026-11-01")).toEqual({
      ok: false,
      problems: [{ field: "to", code: "DATE_RANGE_REVERSED" }],
    });
    expect(checkDateRange("2026-01-01", "2027-01-02")).toEqual({
      ok: false,
      problems: [{ field: "to", code: "DATE_RANGE_TOO_LONG" }],
    });
  });
});

it("names the export's file by the brand and its range", () => {
  expect(exportFileName("demo", { from: "2026-11-01", to: "2026-11-30" })).toBe(
    "demo-orders-2026-11-01-to-2026-11-30.csv",
  );
});
