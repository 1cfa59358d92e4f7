import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingRule, ServiceCode } from "@/domain/couriers";
import { DEFAULT_FEE_RULE } from "@/domain/couriers";
import type { StaffOrder } from "@/domain/order";
import { saveCouriers } from "@/server/couriers/settings";
import type { Db } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import { jobs, orders } from "@/server/db/schema";
import { dateIn } from "../support/hours-brand";
import { pickupOrder } from "../support/order-bodies";
import { geocoded } from "../support/places";
import { startServer } from "../support/server";
import { DEMO, serverForFile } from "../support/test-server";

// Issue 38 items 3 and 4 over HTTP, against the courier stand-in (COURIER_PROVIDER=standin): staff
// book an order's courier from the board (the booking's row, its COURIER event, the courier on the
// board's order and on the customer's), once however many tablets tap; only an accepted or ready
// delivery order of their own branch; the courier service's refusals (the brand's key chooses
// them) answered plainly and kept as a failed booking, nothing else changed; cancel and book
// another service; the branch's automatic booking (on ready, before the slot); a cancelled order's
// courier cancelled with it.
//
// Orders placed with a courier: placed with the shop's segments through the API, then given their
// courier in the database, as the checkout would have kept it (the checkout's quotes are another
// branch of issue 38).

/** The server's, and this process's: the brand's courier key is sealed here as the server seals. */
const APP_SECRET = `couriers-booking-${randomBytes(16).toString("hex")}`;
process.env.APP_SECRET = APP_SECRET;
const SETTINGS = { APP_SECRET, COURIER_PROVIDER: "standin", JOBS_RETRY_BASE_SECONDS: "0.1" };
const t = serverForFile("couriers-booking", {
  signIn: ["kemang", "menteng", "customer"],
  settings: SETTINGS,
});

/** Written through the database with the server stopped (PGlite is one process's), then started. */
async function writeDb(write: (db: Db) => Promise<void>) {
  await t.server.stop();
  const handle = await openDatabase(t.location);
  try {
    await write(handle.db);
  } finally {
    await handle.close();
  }
  t.server = await startServer(t.location, SETTINGS);
}

/** Kemang offers GoSend and GrabExpress Instant, booked as `booking` says, with the key `apiKey`. */
const setCouriers = (db: Db, apiKey = "standin-key", booking: BookingRule = { kind: "manual" }) =>
  saveCouriers(
    db,
    "demo",
    {
      apiKey,
      settings: {
        aggregator: "biteship",
        fee: DEFAULT_FEE_RULE,
        keepSegments: true,
        branches: { kemang: { services: ["gojek/instant", "grab/instant"], booking } },
      },
    },
    "test",
  );

/** Gives the order the courier its customer chose at checkout. */
async function chooseCourier(db: Db, orderId: string, service: ServiceCode) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, "demo"), eq(orders.id, orderId)));
  await db
    .update(orders)
    .set({
      deliveryMethod: {
        ...row!.deliveryMethod!,
        humanReadableName: "GoSend Instant",
        courier: { service, quote: 24_000, etaMinutes: { min: 40, max: 70 } },
      },
    })
    .where(and(eq(orders.brandId, "demo"), eq(orders.id, orderId)));
}

let later = 0;
/** A delivery from Kemang to Grand Indonesia (about 7 km: the segments' 28,000), now or later. */
async function deliveryOrder(when: "NOW" | "LATER" = "NOW") {
  const address = await geocoded(t.baseUrl(), DEMO);
  const slot = `${dateIn(2)}T${String(10 + later++).padStart(2, "0")}:00:00+07:00`;
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder("kemang", [{ itemId: "klepon", qty: 3 }], {
      orderMode: "DELIVERY",
      deliveryAddress: { ...address, addressDetails: "Lobby timur" },
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
      deliveryNotes: "Titip di satpam",
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
      ...(when === "LATER" && { deliveryOrPickupTime: "LATER", scheduledFor: slot }),
    }),
    as: t.as.customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return (res.data() as { uid: string }).uid;
}

const move = async (orderId: string, status: string, reason?: string) => {
  const res = await t.api.staff.changeStatus({
    params: { orderId },
    rawBody: { status, ...(reason && { reason }) },
    as: t.as.kemang,
  });
  expect(res.status, res.body).toBe(200);
  return res.data();
};
const book = (orderId: string, service?: ServiceCode, as = t.as.kemang) =>
  t.api.staffCouriers.book({ params: { orderId }, body: service ? { service } : {}, as });
