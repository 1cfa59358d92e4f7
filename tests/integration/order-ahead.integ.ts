import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LooseBrand } from "../support/brand-files";
import { brandImport, fixtureCopy } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { dateIn, HOURS_ZONE, shutBranch } from "../support/hours-brand";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 18 items 3-4 over HTTP: the slots a branch offers, every refusal of an order's time
// (400 SLOT_UNAVAILABLE, 409 SLOT_FULL) with nothing written, the slot stored and answered with
// the brand's offset, and 20 orders at once for the last place in a slot: exactly one wins.

const HOST = "ahead.localhost";
const PHONE = "+6281100000182";
const STAFF = "+6281100000183"; // the kitchen of `open`
const CAKE = "whole-cake"; // 48 hours' notice
const BUN = "bun"; // none

/** Hourly slots a week ahead, one order each: `open` at all hours, `shut` closed until the day after tomorrow. */
const brandFile = () =>
  fixtureCopy((brand: LooseBrand) => {
    const first = brand.branches[0];
    brand.brand.id = "ahead";
    brand.brand.subDomainName = "ahead";
    brand.brand.timeZone = HOURS_ZONE;
    brand.brand.orderAhead = { slotMinutes: 60, daysAhead: 7, slotCapacity: 1 };
    brand.storeConfigs.salesChannels.customerApp.paymentsMethods.payAtOutlet = {
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    };
    const section = brand.menus[0].sections[0];
    section.items.push({
      ...section.items[0],
      uid: CAKE,
      name: "Whole cake",
      leadTimeHours: 48,
    });
    brand.branches = [
      { ...first, id: "open", name: "Ahead Open" },
      shutBranch(first, "Ahead Shut"),
    ];
    brand.staff = [{ phoneNumber: STAFF, name: "Dapur Ahead", role: "staff", branchIds: ["open"] }];
  });

