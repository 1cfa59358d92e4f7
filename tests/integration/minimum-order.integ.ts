import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandImport, fixtureCopy } from "../support/brand-files";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 18 item 8 over HTTP: an order whose items come to less than the minimum of its delivery
// method, or of its branch for pickup, is refused with 400 BELOW_MINIMUM_ORDER naming the
// minimum and what is missing, and nothing is written. The delivery fee does not count.

const HOST = "mini.localhost";
const PHONE = "+6281100000182";
const BUN = { uid: "bun", price: 12_000 }; // tests/fixtures/mini

let server: RunningServer;
let loc: TestLocation;
let customer: TestSession;
beforeAll(async () => {
  loc = await freshLocation("minimum-order");
  const file = fixtureCopy((brand) => {
    const app = brand.storeConfigs.salesChannels.customerApp;
    app.paymentsMethods.payAtOutlet = {
      merchantLevelConfigs: { isActive: true, configType: "PAY_AT_OUTLET" },
    };
    app.shippingBlocks[0].minimumOrder = 50_000;
    const first = brand.branches[0];
    brand.branches = [
      { ...first, pickupMinimumOrder: 30_000 },
      { ...first, id: "free", name: "Mini Free" },
    ];
  });
  expect(brandImport(loc, file).status).toBe(0);
  server = await startServer(loc, { AUTH_TEST_PHONE_NUMBERS: `${PHONE}:12345` });
  customer = await signIn(server.baseUrl, PHONE, HOST, "mini");
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

const place = (body: unknown) =>
  post(server.baseUrl, "/api/orders/mini/customer", HOST, body, {
    ...customer.headers,
    "x-idempotency-key": randomUUID(),
  });
const buns = (qty: number) => [{ itemId: BUN.uid, qty }];
const delivery = (qty: number) =>
  pickupOrder("one", buns(qty), {
    orderMode: "DELIVERY",
    payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    deliveryMethod: { humanReadableName: "Courier" },
  });

describe("the minimum order", () => {
  it("pickup below the branch's minimum: 400 with the minimum and what is missing, nothing written", async () => {
    const refused = await place(pickupOrder("one", buns(2))); // 24.000 < 30.000
    expect(refused.status).toBe(400);
    expect(refused.json<{ error: Record<string, unknown> }>().error).toMatchObject({
      reasonCode: "BELOW_MINIMUM_ORDER",
      minimum: 30_000,
      missing: 6_000,
    });
    const mine = await get(
      server.baseUrl,
      `/api/me/${customer.uid}/orders`,
      HOST,
      customer.headers,
    );
    expect(mine.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("pickup at the minimum, or at a branch without one, is taken", async () => {
    expect((await place(pickupOrder("one", buns(3)))).status).toBe(200); // 36.000
    expect((await place(pickupOrder("free", buns(1)))).status).toBe(200);
  });

  it("delivery below its method's minimum is refused before anything else is asked", async () => {
    const refused = await place(delivery(4)); // 48.000 < 50.000, the fee not counted
    expect(refused.status).toBe(400);
    expect(refused.json<{ error: Record<string, unknown> }>().error).toMatchObject({
      reasonCode: "BELOW_MINIMUM_ORDER",
      minimum: 50_000,
      missing: 2_000,
    });
    // At the minimum, the order goes on to its next check: this one has no address.
    const next = await place(delivery(5));
    expect(next.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "DELIVERY_ADDRESS_REQUIRED",
    );
  });
});