const cancel = (orderId: string) =>
  t.api.staffCouriers.cancel({ params: { orderId }, as: t.as.kemang });
const onBoard = async (orderId: string): Promise<StaffOrder> =>
  (await t.api.staff.board({ as: t.as.kemang })).data().orders.find((o) => o.uid === orderId)!;
const customersOrder = async (orderId: string) =>
  (await t.api.orders.order({ params: { brandId: "demo", orderId }, as: t.as.customer })).data();
const courierEvents = (o: { events: { type: string; reason: string | null }[] }) =>
  o.events.filter((e) => e.type === "COURIER").map((e) => e.reason);

const ids = {} as Record<
  "chosen" | "race" | "switch" | "segments" | "cancelled" | "onReady" | "now" | "later" | "fails",
  string
>;
let pickup = "";

beforeAll(async () => {
  for (const name of Object.keys({
    chosen: 0,
    race: 0,
    switch: 0,
    segments: 0,
    cancelled: 0,
    onReady: 0,
    now: 0,
    fails: 0,
  }) as (keyof typeof ids)[])
    ids[name] = await deliveryOrder();
  ids.later = await deliveryOrder("LATER");
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder("kemang", [{ itemId: "klepon", qty: 1 }]),
    as: t.as.customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
  pickup = (res.data() as { uid: string }).uid;
  await writeDb(async (db) => {
    await setCouriers(db);
    for (const name of [
      "chosen",
      "race",
      "switch",
      "cancelled",
      "onReady",
      "now",
      "later",
    ] as const)
      await chooseCourier(db, ids[name], name === "switch" ? "grab/instant" : "gojek/instant");
  });
});

