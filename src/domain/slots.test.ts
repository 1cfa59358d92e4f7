import { describe, expect, it } from "vitest";
import type { BranchHours } from "./hours";
import { messageEventOf } from "./order-status";
import { noticeHoursOf, noticeWords, slotProblem, slotsFor, slotsOf, timeGap } from "./slots";
import { isSoldOut, orderInstant, soldOutIds } from "./sold-out";
import type { Menu } from "./storefront";
import { dayAndTime, isoWithOffset } from "./time";

const JAKARTA = "Asia/Jakarta"; // UTC+7, no daylight saving
const at = (iso: string) => new Date(iso);
const iso = (dates: Date[], timeZone = JAKARTA) => dates.map((d) => isoWithOffset(d, timeZone));
const weekdays = { open: "08:00", close: "10:00" };
// Two hours a weekday morning, Saturday night past midnight, closed Sundays.
const shop: BranchHours = {
  openingHours: {
    mon: [weekdays],
    tue: [weekdays],
    wed: [weekdays],
    thu: [weekdays],
    fri: [weekdays],
    sat: [{ open: "23:00", close: "01:00" }],
  },
  closures: [],
};
const ahead = { slotMinutes: 30, daysAhead: 1 };

describe("slotsOf", () => {
  it("offers each slot that fits inside the hours, strictly after now, for today and the days ahead", () => {
    // Wednesday 2026-11-25 08:40 in Jakarta.
    expect(iso(slotsOf(shop, ahead, at("2026-11-25T01:40:00Z"), JAKARTA))).toEqual([
      "2026-11-25T09:00:00+07:00",
      "2026-11-25T09:30:00+07:00",
      "2026-11-26T08:00:00+07:00",
      "2026-11-26T08:30:00+07:00",
      "2026-11-26T09:00:00+07:00",
      "2026-11-26T09:30:00+07:00",
    ]);
  });

  it("runs a range past midnight into the next day, skips a closed Sunday and a closure", () => {
    const saturdayNoon = at("2026-11-28T05:00:00Z");
    expect(iso(slotsOf(shop, { slotMinutes: 60, daysAhead: 2 }, saturdayNoon, JAKARTA))).toEqual([
      "2026-11-28T23:00:00+07:00",
      "2026-11-29T00:00:00+07:00",
      "2026-11-30T08:00:00+07:00",
      "2026-11-30T09:00:00+07:00",
    ]);
    const closed = {
      ...shop,
      closures: [{ from: "2026-11-30", to: "2026-11-30", reason: "Libur" }],
    };
    expect(iso(slotsOf(closed, { slotMinutes: 60, daysAhead: 2 }, saturdayNoon, JAKARTA))).toEqual([
      "2026-11-28T23:00:00+07:00",
      "2026-11-29T00:00:00+07:00",
    ]);
  });

  it("offers nothing before a pause ends, and the slots after it", () => {
    const now = at("2026-11-25T01:05:00Z"); // 08:05
    const paused = at("2026-11-25T02:00:00Z"); // busy until 09:00
    expect(iso(slotsOf(shop, { slotMinutes: 30, daysAhead: 0 }, now, JAKARTA, paused))).toEqual([
      "2026-11-25T09:00:00+07:00",
      "2026-11-25T09:30:00+07:00",
    ]);
  });

  it("keeps to the day: a branch without hours has slots around the clock; daysAhead 0 is today", () => {
    const always: BranchHours = { openingHours: null, closures: [] };
    const slots = slotsOf(
      always,
      { slotMinutes: 60, daysAhead: 0 },
      at("2026-11-25T15:30:00Z"),
      JAKARTA,
    );
    expect(iso(slots)).toEqual(["2026-11-25T23:00:00+07:00"]);
  });

  it("uses the brand's zone, daylight saving included", () => {
    const london = { openingHours: { sun: [{ open: "09:00", close: "10:00" }] }, closures: [] };
    // Sunday 2026-03-29: the clocks go forward at 01:00 GMT; 09:00 is BST (UTC+1).
    const slots = slotsOf(
      london,
      { slotMinutes: 60, daysAhead: 0 },
      at("2026-03-29T05:00:00Z"),
      "Europe/London",
    );
    expect(iso(slots, "Europe/London")).toEqual(["2026-03-29T09:00:00+01:00"]);
    expect(slots[0]!.toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });
});

describe("notice and the slot chosen", () => {
  const menu: Menu = {
    id: "m",
    name: "Menu",
    sections: [
      {
        id: "s",
        name: "Cakes",
        items: [
          {
            uid: "whole",
            name: "Whole cake",
            description: "",
            price: 1,
            images: [],
            leadTimeHours: 48,
          },
          { uid: "tart", name: "Tart", description: "", price: 1, images: [], leadTimeHours: 6 },
          { uid: "slice", name: "Slice", description: "", price: 1, images: [] },
        ],
      },
    ],
  };

  it("the basket needs its longest lead time; none without such items", () => {
    expect(
      noticeHoursOf([{ itemId: "slice" }, { itemId: "tart" }, { itemId: "whole" }], menu),
    ).toBe(48);
    expect(noticeHoursOf([{ itemId: "slice" }, { itemId: "gone" }], menu)).toBe(0);
    expect(noticeWords(48)).toEqual({ unit: "days", count: 2 });
    expect(noticeWords(6)).toEqual({ unit: "hours", count: 6 });
  });

  it("refuses a time in the past, inside the notice, or not one of the slots", () => {
    const now = at("2026-11-25T01:40:00Z");
    const slots = slotsOf(shop, { slotMinutes: 30, daysAhead: 3 }, now, JAKARTA);
    expect(slotProblem(at("2026-11-25T01:00:00Z"), slots, now, 0)).toBe("PAST");
    expect(slotProblem(at("2026-11-26T01:00:00Z"), slots, now, 48)).toBe("NOTICE");
    expect(slotProblem(at("2026-11-25T02:15:00Z"), slots, now, 0)).toBe("NOT_A_SLOT"); // 09:15
    expect(slotProblem(at("2026-11-25T05:00:00Z"), slots, now, 0)).toBe("NOT_A_SLOT"); // 12:00, closed
    expect(slotProblem(at("2026-11-25T02:00:00Z"), slots, now, 0)).toBeNull(); // 09:00
    expect(slotProblem(at("2026-11-27T01:00:00Z"), slots, now, 48)).toBe("NOTICE"); // 47 h 20 min
    expect(slotProblem(at("2026-11-27T02:00:00Z"), slots, now, 48)).toBeNull(); // Friday 09:00
  });

  it("says a slot in the customer's language and its offset, and tells it when accepted", () => {
    expect(isoWithOffset(at("2026-11-28T03:00:00Z"), JAKARTA)).toBe("2026-11-28T10:00:00+07:00");
    expect(isoWithOffset(at("2026-11-28T03:00:00Z"), "America/New_York")).toBe(
      "2026-11-27T22:00:00-05:00",
    );
    expect(dayAndTime("2026-11-28T10:00:00+07:00", JAKARTA, "en")).toBe("Sat 28 Nov, 10:00");
    expect(dayAndTime("2026-11-28T10:00:00+07:00", JAKARTA, "id")).toMatch(
      /^Sab, 28 Nov,? 10\.00$/,
    );
    expect(messageEventOf("ACCEPTED", "PICKUP", true)).toBe("ACCEPTED_FOR_LATER");
    expect(messageEventOf("ACCEPTED", "PICKUP")).toBe("ACCEPTED");
    expect(messageEventOf("READY", "DELIVERY", true)).toBe("ON_THE_WAY");
  });
});

describe("the basket's time at checkout, and sold-out marks by when the order is for", () => {
  const now = at("2026-11-25T03:00:20Z"); // 10:00:20 in Jakarta
  const slots = [
    { at: "2026-11-25T10:00:00+07:00", full: false },
    { at: "2026-11-25T10:30:00+07:00", full: true },
    { at: "2026-11-28T10:00:00+07:00", full: false },
  ];
  const gap = (scheduledFor: string | null, noticeHours = 0) =>
    timeGap({ deliveryOrPickupTime: "LATER", scheduledFor, slots, now, noticeHours });

  it("names what stands in the way, and offers only what the server takes", () => {
    expect(
      timeGap({ deliveryOrPickupTime: "NOW", scheduledFor: null, slots, now, noticeHours: 48 }),
    ).toBe("NEEDS_NOTICE");
    expect(gap(null)).toBe("CHOOSE_TIME");
    expect(gap("2026-11-25T10:00:00+07:00")).toBe("TIME_GONE"); // started 20 s ago
    expect(gap("2026-11-25T10:30:00+07:00")).toBe("TIME_FULL");
    expect(gap("2026-11-25T11:00:00+07:00")).toBe("TIME_GONE"); // not offered
    expect(gap("2026-11-28T10:00:00+07:00", 96)).toBe("TOO_SOON");
    expect(gap("2026-11-28T10:00:00+07:00", 48)).toBeNull();
    // The minute clock reads 10:00: the 10:00 slot is not offered all the same.
    expect(slotsFor(slots, at("2026-11-25T03:00:00Z"), 0).map((s) => s.at)).toEqual([
      "2026-11-25T10:30:00+07:00",
      "2026-11-28T10:00:00+07:00",
    ]);
  });

  it("a mark for today leaves an order for a later day alone; one until back does not", () => {
    const branch = {
      soldOut: [
        { itemId: "cake", until: "2026-11-25T17:00:00.000Z" }, // midnight in Jakarta
        { itemId: "tart", until: null },
      ],
    };
    const today = now.getTime();
    const saturday = orderInstant("LATER", "2026-11-28T10:00:00+07:00", today);
    expect(soldOutIds(branch, today)).toEqual(["cake", "tart"]);
    expect(soldOutIds(branch, saturday)).toEqual(["tart"]);
    expect(orderInstant("NOW", "2026-11-28T10:00:00+07:00", today)).toBe(today);
    expect(isSoldOut(undefined, "cake", today)).toBe(false);
  });
});