let server: RunningServer;
let loc: TestLocation;
let customer: TestSession;
let kitchen: TestSession;
beforeAll(async () => {
  loc = await freshLocation("ahead");
  expect(brandImport(loc, brandFile()).status).toBe(0);
  server = await startServer(loc, { AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345,${STAFF}:12345` });
  customer = await signIn(server.baseUrl, PHONE, HOST, "ahead");
  kitchen = await signIn(server.baseUrl, STAFF, HOST, "ahead");
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

/** 10:00 in Jakarta `days` from today. */
const at10 = (days: number) => `${dateIn(days)}T10:00:00+07:00`;

const place = (
  branchId: string,
  itemId: string,
  time: { deliveryOrPickupTime: "NOW" | "LATER"; scheduledFor?: string | null },
) =>
  post(
    server.baseUrl,
    "/api/orders/ahead/customer",
    HOST,
    pickupOrder(branchId, [{ itemId, qty: 1 }], { deliveryNotes: "", ...time }),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );

const slotsOf = async (branchId: string) => {
  const res = await get(server.baseUrl, `/api/branches/${branchId}/slots`, HOST);
  expect(res.status, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("private, no-store");
  return res.json<{ data: { slots: { at: string; full: boolean }[] } }>().data.slots;
};

const myOrders = async () =>
  (await get(server.baseUrl, `/api/me/${customer.uid}/orders`, HOST, customer.headers)).json<{
    data: { uid: string; scheduledFor: string | null; deliveryOrPickupTime: string }[];
  }>().data;

describe("the slots a branch offers", () => {
  it("every hour from the next one for a week, with the brand's offset; none in a closure", async () => {
    const open = await slotsOf("open");
    const first = Date.parse(open[0]!.at);
    expect(first).toBeGreaterThan(Date.now());
    expect(first - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(open.every((s) => /T\d{2}:00:00\+07:00$/.test(s.at) && !s.full)).toBe(true);
    // Today's remaining hours and seven more days.
    expect(open.length).toBeGreaterThanOrEqual(7 * 24); // 7 * 24 in the day's last hour
    expect(open.length).toBeLessThanOrEqual(8 * 24);
    expect(open.at(-1)!.at).toBe(`${dateIn(7)}T23:00:00+07:00`);

    const shut = await slotsOf("shut");
    expect(shut[0]!.at).toBe(`${dateIn(2)}T08:00:00+07:00`);
    expect(shut.at(-1)!.at).toBe(`${dateIn(7)}T19:00:00+07:00`);
  });

  it("answers 400 BRANCH_NOT_FOUND for a branch the brand lacks", async () => {
    const res = await get(server.baseUrl, "/api/branches/nowhere/slots", HOST);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { reasonCode: "BRANCH_NOT_FOUND" } });
  });
});

describe("an order's time", () => {
  it("refuses each time it cannot take with 400 SLOT_UNAVAILABLE and the reason, writing nothing", async () => {
    const cases: [string, Parameters<typeof place>, string][] = [
      ["no slot for later", ["open", BUN, { deliveryOrPickupTime: "LATER" }], "MISSING"],
      [
        "a time past",
        ["open", BUN, { deliveryOrPickupTime: "LATER", scheduledFor: at10(-1) }],
        "PAST",
      ],
      [
        "not on a slot's start",
        [
          "open",
          BUN,
          { deliveryOrPickupTime: "LATER", scheduledFor: `${dateIn(2)}T10:30:00+07:00` },
        ],
        "NOT_A_SLOT",
      ],
      [
        "during a closure",
        ["shut", BUN, { deliveryOrPickupTime: "LATER", scheduledFor: at10(1) }],
        "NOT_A_SLOT",
      ],
      [
        "outside the hours",
        [
          "shut",
          BUN,
          { deliveryOrPickupTime: "LATER", scheduledFor: `${dateIn(3)}T21:00:00+07:00` },
        ],
        "NOT_A_SLOT",
      ],
      [
        "beyond the days ahead",
        ["open", BUN, { deliveryOrPickupTime: "LATER", scheduledFor: at10(9) }],
        "NOT_A_SLOT",
      ],
      ["an item needing notice for NOW", ["open", CAKE, { deliveryOrPickupTime: "NOW" }], "NOTICE"],
      [
        "an item needing notice, inside it",
        ["open", CAKE, { deliveryOrPickupTime: "LATER", scheduledFor: at10(1) }],
        "NOTICE",
      ],
    ];
    for (const [what, args, reason] of cases) {
      const res = await place(...args);
      expect(res.status, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toMatchObject({
        error: { reasonCode: "SLOT_UNAVAILABLE", reason },
      });
    }
    const notice = await place("open", CAKE, { deliveryOrPickupTime: "NOW" });
    const earliest = notice.json<{ error: { earliest: string; noticeHours: number } }>().error;
    expect(earliest.noticeHours).toBe(48);
    expect(Math.abs(Date.parse(earliest.earliest) - (Date.now() + 48 * 3_600_000))).toBeLessThan(
      60_000,
    );
    const malformed = await place("open", BUN, {
      deliveryOrPickupTime: "LATER",
      scheduledFor: "Saturday at ten",
    });
    expect(malformed.status).toBe(400);
    expect(await myOrders()).toEqual([]);
  });

  it("takes a slot, stores it, answers it with the offset; the full slot is then 409 SLOT_FULL", async () => {
    const slot = at10(3);
    const taken = await place("open", CAKE, { deliveryOrPickupTime: "LATER", scheduledFor: slot });
    expect(taken.status, taken.body).toBe(200);
    const uid = taken.json<{ data: { uid: string } }>().data.uid;
    const order = (
      await get(server.baseUrl, `/api/orders/ahead/${uid}`, HOST, customer.headers)
    ).json<{ data: { scheduledFor: string; deliveryOrPickupTime: string } }>().data;
    expect(order).toMatchObject({ deliveryOrPickupTime: "LATER", scheduledFor: slot });
    // The same instant written in UTC is the same slot.
    const again = await place("open", BUN, {
      deliveryOrPickupTime: "LATER",
      scheduledFor: new Date(slot).toISOString(),
    });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({
      error: { reasonCode: "SLOT_FULL", scheduledFor: slot },
    });
    expect((await slotsOf("open")).find((s) => s.at === slot)).toEqual({ at: slot, full: true });
    // A cancelled order gives its place back.
    const cancelled = await post(
      server.baseUrl,
      `/api/staff/orders/${uid}/status`,
      HOST,
      { status: "CANCELLED", reason: "Oven broke" },
      { ...kitchen.headers, origin: `http://${HOST}` },
    );
    expect(cancelled.status, cancelled.body).toBe(200);
    expect((await slotsOf("open")).find((s) => s.at === slot)).toEqual({ at: slot, full: false });
    const retaken = await place("open", BUN, { deliveryOrPickupTime: "LATER", scheduledFor: slot });
    expect(retaken.status, retaken.body).toBe(200);
    // The same time at the other branch is its own slot.
    expect(
      (await place("shut", BUN, { deliveryOrPickupTime: "LATER", scheduledFor: slot })).status,
    ).toBe(200);
    // NOW orders take no slot.
    expect((await place("open", BUN, { deliveryOrPickupTime: "NOW" })).status).toBe(200);
    expect((await myOrders()).map((o) => o.scheduledFor ?? "NOW").sort()).toEqual([
      slot,
      slot,
      slot,
      "NOW",
    ]);
  });

  it("20 orders at once for the last place in a slot: exactly one is taken", async () => {
    const slot = at10(4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        place("open", BUN, { deliveryOrPickupTime: "LATER", scheduledFor: slot }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json()).toMatchObject({ error: { reasonCode: "SLOT_FULL" } });
    expect((await myOrders()).filter((o) => o.scheduledFor === slot)).toHaveLength(1);
  });
});