describe("booking from the board", () => {
  it("books the customer's courier: the booking, its event, the board's and the customer's order", async () => {
    const id = ids.chosen;
    // Not before the order is accepted.
    const early = await book(id);
    expect(early.status).toBe(409);
    expect(early.reasonCode()).toBe("COURIER_ORDER_NOT_OPEN");
    await move(id, "ACCEPTED");
    const res = await book(id);
    expect(res.status, res.body).toBe(200);
    const order = res.data();
    expect(order.status).toBe("ACCEPTED");
    expect(order.courier).toMatchObject({
      service: "gojek/instant",
      name: "GoSend Instant",
      status: "confirmed",
      stage: "booking",
      driverName: null,
      trackingLink: expect.stringMatching(/^\/couriers-standin\?booking=sb_/),
    });
    // What the stand-in charges for about 9 km of road: the shop's cost, beside the fee.
    expect(order.courier!.cost).toBeGreaterThan(20_000);
    expect(order.events.at(-1)).toMatchObject({ type: "COURIER", reason: "confirmed" });
    expect((await onBoard(id)).courier).toEqual(order.courier);
    const customers = await customersOrder(id);
    expect(customers.courier).toEqual({ ...order.courier, cost: null });
    expect(courierEvents(customers)).toEqual(["confirmed"]);
    // A second tap, once it is booked.
    const again = await book(id);
    expect(again.status).toBe(409);
    expect(again.reasonCode()).toBe("COURIER_ALREADY_BOOKED");
  });

  it("books once when two tablets tap at once", async () => {
    await move(ids.race, "ACCEPTED");
    const answers = await Promise.all([book(ids.race), book(ids.race)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.reasonCode()).toBe("COURIER_ALREADY_BOOKED");
    expect(courierEvents(await onBoard(ids.race))).toEqual(["confirmed"]);
  });

  it("refuses a pickup, an order of another branch's staff, a completed order", async () => {
    await move(pickup, "ACCEPTED");
    const forPickup = await book(pickup);
    expect(forPickup.status).toBe(409);
    expect(forPickup.reasonCode()).toBe("COURIER_NOT_FOR_PICKUP");
    const other = await book(ids.segments, undefined, t.as.menteng);
    expect(other.status).toBe(403);
    const customer = await book(ids.segments, undefined, t.as.customer);
    expect(customer.status).toBe(403);
    await move(pickup, "COMPLETED");
    expect((await book(pickup)).reasonCode()).toBe("COURIER_NOT_FOR_PICKUP");
    expect((await onBoard(ids.segments)).courier).toBeNull();
  });

  it("books an order priced by the shop's segments with any of the branch's couriers", async () => {
    await move(ids.segments, "ACCEPTED");
    const notOffered = await book(ids.segments, "lalamove/motorcycle");
    expect(notOffered.status).toBe(400);
    expect(notOffered.reasonCode()).toBe("COURIER_SERVICE_NOT_OFFERED");
    await move(ids.segments, "READY");
    const res = await book(ids.segments, "grab/instant");
    expect(res.status, res.body).toBe(200);
    expect(res.data().courier).toMatchObject({ service: "grab/instant", status: "confirmed" });
  });

  it("cancels the courier and books another service (switching courier)", async () => {
    const id = ids.switch;
    expect((await cancel(id)).reasonCode()).toBe("COURIER_NOT_BOOKED");
    await move(id, "ACCEPTED");
    expect((await book(id)).data().courier).toMatchObject({ service: "grab/instant" });
    const cancelled = await cancel(id);
    expect(cancelled.status, cancelled.body).toBe(200);
    expect(cancelled.data().courier).toMatchObject({
      service: "grab/instant",
      status: "cancelled",
    });
    const switched = await book(id, "gojek/instant");
    expect(switched.status, switched.body).toBe(200);
    expect(switched.data().courier).toMatchObject({
      service: "gojek/instant",
      status: "confirmed",
    });
    expect(courierEvents(switched.data())).toEqual(["confirmed", "cancelled", "confirmed"]);
    expect(switched.data().status).toBe("ACCEPTED");
  });

  it("cancels the courier of an order cancelled", async () => {
    const id = ids.cancelled;
    await move(id, "ACCEPTED");
    expect((await book(id)).status).toBe(200);
    const order = await move(id, "CANCELLED", "Customer called to cancel");
    expect(order.courier).toMatchObject({ status: "cancelled" });
    expect(courierEvents(order)).toEqual(["confirmed", "cancelled"]);
    expect((await customersOrder(id)).courier).toMatchObject({ stage: "failed" });
  });
});

describe("the courier service's refusals", () => {
  it("are answered plainly, kept as a failed booking, and change nothing else", async () => {
    const id = ids.fails;
    await move(id, "ACCEPTED");
    const before = await onBoard(id);
    const cases = [
      ["standin-down", 503, "COURIER_UNAVAILABLE"],
      ["standin-refuse-booking", 502, "COURIER_REFUSED"],
      ["standin-unauthorized", 502, "COURIER_KEY_REFUSED"],
    ] as const;
    for (const [key, status, code] of cases) {
      await writeDb((db) => setCouriers(db, key));
      const res = await book(id);
      expect(res.status, `${key}: ${res.body}`).toBe(status);
      expect(res.reasonCode()).toBe(code);
      const after = await onBoard(id);
      expect(after.courier).toMatchObject({ status: "rejected", stage: "failed", cost: null });
      expect(after).toMatchObject({ status: "ACCEPTED", total: before.total, paidAt: null });
    }
    expect(courierEvents(await onBoard(id))).toEqual(["rejected", "rejected", "rejected"]);
    // The key mended: booked again.
    await writeDb((db) => setCouriers(db));
    expect((await book(id)).data().courier).toMatchObject({ status: "confirmed" });
  });
});

describe("automatic booking", () => {
  it("books when the order is marked ready, where the branch says so", async () => {
    await writeDb((db) => setCouriers(db, "standin-key", { kind: "on_ready" }));
    const id = ids.onReady;
    await move(id, "ACCEPTED");
    expect((await onBoard(id)).courier).toBeNull();
    const ready = await move(id, "READY");
    expect(ready.status).toBe("READY"); // the change did not wait for the courier
    await expect
      .poll(async () => (await onBoard(id)).courier?.status, { timeout: 15_000 })
      .toBe("confirmed");
    expect((await onBoard(id)).events.at(-1)).toMatchObject({ type: "COURIER", by: "system" });
  });

  it("books before a later order's slot, and an order for now on accepting it", async () => {
    await writeDb((db) => setCouriers(db, "standin-key", { kind: "before_slot", minutes: 45 }));
    await move(ids.now, "ACCEPTED");
    await expect
      .poll(async () => (await onBoard(ids.now)).courier?.status, { timeout: 15_000 })
      .toBe("confirmed");
    const accepted = await move(ids.later, "ACCEPTED");
    const slot = Date.parse(accepted.scheduledFor!);
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      const queued = await handle.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.brandId, "demo"), eq(jobs.kind, "courier-booking")));
      const job = queued.find((j) => (j.payload as { orderId: string }).orderId === ids.later);
      expect(job?.doneAt ?? null).toBeNull();
      expect(job!.runAt.getTime()).toBe(slot - 45 * 60_000);
    } finally {
      await handle.close();
    }
    t.server = await startServer(t.location, SETTINGS);
    expect((await customersOrder(ids.later)).courier).toBeNull();
  });
});
