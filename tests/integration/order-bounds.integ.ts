import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "@/domain/order";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { dateIn } from "../support/hours-brand";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc } from "../support/owner-server";
import { ownerCalls } from "../support/owner-server";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 31 items 2 and 14 over HTTP, on a server with the DEFAULT bounds (every other test server
// raises them, tests/support/server.ts): one number places at most ORDERS_PER_HOUR orders in a
// sliding hour (429 TOO_MANY_ORDERS with Retry-After), however many it sends at once, and has at
// most UNPAID_ONLINE_ORDERS orders waiting for an online payment (409 UNPAID_ONLINE_ORDERS naming
// them); the texts a person types are counted in the characters they see.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const BUSY = "+6281100000301"; // places orders until the hour is full
const ONLINE = "+6281100000302"; // leaves online orders unpaid
const WRITER = "+6281100000303"; // writes notes
const OTHER = "+6281100000304";
const PHONES = [OWNER, BUSY, ONLINE, WRITER, OTHER];
const ITEM = "black-forest-slice";
/** The defaults of src/server/env.ts. */
const PER_HOUR = 20;
const UNPAID = 3;

let server: RunningServer;
let loc: TestLocation;
const sessions = new Map<string, TestSession>();
beforeAll(async () => {
  loc = await freshLocation("bounds");
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: PHONES.map((n) => `${n}:12345`).join(","),
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    // Blank is unset: the defaults, as a shop runs with them.
    ORDERS_PER_HOUR: "",
    UNPAID_ONLINE_ORDERS: "",
  });
  for (const phone of PHONES) sessions.set(phone, await signIn(server.baseUrl, phone));
  const saved = await ownerCalls(
    () => server.baseUrl,
    () => sessions.get(OWNER)!,
  ).change((d: Doc) => {
    d.storeConfigs.salesChannels.customerApp.paymentsMethods.online = {
      merchantLevelConfigs: {
        isActive: true,
        configType: "ONLINE",
        provider: "simulator",
        channels: ["QRIS"],
      },
    };
  });
  if (saved.status !== 200) throw new Error(`turning online payment on: ${saved.body}`);
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

const place = (phone: string, extra: Record<string, unknown> = {}) =>
  post(
    server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId: ITEM, qty: 1 }], extra),
    { ...sessions.get(phone)!.headers, "x-idempotency-key": randomUUID() },
  );
const payOnline = { payment: { method: "online", confirmation: { channel: "QRIS" } } };
const myOrders = async (phone: string) => {
  const who = sessions.get(phone)!;
  return (await get(server.baseUrl, `/api/me/${who.uid}/orders`, HOST, who.headers)).json<{
    data: OrderView[];
  }>().data;
};
const error = (res: HttpAnswer) =>
  res.json<{ error: { reasonCode: string; message: string } & Record<string, unknown> }>().error;

describe("orders per customer (issue 31 item 2)", () => {
  it(`takes ${PER_HOUR} orders of one number in an hour, sent all at once, and refuses the rest with 429 and Retry-After`, async () => {
    const answers = await Promise.all(Array.from({ length: PER_HOUR + 5 }, () => place(BUSY)));
    const placed = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(PER_HOUR);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.status, res.body).toBe(429);
      expect(error(res).reasonCode).toBe("TOO_MANY_ORDERS");
      const wait = Number(res.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    expect(await myOrders(BUSY)).toHaveLength(PER_HOUR);
    // Another number is not held up by it.
    expect((await place(OTHER)).status).toBe(200);
  });

  it(`has at most ${UNPAID} orders of one number waiting for an online payment: the next is 409 naming them`, async () => {
    const waiting: string[] = [];
    for (let i = 0; i < UNPAID; i++) {
      const res = await place(ONLINE, payOnline);
      expect(res.status, res.body).toBe(200);
      waiting.push(res.json<{ data: { uid: string } }>().data.uid);
    }
    const res = await place(ONLINE, payOnline);
    expect(res.status, res.body).toBe(409);
    expect(error(res)).toMatchObject({ reasonCode: "UNPAID_ONLINE_ORDERS" });
    expect([...(error(res).orderIds as string[])].sort()).toEqual([...waiting].sort());
    expect(await myOrders(ONLINE)).toHaveLength(UNPAID);
    // Paying at the outlet is still taken.
    expect((await place(ONLINE)).status).toBe(200);
  });
});

describe("lengths in characters (issue 31 item 14)", () => {
  const later = (deliveryNotes: string) =>
    place(WRITER, {
      deliveryOrPickupTime: "LATER",
      scheduledFor: `${dateIn(1)}T10:00:00+07:00`,
      deliveryNotes,
    });

  it("takes a note of 250 emoji, and of 500 characters of emoji, kept whole", async () => {
    for (const note of ["😀".repeat(250), "👍🏽".repeat(250) + "👨‍👩‍👧".repeat(250)]) {
      const res = await later(note);
      expect(res.status, res.body).toBe(200);
      const { uid } = res.json<{ data: { uid: string } }>().data;
      expect((await myOrders(WRITER)).find((o) => o.uid === uid)?.deliveryNotes).toBe(note);
    }
  });

  it("refuses 501 characters", async () => {
    const tooLong = await later("😀".repeat(501));
    expect(tooLong.status, tooLong.body).toBe(400);
    expect(error(tooLong).message).toMatch(/^deliveryNotes: must be at most 500 characters/);
  });
});
