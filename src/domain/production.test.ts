import { describe, expect, it } from "vitest";
import type { OrderedChoice } from "./options";
import type { ProductionOrder } from "./production";
import { dayBounds } from "./sales-days";
import {
  bySlot,
  productionDay,
  productionLists,
  quickDays,
  statusesOf,
  statusesParam,
  sumLines,
} from "./production";

const size = (id: string): OrderedChoice => ({
  groupId: "size",
  name: "Size",
  options: [{ id, name: id.replace("cm", " cm"), price: 0 }],
});
const extras = (...ids: string[]): OrderedChoice => ({
  groupId: "extras",
  name: "Extras",
  options: ids.map((id) => ({ id, name: id, price: 0 })),
});
const writing = (text: string): OrderedChoice => ({
  groupId: "writing",
  name: "Writing on the cake",
  options: [],
  text,
});

let n = 0;
function order(over: Partial<ProductionOrder>): ProductionOrder {
  n += 1;
  return {
    uid: `order${String(n).padStart(15, "0")}`,
    number: String(n).padStart(6, "0"),
    status: "PENDING",
    branchId: "kemang",
    branchName: "Kemang",
    orderMode: "PICKUP",
    slot: null,
    placedAt: "2026-12-01T01:00:00.000Z",
    customerName: null,
    note: "",
    awaitingPayment: false,
    lines: [],
    ...over,
  };
}
const forest = (qty: number, ...choices: OrderedChoice[]) => ({
  itemId: "black-forest",
  name: "Black Forest Cake",
  qty,
  choices,
});

describe("the statuses a list counts", () => {
  it("are the open ones unless named, in the list's own order, never CANCELLED", () => {
    expect(statusesOf(undefined)).toEqual(["PENDING", "ACCEPTED", "READY"]);
    expect(statusesOf("")).toEqual(["PENDING", "ACCEPTED", "READY"]);
    expect(statusesOf("COMPLETED, PENDING,PENDING")).toEqual(["PENDING", "COMPLETED"]);
    expect(statusesOf("PENDING,CANCELLED")).toBeNull();
    expect(statusesOf("pending")).toBeNull();
    expect(statusesParam(["READY", "PENDING"])).toBe("PENDING,READY");
  });
});

describe("the day of a list", () => {
  it("is today in the brand's zone when none is named, else a real date", () => {
    // 18:00 UTC on 30 November is 01:00 on 1 December in Jakarta.
    const now = new Date("2026-11-30T18:00:00Z");
    expect(productionDay("", "Asia/Jakarta", now)).toEqual({ ok: true, date: "2026-12-01" });
    expect(productionDay("", "America/New_York", now)).toEqual({ ok: true, date: "2026-11-30" });
    expect(productionDay("2026-12-24", "Asia/Jakarta", now)).toEqual({
      ok: true,
      date: "2026-12-24",
    });
    for (const bad of ["2026-02-30", "24/12/2026", "tomorrow", "2026-12-1"])
      expect(productionDay(bad, "Asia/Jakarta", now)).toEqual({ ok: false, code: "INVALID_DATE" });
  });

  it("runs from the brand's midnight to the next, 23 hours on a daylight-saving day", () => {
    expect(dayBounds("2026-12-01", "Asia/Jakarta")).toEqual({
      start: new Date("2026-11-30T17:00:00Z"),
      end: new Date("2026-12-01T17:00:00Z"),
    });
    const { start, end } = dayBounds("2026-03-08", "America/New_York");
    expect(start).toEqual(new Date("2026-03-08T05:00:00Z"));
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });

  it("offers today and tomorrow, across a year's end", () => {
    expect(quickDays("2026-12-31")).toEqual({ today: "2026-12-31", tomorrow: "2027-01-01" });
  });
});

describe("the sums", () => {
  it("add up the same item chosen the same way, whatever is written on it", () => {
    const a = order({ lines: [forest(2, size("20cm"), writing("Selamat ulang tahun Rina"))] });
    const b = order({ lines: [forest(1, size("20cm")), forest(1, size("16cm"))] });
    const c = order({
      lines: [forest(1, writing("Happy birthday"), size("20cm")), forest(1, size("16cm"))],
    });
    const sums = sumLines([a, b, c]);
    expect(sums.map((s) => [s.name, s.choices, s.qty, s.written])).toEqual([
      ["Black Forest Cake", [size("16cm")], 2, 0],
      ["Black Forest Cake", [size("20cm")], 4, 3],
    ]);
    expect(sums[1]!.parts).toEqual([
      { uid: a.uid, qty: 2, writing: [writing("Selamat ulang tahun Rina")] },
      { uid: b.uid, qty: 1, writing: [] },
      { uid: c.uid, qty: 1, writing: [writing("Happy birthday")] },
    ]);
  });

  it("keep different options apart, the options' order aside, and sort by name", () => {
    const sums = sumLines([
      order({
        lines: [
          forest(1, size("20cm"), extras("candles", "topper")),
          { itemId: "klepon", name: "Klepon", qty: 5 },
          forest(1, size("20cm")),
        ],
      }),
      order({ lines: [forest(2, size("20cm"), extras("topper", "candles"))] }),
    ]);
    expect(sums.map((s) => [s.name, s.choices.length, s.qty])).toEqual([
      ["Black Forest Cake", 1, 1],
      ["Black Forest Cake", 2, 3],
      ["Klepon", 0, 5],
    ]);
  });
});

describe("the slots", () => {
  it("put as soon as possible first, then each slot by time, its orders as placed", () => {
    const ten = order({ slot: "2026-12-01T10:00:00+07:00", placedAt: "2026-11-29T01:00:00Z" });
    const now = order({ slot: null, placedAt: "2026-12-01T02:00:00Z" });
    const eight = order({ slot: "2026-12-01T08:00:00+07:00" });
    // The same instant written in UTC: the same slot.
    const tenAgain = order({ slot: "2026-12-01T03:00:00Z", placedAt: "2026-11-28T01:00:00Z" });
    expect(bySlot([ten, now, eight, tenAgain])).toEqual([
      { slot: null, orders: [now.uid] },
      { slot: eight.slot, orders: [eight.uid] },
      { slot: "2026-12-01T03:00:00Z", orders: [tenAgain.uid, ten.uid] },
    ]);
  });
});

describe("the day's lists", () => {
  it("are one per branch with orders, in the branches' order, with their units", () => {
    const menteng = order({ branchId: "menteng", branchName: "Menteng (old name)" });
    const closed = order({ branchId: "gone", branchName: "Closed branch", lines: [forest(1)] });
    const kemang = order({ lines: [forest(2, size("20cm")), forest(1, size("16cm"))] });
    const lists = productionLists(
      [closed, menteng, kemang],
      [
        { id: "kemang", name: "Dapur Kemang" },
        { id: "menteng", name: "Dapur Menteng" },
        { id: "kelapa-gading", name: "Kelapa Gading" },
      ],
    );
    expect(lists.map((l) => [l.branchId, l.name, l.orders.length, l.units])).toEqual([
      ["kemang", "Dapur Kemang", 1, 3],
      ["menteng", "Dapur Menteng", 1, 0],
      ["gone", "Closed branch", 1, 1],
    ]);
    expect(lists[0]!.sums.map((s) => s.qty)).toEqual([1, 2]);
  });
});
