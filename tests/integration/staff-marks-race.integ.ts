import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { startFakeMaps } from "../support/fake-maps";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { IssuedAddress } from "../support/places";
import { geocoded } from "../support/places";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 31 item 13 over HTTP: a sold-out mark or a pause that has answered stops every order
// written after it. Checkouts race staff's change; each delivery order waits on a slow route
// (300 ms) between its first look at the branch and its write, the window in which a mark used
// to slip past it. No order created after the change answered may be against it.

const HOST = "demo.localhost";
const CUSTOMER = "+6281100000311";
const KEMANG_STAFF = "+6281100000091";
const ITEM = "black-forest-slice";
const CHECKOUTS = 30;

let server: RunningServer;
let loc: TestLocation;
let maps: Awaited<ReturnType<typeof startFakeMaps>>;
let customer: TestSession;
let staff: TestSession;
let address: IssuedAddress;
beforeAll(async () => {
  maps = await startFakeMaps();
  loc = await freshLocation("marks-race");
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: [CUSTOMER, KEMANG_STAFF].map((n) => `${n}:12345`).join(","),
    ROUTING_PROVIDER: "osrm",
    OSRM_URL: maps.url,
  });
  customer = await signIn(server.baseUrl, CUSTOMER);
  staff = await signIn(server.baseUrl, KEMANG_STAFF);
  address = await geocoded(server.baseUrl, HOST);
  maps.setDelay(300);
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
  await maps?.close();
});

type Mine = { uid: string; createdAt: { seconds: number; nanoseconds: number } };
const myOrders = async () =>
  (await get(server.baseUrl, `/api/me/${customer.uid}/orders`, HOST, customer.headers)).json<{
    data: Mine[];
  }>().data;
const staffCall = (path: string, body: unknown) =>
  post(server.baseUrl, path, HOST, body, { ...staff.headers, origin: `http://${HOST}` });
const deliveryOrder = () =>
  post(
    server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId: ITEM, qty: 2 }], {
      orderMode: "DELIVERY",
      deliveryAddress: address,
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    }),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );

/**
 * CHECKOUTS orders sent 10 ms apart, and `change` sent among them: the orders placed, the refused
 * ones' codes, and when the change answered.
 */
async function race(change: () => Promise<HttpAnswer>) {
  const before = new Set((await myOrders()).map((o) => o.uid));
  let answeredAt = Infinity;
  const sent = Array.from({ length: CHECKOUTS }, (_, i) =>
    new Promise((r) => setTimeout(r, i * 10)).then(deliveryOrder),
  );
  const changed = new Promise((r) => setTimeout(r, 100)).then(change).then((res) => {
    answeredAt = Date.now();
    expect(res.status, res.body).toBe(200);
  });
  const answers = await Promise.all(sent);
  await changed;
  const placed = (await myOrders()).filter((o) => !before.has(o.uid));
  const createdAt = (o: Mine) => o.createdAt.seconds * 1000 + o.createdAt.nanoseconds / 1e6;
  return {
    placed,
    late: placed.filter((o) => createdAt(o) > answeredAt),
    refused: answers
      .filter((r) => r.status !== 200)
      .map((r) => r.json<{ error: { reasonCode: string } }>().error.reasonCode),
  };
}

describe("staff's change against checkouts racing it (issue 31 item 13)", () => {
  it(`a sold-out mark: of ${CHECKOUTS} checkouts, none written after it answered has the item`, async () => {
    const { placed, late, refused } = await race(() =>
      staffCall("/api/staff/branches/kemang/sold-out", { itemId: ITEM, for: "today" }),
    );
    expect(late).toEqual([]);
    expect(new Set(refused)).toEqual(new Set(["ITEM_SOLD_OUT"]));
    expect(placed.length + refused.length).toBe(CHECKOUTS);
    await staffCall("/api/staff/branches/kemang/sold-out", { itemId: ITEM, for: null });
  });

  it(`a pause: of ${CHECKOUTS} checkouts for now, none written after it answered`, async () => {
    const { placed, late, refused } = await race(() =>
      staffCall("/api/staff/branches/kemang/pause", { for: "30m" }),
    );
    expect(late).toEqual([]);
    expect(new Set(refused)).toEqual(new Set(["STORE_IS_PAUSED"]));
    expect(placed.length + refused.length).toBe(CHECKOUTS);
    await staffCall("/api/staff/branches/kemang/pause", { for: null });
  });
});
