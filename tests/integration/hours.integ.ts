import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandImport, readBrand } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { CLOSURE_REASON, dateIn, hoursBrand } from "../support/hours-brand";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 18 items 1-2 over HTTP: GET /api/branches says whether each branch is open now and its
// next opening; an order for NOW at a closed branch is refused with 409 STORE_IS_CLOSED and
// nothing is written; LATER is still taken. The hours are made around the test's own clock, in
// the brand's time zone (Asia/Jakarta), so the test holds at any hour.

const HOST = "mini.localhost";
const PHONE = "+6281100000181";
const mini = readBrand("tests/fixtures/mini/brand.json");
const item = mini.menus[0].sections[0].items[0] as { uid: string };

let server: RunningServer;
let loc: TestLocation;
let customer: TestSession;
beforeAll(async () => {
  loc = await freshLocation("hours");
  expect(brandImport(loc, hoursBrand("mini")).status).toBe(0);
  server = await startServer(loc, { AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345` });
  customer = await signIn(server.baseUrl, PHONE, HOST, "mini");
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

interface OpenStateView {
  open: boolean;
  closesAt: string | null;
  opensAt: string | null;
  closure: { reason: string } | null;
}

const place = (branchId: string, time: "NOW" | "LATER") =>
  post(
    server.baseUrl,
    "/api/orders/mini/customer",
    HOST,
    pickupOrder(branchId, [{ itemId: item.uid, qty: 1 }], {
      deliveryOrPickupTime: time,
      deliveryNotes: time === "LATER" ? "Saturday morning please" : "",
      // The first slot after the closure: 08:00 the day after tomorrow.
      scheduledFor: time === "LATER" ? `${dateIn(2)}T08:00:00+07:00` : null,
    }),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );

describe("opening hours", () => {
  it("GET /api/branches tells each branch's state now, its hours and its next opening", async () => {
    const answer = await get(server.baseUrl, "/api/branches", HOST);
    expect(answer.status).toBe(200);
    const branches = answer.json<{
      data: { id: string; openState: OpenStateView; openingHours: unknown }[];
    }>().data;
    const byId = Object.fromEntries(branches.map((b) => [b.id, b]));
    expect(byId.always!.openState).toEqual({
      open: true,
      closesAt: null,
      opensAt: null,
      closure: null,
      pausedUntil: null,
    });
    expect(byId.always!.openingHours).toBeNull();

    const now = byId.now!.openState;
    expect(now.open).toBe(true);
    const closesIn = (Date.parse(now.closesAt!) - Date.now()) / 60_000;
    expect(closesIn).toBeGreaterThan(150);
    expect(closesIn).toBeLessThanOrEqual(180);

    const shut = byId.shut!.openState;
    expect(shut).toMatchObject({ open: false, closure: { reason: CLOSURE_REASON } });
    // The first 08:00 after the closure, in Jakarta (UTC+7): 01:00Z.
    expect(shut.opensAt).toBe(`${dateIn(2)}T01:00:00.000Z`);
  });

  it("an order for NOW at a closed branch is refused with 409 STORE_IS_CLOSED, and nothing is written", async () => {
    const refused = await place("shut", "NOW");
    expect(refused.status).toBe(409);
    const body = refused.json<{ error: { code: string; reasonCode: string; opensAt: string } }>();
    expect(body.error.reasonCode).toBe("STORE_IS_CLOSED");
    expect(body.error.opensAt).toBe(`${dateIn(2)}T01:00:00.000Z`);
    const mine = await get(
      server.baseUrl,
      `/api/me/${customer.uid}/orders`,
      HOST,
      customer.headers,
    );
    expect(mine.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("LATER at a closed branch, and NOW at an open one, are taken", async () => {
    const later = await place("shut", "LATER");
    expect(later.status, later.body).toBe(200);
    expect((await place("now", "NOW")).status).toBe(200);
    expect((await place("always", "NOW")).status).toBe(200);
  });
});
