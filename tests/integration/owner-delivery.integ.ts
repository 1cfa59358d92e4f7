import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { geocoded } from "../support/places";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 19 item 3 over HTTP: the owner console's Delivery & payment page saves the brand's
// delivery methods and payment methods as a revision (POST /api/owner/brand). A segment whose from
// is past its to, two methods of one name and an active transfer without an account are refused
// on their paths and nothing is saved; a new delivery tier is what the storefront's configs, the
// price endpoint and an order's fee use next; a payment method turned off refuses an order.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const CUSTOMER = "+6281100000195";
const APP = "$.storeConfigs.salesChannels.customerApp";
const SLICE = "black-forest-slice"; // Kemang's menu, no notice needed, 38.000

let loc: TestLocation;
let server: RunningServer;
type Session = TestSession;
let owner: Session;
let customer: Session;
beforeAll(async () => {
  loc = await freshLocation("owner-delivery");
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: [OWNER, CUSTOMER].map((n) => `${n}:12345`).join(","),
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
  });
  owner = await signIn(server.baseUrl, OWNER);
  customer = await signIn(server.baseUrl, CUSTOMER);
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
type Doc = Record<string, any>;
const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const asOwner = () => ({ ...owner.headers, origin: `http://${HOST}` });
async function current() {
  const res = await get(server.baseUrl, "/api/owner/brand", HOST, asOwner());
  expect(res.status, res.body).toBe(200);
  return data<{ revision: number; document: Doc }>(res);
}
const save = (base: number, document: unknown) =>
  post(server.baseUrl, "/api/owner/brand", HOST, { base, document }, asOwner());
const app = (doc: Doc) => doc.storeConfigs.salesChannels.customerApp;
/** What the storefront reads: the brand's storeConfigs (spec §3). */
async function storeConfigs(): Promise<Doc> {
  const res = await get(server.baseUrl, "/api/store-configs", HOST);
  expect(res.status, res.body).toBe(200);
  return { storeConfigs: data<Doc>(res) };
}
const problemsOf = (res: HttpAnswer) =>
  res.json<{ error: { reasonCode: string; problems: { path: string; message: string }[] } }>()
    .error;
const place = (body: unknown) =>
  post(server.baseUrl, "/api/orders/demo/customer", HOST, body, {
    ...customer.headers,
    "x-idempotency-key": randomUUID(),
  });

