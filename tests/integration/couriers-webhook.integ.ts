import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { shortOrderNumber } from "@/domain/order";
import type { OrderDetail } from "@/domain/order";
import { standinDemoWebhookSecret } from "@/server/couriers/standin-demo";
import { openDatabase } from "@/server/db/client";
import {
  courierBookings,
  courierStandinOrders,
  courierUpdates,
  orderEvents,
} from "@/server/db/schema";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { geocoded } from "../support/places";
import { startServer } from "../support/server";
import { DEMO, KOPI, PEOPLE, serverForFile } from "../support/test-server";

// The couriers' webhook over HTTP (issue 38, docs/couriers.md) with the courier stand-in on, as
// `npm start`'s demo runs it: the demo brands get stand-in couriers on their first start. Each
// press on the stand-in's page calls the brand's webhook as Biteship would; kedai checks the
// secret, asks the stand-in for the booking and applies it to the order. Bookings are made here
// in the database (the board's booking is another part of the issue), the server stopped.

const APP_SECRET = "couriers-webhook-test-secret-0123456789";
const SETTINGS = {
  APP_SECRET,
  COURIER_PROVIDER: "standin",
  // Only the booking left two hours untouched is stale: the others move by webhook alone.
  COURIER_RECHECK_SECONDS: "3600",
  JOBS_RETRY_BASE_SECONDS: "0.3",
  ORDERS_PER_HOUR: "100",
};
const t = serverForFile("couriers-webhook", {
  sms: true,
  signIn: ["customer", "kemang"],
  settings: SETTINGS,
});
const SECRET = standinDemoWebhookSecret(APP_SECRET, "demo");
const WEBHOOK = "/api/couriers/demo/webhook";

/** The orders of each case, by name; each has a stand-in booking `sb_<name>` (kedai's `cb_<name>`). */
const CASES = [
  "forged",
  "driver",
  "picked",
  "delivered",
  "noDriver",
  "driverCancelled",
  "returned",
  "cancelled",
  "lost",
] as const;
type Case = (typeof CASES)[number];
const uids = {} as Record<Case, string>;

async function placeDelivery(): Promise<string> {
  const address = await geocoded(t.baseUrl(), DEMO);
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }], {
      orderMode: "DELIVERY",
      deliveryAddress: { ...address, addressDetails: "Rumah, pagar hijau" },
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    }),
    as: t.as.customer,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.data().uid;
}

const move = async (orderId: string, status: string, reason?: string) => {
  const res = await t.api.staff.changeStatus({
    params: { orderId },
    rawBody: { status, ...(reason && { reason }) },
    as: t.as.kemang,
  });
  expect(res.status, res.body).toBe(200);
};

const detail = async (c: Case): Promise<OrderDetail> =>
  (
    await t.api.orders.order({ params: { brandId: "demo", orderId: uids[c] }, as: t.as.customer })
  ).data();

const press = (c: Case, event: string) =>
  post(t.baseUrl(), `/api/courier-standin/bookings/sb_${c}`, DEMO, { event });

/** POSTs `body` to demo's courier webhook with `secret` (none: no header). */
const deliver = (body: unknown, secret?: string, host = DEMO, path = WEBHOOK) =>
  post(
    t.baseUrl(),
    path,
    host,
    typeof body === "string" ? body : JSON.stringify(body),
    secret === undefined ? {} : { "x-kedai-courier-secret": secret },
  );

