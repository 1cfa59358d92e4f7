import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { FakeMidtrans } from "../support/fake-midtrans";
import { startFakeMidtrans } from "../support/fake-midtrans";
import { startFakeXendit } from "../support/fake-xendit";
import type { HttpAnswer } from "../support/http";
import { get, post, request } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc, Session } from "../support/owner-server";
import { as, data, ownerCalls } from "../support/owner-server";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 31 item 4: a gateway's notification is a prompt, not the gateway's word. An order is paid
// only when the gateway's own status API says so, and a notification is kept as handled only once
// it was applied: one the status API does not bear out yet is answered 503, so the gateway sends
// it again, and its retry is taken. kedai's own status check (the sweep) never runs here
// (PAYMENT_CHECK_AFTER_SECONDS is an hour), so what moves an order is the notification alone.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const CUSTOMER = "+6281100000183";
const MIDTRANS_KEY = "SB-Mid-server-kedaiTest0123456789abcd";
const XENDIT = {
  secretKey: "xnd_development_kedaiTest0123456789abcdefghijklmnop",
  callbackToken: "kedai-callback-token-0123456789abcdef",
};

let midtrans: FakeMidtrans;
let xendit: Awaited<ReturnType<typeof startFakeXendit>>;
let loc: TestLocation;
let server: RunningServer;
const sessions = new Map<string, Session>();
const who = (phone: string) => sessions.get(phone)!;

beforeAll(async () => {
  midtrans = await startFakeMidtrans(MIDTRANS_KEY);
  xendit = await startFakeXendit(XENDIT);
  loc = await freshLocation("online-confirm");
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: [OWNER, CUSTOMER].map((n) => `${n}:12345`).join(","),
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    MIDTRANS_BASE_URL: midtrans.url,
    XENDIT_BASE_URL: xendit.url,
    PAYMENT_CHECK_AFTER_SECONDS: "3600",
  });
  for (const phone of [OWNER, CUSTOMER]) sessions.set(phone, await signIn(server.baseUrl, phone));
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
  await midtrans?.close();
  await xendit?.close();
});

async function useGateway(provider: "midtrans" | "xendit") {
  const keys = provider === "midtrans" ? { serverKey: MIDTRANS_KEY } : XENDIT;
  const stored = await post(
    server.baseUrl,
    "/api/owner/payment-keys",
    HOST,
    { provider, keys },
    as(who(OWNER)),
  );
  expect(stored.status, stored.body).toBe(200);
  const saved = await ownerCalls(
    () => server.baseUrl,
    () => who(OWNER),
  ).change((d: Doc) => {
    d.storeConfigs.salesChannels.customerApp.paymentsMethods.online = {
      merchantLevelConfigs: {
        isActive: true,
        configType: "ONLINE",
        provider,
        mode: "sandbox",
        channels: ["QRIS", "VA_BNI"],
      },
    };
  });
  expect(saved.status, saved.body).toBe(200);
}

async function order(channel: string): Promise<string> {
  const placed = await post(
    server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }], {
      payment: { method: "online", confirmation: { channel } },
    }),
    { ...who(CUSTOMER).headers, "x-idempotency-key": randomUUID() },
  );
  expect(placed.status, placed.body).toBe(200);
  return data<{ uid: string }>(placed).uid;
}
const detail = async (uid: string) =>
  data<Doc>(await get(server.baseUrl, `/api/orders/demo/${uid}`, HOST, who(CUSTOMER).headers));
const notify = (provider: string, body: string, headers: Record<string, string> = {}) =>
  request("POST", server.baseUrl, `/api/payments/${provider}/notifications`, HOST, {
    body,
    headers: { "content-type": "application/json", ...headers },
  });
const reason = (res: HttpAnswer) => res.json<{ error: { reasonCode: string } }>().error.reasonCode;

async function expectUnpaid(uid: string) {
  const after = await detail(uid);
  expect(after.onlinePayment.state).toBe("PENDING");
  expect(after.paidAt).toBeNull();
  expect(after.events.map((e: Doc) => e.type)).toEqual(["STATUS"]);
}

describe("Midtrans", () => {
  beforeAll(() => useGateway("midtrans"));

  it("answers a settlement its status API does not show yet with 503, and takes Midtrans' retry", async () => {
    const uid = await order("QRIS");
    midtrans.pay(uid);
    midtrans.lagStatus(uid); // the notification went out before the status API caught up
    const settlement = JSON.stringify(midtrans.notification(uid));
    const first = await notify("midtrans", settlement);
    expect(first.status, first.body).toBe(503);
    expect(reason(first)).toBe("PAYMENT_NOT_CONFIRMED");
    await expectUnpaid(uid);

    // Midtrans sends the very same notification again; its status API agrees by now.
    midtrans.lagStatus(uid, false);
    const retry = await notify("midtrans", settlement);
    expect(retry.status, retry.body).toBe(200);
    expect(data<Doc>(retry)).toEqual({ changed: true });
    const after = await detail(uid);
    expect(after.onlinePayment.state).toBe("PAID");
    expect(after.paidAt).not.toBeNull();
    // Once taken, it is a repeat.
    expect(data<Doc>(await notify("midtrans", settlement))).toEqual({ changed: false });
  });
});

describe("Xendit", () => {
  beforeAll(() => useGateway("xendit"));

  it("does not mark paid, on a callback with the brand's token, an order Xendit has not seen paid", async () => {
    const uid = await order("VA_BNI");
    // Someone who has the token (it is one secret for every callback) says the order was paid.
    const claimed = xendit.callback(uid, XENDIT.callbackToken, "SUCCEEDED");
    const refused = await notify("xendit", claimed.body, Object.fromEntries(claimed.headers));
    expect(refused.status, refused.body).toBe(503);
    expect(reason(refused)).toBe("PAYMENT_NOT_CONFIRMED");
    await expectUnpaid(uid);
    // An expiry Xendit does not hold either: the order is not cancelled.
    const expiry = xendit.callback(uid, XENDIT.callbackToken, "EXPIRED");
    const notExpired = await notify("xendit", expiry.body, Object.fromEntries(expiry.headers));
    expect(notExpired.status, notExpired.body).toBe(503);
    await expectUnpaid(uid);
    expect((await detail(uid)).status).toBe("PENDING");

    // The customer pays; Xendit's own callback (the same payment's event) is taken.
    xendit.pay(uid);
    const genuine = xendit.callback(uid);
    const taken = await notify("xendit", genuine.body, Object.fromEntries(genuine.headers));
    expect(taken.status, taken.body).toBe(200);
    expect(data<Doc>(taken)).toEqual({ changed: true });
    expect((await detail(uid)).onlinePayment.state).toBe("PAID");
  });

  it("answers 404 for a callback about a payment Xendit does not have", async () => {
    const uid = await order("QRIS");
    const made = xendit.callback(uid, XENDIT.callbackToken, "SUCCEEDED");
    const body = JSON.parse(made.body) as Doc;
    body.data.reference_id = "nosuchorder0000000000";
    const res = await notify("xendit", JSON.stringify(body), Object.fromEntries(made.headers));
    expect(res.status, res.body).toBe(404);
    expect(reason(res)).toBe("PAYMENT_NOT_FOUND");
    await expectUnpaid(uid);
  });
});