describe("Delivery & payment from the owner console", () => {
  it("refuses a segment whose from is past its to, on its path, and saves nothing", async () => {
    const { revision, document } = await current();
    const before = await storeConfigs();
    const blocks = app(document).shippingBlocks;
    blocks[0].merchantLevelConfigs.segments[1] = { from: 9000, to: 2000, price: 18_000 };
    blocks[0].merchantLevelConfigs.segments[2].price = -1;
    blocks.push({ ...structuredClone(blocks[0]), id: "twin" }); // the same name again
    document.branches[0].pickupMinimumOrder = 12.5; // its column keeps whole amounts
    const res = await save(revision, document);
    expect(res.status, res.body).toBe(400);
    const error = problemsOf(res);
    expect(error.reasonCode).toBe("BRAND_INVALID");
    expect(error.problems).toEqual(
      expect.arrayContaining([
        {
          path: `${APP}.shippingBlocks[0].merchantLevelConfigs.segments[1]`,
          message: "from must not be greater than to",
        },
        expect.objectContaining({
          path: `${APP}.shippingBlocks[0].merchantLevelConfigs.segments[2].price`,
        }),
        { path: "$.branches[0].pickupMinimumOrder", message: "must be a whole amount" },
        expect.objectContaining({
          path: `${APP}.shippingBlocks[1].humanReadableName`,
          message: expect.stringContaining("duplicate delivery method name"),
        }),
      ]),
    );
    expect((await current()).revision).toBe(revision);
    expect(await storeConfigs()).toEqual(before);
  });

  it("saves a new delivery tier that the store configs, the price endpoint and an order use", async () => {
    const { revision, document } = await current();
    const express = {
      id: "express",
      type: "SEGMENTED_DELIVERY",
      humanReadableName: "Kurir Kilat",
      isActive: true,
      minimumOrder: 50_000,
      merchantLevelConfigs: { segments: [{ from: 0, to: 20_000, price: 35_000 }] },
    };
    app(document).shippingBlocks.push(express);
    const res = await save(revision, document);
    expect(res.status, res.body).toBe(200);
    expect(data<{ revision: number }>(res).revision).toBe(revision + 1);

    const served = app(await storeConfigs()).shippingBlocks as Doc[];
    expect(served.find((b) => b.id === "express")).toEqual(express);
    const price = (distanceInMeters: number) =>
      post(server.baseUrl, "/api/delivery/price", HOST, {
        data: { distanceInMeters, merchantLevelConfigs: express.merchantLevelConfigs },
      });
    const priced = await price(12_000);
    expect(priced.status, priced.body).toBe(200);
    expect(data<{ price: number }>(priced).price).toBe(35_000);
    const tooFar = await price(25_000);
    expect(tooFar.status).toBe(400);
    expect(tooFar.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "NO_MATCHING_SEGMENT",
    );

    // An order by the new tier: its fee from its segment, its minimum order checked.
    const delivery = (qty: number) =>
      pickupOrder("kemang", [{ itemId: SLICE, qty }], {
        orderMode: "DELIVERY",
        deliveryAddress: address,
        deliveryMethod: { humanReadableName: "Kurir Kilat" },
        payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
      });
    const address = await geocoded(server.baseUrl, HOST);
    const below = await place(delivery(1)); // 38.000 < 50.000
    expect(below.json<{ error: Doc }>().error).toMatchObject({
      reasonCode: "BELOW_MINIMUM_ORDER",
      minimum: 50_000,
    });
    const placed = await place(delivery(2));
    expect(placed.status, placed.body).toBe(200);
    const { uid } = data<{ uid: string }>(placed);
    const order = data<{ deliveryMethod: Doc; total: number }>(
      await get(server.baseUrl, `/api/orders/demo/${uid}`, HOST, customer.headers),
    );
    expect(order.deliveryMethod).toMatchObject({ humanReadableName: "Kurir Kilat", price: 35_000 });
    expect(order.total).toBe(2 * 38_000 + 35_000);
  });

  it("turns a payment method off: an order paid with it is refused", async () => {
    const pickup = pickupOrder("kemang", [{ itemId: SLICE, qty: 1 }]); // pays at the outlet
    expect((await place(pickup)).status).toBe(200);
    const { revision, document } = await current();
    app(document).paymentsMethods.payAtOutlet.merchantLevelConfigs.isActive = false;
    document.branches[0].pickupMinimumOrder = 20_000;
    expect((await save(revision, document)).status).toBe(200);
    expect(app(await storeConfigs()).paymentsMethods.payAtOutlet).toEqual({
      merchantLevelConfigs: { isActive: false, configType: "PAY_AT_OUTLET" },
    });
    const refused = await place(pickup);
    expect(refused.status).toBe(400);
    expect(refused.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(
      "PAYMENT_METHOD_NOT_ALLOWED",
    );
  });

  it("refuses an active transfer without an account, and takes it turned off", async () => {
    const { revision, document } = await current();
    const transfer = app(document).paymentsMethods.transfer.merchantLevelConfigs;
    transfer.transferOptions = {};
    const res = await save(revision, document);
    expect(res.status).toBe(400);
    expect(problemsOf(res).problems).toEqual([
      {
        path: `${APP}.paymentsMethods.transfer.merchantLevelConfigs.transferOptions`,
        message: "an active transfer method needs at least one transfer option",
      },
    ]);
    expect((await current()).revision).toBe(revision);
    expect(
      Object.keys(
        app(await storeConfigs()).paymentsMethods.transfer.merchantLevelConfigs.transferOptions,
      ),
    ).toEqual(["bca", "mandiri"]);

    transfer.isActive = false;
    expect((await save(revision, document)).status).toBe(200);
    expect(app(await storeConfigs()).paymentsMethods.transfer.merchantLevelConfigs).toMatchObject({
      isActive: false,
      transferOptions: {},
    });
  });
});