/** What the customer's phone got about `c`'s order by SMS, once `count` came. */
async function smsAbout(c: Case, count: number): Promise<string[]> {
  const number = shortOrderNumber(uids[c]);
  const read = () =>
    t.gateway.received
      .filter((m) => m.to === PEOPLE.customer.phone && m.message.includes(`#${number}`))
      .map((m) => m.message);
  await expect.poll(() => read().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return read();
}

const settled = () => new Promise((r) => setTimeout(r, 500));

beforeAll(async () => {
  for (const c of CASES) {
    uids[c] = await placeDelivery();
    await move(uids[c], "ACCEPTED");
  }
  await move(uids.cancelled, "CANCELLED", "Out of cake");
  // The bookings, as the board's booking makes them; the lost one's webhook never came.
  await t.server.stop();
  const handle = await openDatabase(t.location);
  try {
    for (const c of CASES) {
      await handle.db.insert(courierStandinOrders).values({
        id: `sb_${c}`,
        reference: `cb_${c}`,
        service: "gojek/instant",
        cost: 18000,
        ...(c === "lost" && { status: "picked", driverName: "Agus Pratama" }),
      });
      await handle.db.insert(courierBookings).values({
        id: `cb_${c}`,
        brandId: "demo",
        orderId: uids[c],
        aggregator: "biteship",
        service: "gojek/instant",
        providerOrderId: `sb_${c}`,
        cost: 18000,
        bookedBy: "system",
        ...(c === "lost" && { updatedAt: new Date(Date.now() - 2 * 3600_000) }),
      });
    }
  } finally {
    await handle.close();
  }
  t.server = await startServer(t.location, {
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    SMS_PROVIDER: "webhook",
    SMS_WEBHOOK_URL: t.gateway.url,
    SMS_WEBHOOK_SECRET: "webhook-secret-for-tests-0123456789",
    ...SETTINGS,
    AUTH_TEST_PHONE_NUMBERS: [PEOPLE.customer.phone, PEOPLE.kemang.phone]
      .map((n) => `${n}:12345`)
      .join(","),
  });
}, 120_000);

describe("the webhook's secret", () => {
  const hint = { event: "order.status", order_id: "sb_forged", status: "delivered" };

  it("is 401 without it, with a wrong one or another brand's, and nothing changes", async () => {
    for (const secret of [
      undefined,
      "",
      "wrong",
      `${SECRET}x`,
      standinDemoWebhookSecret(APP_SECRET, "kopi"),
    ]) {
      const refused = await deliver(hint, secret);
      expect(refused.status).toBe(401);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe("NOTIFICATION_FORGED");
    }
    // The stand-in says delivered; a forged call would have completed the order.
    expect((await press("forged", "delivered")).status).toBe(200);
    const order = await detail("forged");
    expect(order.status).toBe("COMPLETED");
  });

  it("is the brand's own: kopi's host or path with demo's secret is refused", async () => {
    expect((await deliver(hint, SECRET, KOPI, "/api/couriers/kopi/webhook")).status).toBe(401);
    expect((await deliver(hint, SECRET, DEMO, "/api/couriers/kopi/webhook")).status).toBe(404);
  });

  it("answers Biteship's installation call, and a booking kedai does not know, with 200 only", async () => {
    for (const body of ["", "{}", "not json", { event: "order.status" }]) {
      const ping = await deliver(body, SECRET);
      expect(ping.status, ping.body).toBe(200);
      expect(ping.json()).toEqual({ isErr: false, data: { applied: false } });
    }
    const unknown = await deliver({ order_id: "sb_nobody", status: "delivered" }, SECRET);
    expect(unknown.json()).toEqual({ isErr: false, data: { applied: false } });
  });
});

describe("a courier's statuses", () => {
  it("driver found: the driver shows on the order and the customer is told who comes, once", async () => {
    const pressed = await press("driver", "driverFound");
    expect(pressed.status, pressed.body).toBe(200);
    expect(pressed.json<{ data: { webhookStatus: number } }>().data.webhookStatus).toBe(200);
    const order = await detail("driver");
    expect(order.status).toBe("ACCEPTED");
    expect(order.courier).toMatchObject({
      id: "cb_driver",
      status: "allocated",
      stage: "allocated",
      driverName: expect.any(String),
      driverPlate: expect.stringMatching(/^B \d{4} KDI$/),
      driverPhone: expect.stringMatching(/^\+62/),
      trackingLink: "/couriers-standin?booking=sb_driver",
      cost: null,
    });
    const texts = await smsAbout("driver", 2); // accepted, then the driver
    expect(texts.at(-1)).toContain(order.courier!.driverName!);
    expect(texts.at(-1)).toContain(order.courier!.driverPlate!);
    expect(texts.at(-1)).toMatch(/\/couriers-standin\?booking=sb_driver/);
    // Replayed: the same status again changes nothing and tells nobody again.
    const again = await deliver({ order_id: "sb_driver", status: "allocated" }, SECRET);
    expect(again.json()).toEqual({ isErr: false, data: { applied: false } });
    await settled();
    expect(await smsAbout("driver", 2)).toHaveLength(2);
    expect((await detail("driver")).events.filter((e) => e.type === "COURIER")).toHaveLength(1);
  });

  it("picked up: the order is on the way, its customer told so", async () => {
    await press("picked", "driverFound");
    await press("picked", "pickedUp");
    const order = await detail("picked");
    expect(order.status).toBe("READY");
    expect(order.courier).toMatchObject({ status: "picked", stage: "picked" });
    const texts = await smsAbout("picked", 3);
    expect(texts.at(-1)).toMatch(/on the way/);
  });

  it("delivered: the order is completed (through READY) and its cash paid; no going back", async () => {
    await press("delivered", "driverFound");
    await press("delivered", "delivered");
    const order = await detail("delivered");
    expect(order.status).toBe("COMPLETED");
    expect(order.paidAt).not.toBeNull();
    const statuses = order.events.filter((e) => e.type === "STATUS").map((e) => e.status);
    expect(statuses.slice(-2)).toEqual(["READY", "COMPLETED"]);
    // A late "driver found" (out of order) changes nothing: the booking stays delivered.
    await press("delivered", "driverFound");
    await settled();
    const after = await detail("delivered");
    expect(after.courier).toMatchObject({ status: "delivered", stage: "delivered" });
    expect(after.events.filter((e) => e.type === "COURIER").map((e) => e.reason)).toEqual([
      "allocated",
      "delivered",
    ]);
  });

  it.each([
    ["noDriver", "courier_not_found"],
    ["driverCancelled", "cancelled"],
    ["returned", "returned"],
  ] as const)(
    "%s: the booking fails, the customer is told another courier is found, the order stays open",
    async (c, status) => {
      await press(c, c === "noDriver" ? "noDriver" : "driverFound");
      if (c !== "noDriver") await press(c, c);
      const order = await detail(c);
      expect(order.status).toBe("ACCEPTED");
      expect(order.courier).toMatchObject({ status, stage: "failed" });
      const texts = await smsAbout(c, c === "noDriver" ? 2 : 3);
      expect(texts.at(-1)).toMatch(/finding another courier/);
    },
  );

  it("changes nothing of a cancelled order", async () => {
    await press("cancelled", "driverFound");
    await press("cancelled", "delivered");
    await settled();
    const order = await detail("cancelled");
    expect(order.status).toBe("CANCELLED");
    expect(order.paidAt).toBeNull();
    // Accepted, then cancelled: no word of a driver nor of a delivery.
    expect(await smsAbout("cancelled", 2)).toHaveLength(2);
  });

  it("a lost webhook: the recovery job read the booking again and the order is on the way", async () => {
    await expect.poll(async () => (await detail("lost")).status, { timeout: 15_000 }).toBe("READY");
    expect((await detail("lost")).courier).toMatchObject({ status: "picked" });
  });
});

describe("the stand-in's page", () => {
  it("lists the brand's bookings newest first, one by its id, none of another brand's", async () => {
    const all = await get(t.baseUrl(), "/api/courier-standin/bookings", DEMO);
    expect(all.status).toBe(200);
    const ids = all.json<{ data: { bookings: { id: string }[] } }>().data.bookings.map((b) => b.id);
    expect(ids.sort()).toEqual(CASES.map((c) => `sb_${c}`).sort());
    const one = await get(t.baseUrl(), "/api/courier-standin/bookings?booking=sb_driver", DEMO);
    expect(
      one.json<{ data: { bookings: { id: string; driverName: string }[] } }>().data.bookings,
    ).toMatchObject([{ id: "sb_driver", driverName: expect.any(String) }]);
    const kopi = await get(t.baseUrl(), "/api/courier-standin/bookings", KOPI);
    expect(kopi.json<{ data: { bookings: unknown[] } }>().data.bookings).toEqual([]);
    expect((await press("driver", "nonsense")).status).toBe(400);
    expect(
      (
        await post(t.baseUrl(), "/api/courier-standin/bookings/sb_driver", KOPI, {
          event: "delivered",
        })
      ).status,
    ).toBe(404);
  });

  it("is a page on the shop's host, and the booking's tracking page", async () => {
    expect((await get(t.baseUrl(), "/couriers-standin", DEMO)).status).toBe(200);
    expect((await get(t.baseUrl(), "/couriers-standin?booking=sb_driver", DEMO)).status).toBe(200);
  });
});

describe("what the database kept", () => {
  it("each status once per booking, the failures and what the shop pays", async () => {
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      const { db } = handle;
      const updates = await db
        .select({ bookingId: courierUpdates.bookingId, status: courierUpdates.status })
        .from(courierUpdates)
        .where(eq(courierUpdates.bookingId, "cb_driver"));
      expect(updates).toEqual([{ bookingId: "cb_driver", status: "allocated" }]);
      const failed = await db
        .select({
          id: courierBookings.id,
          failure: courierBookings.failure,
          cost: courierBookings.cost,
        })
        .from(courierBookings)
        .where(inArray(courierBookings.id, ["cb_noDriver", "cb_driverCancelled", "cb_returned"]))
        .orderBy(courierBookings.id);
      expect(failed).toEqual([
        { id: "cb_driverCancelled", failure: "cancelled", cost: 0 },
        { id: "cb_noDriver", failure: "courier_not_found", cost: 0 },
        // Returned: the driver had the parcel, the shop pays the courier.
        { id: "cb_returned", failure: "returned", cost: 18000 },
      ]);
      const forged = await db
        .select({ reason: orderEvents.reason })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, uids.forged), eq(orderEvents.type, "COURIER")));
      expect(forged).toEqual([{ reason: "delivered" }]);
    } finally {
      await handle.close();
    }
  });
});
