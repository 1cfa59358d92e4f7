import { describe, expect, it } from "vitest";
import { calendarDay, clockTime, isoWithOffset, startOfDayIn } from "./time";

describe("startOfDayIn", () => {
  it("is local midnight in Jakarta (UTC+7), also just after the UTC date changed", () => {
    expect(startOfDayIn("Asia/Jakarta", new Date("2026-11-21T03:00:00Z")).toISOString()).toBe(
      "2026-11-20T17:00:00.000Z",
    );
    // 23:30 UTC on the 20th is 06:30 on the 21st in Jakarta
    expect(startOfDayIn("Asia/Jakarta", new Date("2026-11-20T23:30:00Z")).toISOString()).toBe(
      "2026-11-20T17:00:00.000Z",
    );
  });

  it("handles zones west of UTC and a daylight-saving change on the day", () => {
    expect(startOfDayIn("America/New_York", new Date("2026-11-01T15:00:00Z")).toISOString()).toBe(
      "2026-11-01T04:00:00.000Z", // midnight was still summer time (UTC-4); 15:00 is UTC-5
    );
    expect(startOfDayIn("UTC", new Date("2026-11-21T12:00:00Z")).toISOString()).toBe(
      "2026-11-21T00:00:00.000Z",
    );
  });
});

describe("clockTime", () => {
  it("shows the hour and minute in the brand's zone", () => {
    expect(clockTime("2026-11-21T03:05:00Z", "Asia/Jakarta", "en")).toBe("10:05");
    expect(clockTime("2026-11-21T03:05:00Z", "Asia/Makassar", "en")).toBe("11:05");
  });
  it("writes it as the language does", () => {
    expect(clockTime("2026-11-21T03:05:00Z", "Asia/Jakarta", "id")).toBe("10.05");
  });
});

describe("isoWithOffset", () => {
  it("gives each instant its zone's offset, on both sides of a change within the same hour", () => {
    // New York left daylight saving at 06:00 UTC on 2026-11-01 (02:00 EDT became 01:00 EST).
    const zone = "America/New_York";
    expect(isoWithOffset(new Date("2026-11-01T05:59:00Z"), zone)).toBe("2026-11-01T01:59:00-04:00");
    expect(isoWithOffset(new Date("2026-11-01T06:00:00Z"), zone)).toBe("2026-11-01T01:00:00-05:00");
    expect(isoWithOffset(new Date("2026-11-01T05:45:00Z"), zone)).toBe("2026-11-01T01:45:00-04:00");
    expect(isoWithOffset(new Date("2026-11-01T06:14:00Z"), zone)).toBe("2026-11-01T01:14:00-05:00");
    // Kathmandu's offset is not whole hours; asked again, the kept offset is the same.
    for (let i = 0; i < 2; i++)
      expect(isoWithOffset(new Date("2026-11-28T03:00:00Z"), "Asia/Kathmandu")).toBe(
        "2026-11-28T08:45:00+05:45",
      );
    expect(isoWithOffset(new Date("2026-11-28T03:00:00Z"), "Asia/Jakarta")).toBe(
      "2026-11-28T10:00:00+07:00",
    );
  });
});

describe("calendarDay", () => {
  it("names a date's day in either language, whatever the machine's time zone", () => {
    expect(calendarDay("2026-12-05", "en")).toBe("Saturday 5 December");
    expect(calendarDay("2026-12-05", "id")).toBe("Sabtu, 5 Desember");
    expect(calendarDay("2027-01-01", "en")).toBe("Friday 1 January");
  });

  it("writes the year when asked", () => {
    expect(calendarDay("2026-12-02", "en", "year")).toBe("Wednesday, 2 December 2026");
    expect(calendarDay("2026-12-02", "id", "year")).toBe("Rabu, 2 Desember 2026");
  });

  it("names it short", () => {
    expect(calendarDay("2026-11-28", "en", "short")).toBe("Sat 28 Nov");
    expect(calendarDay("2026-11-28", "id", "short")).toBe("Sab, 28 Nov");
  });
});
