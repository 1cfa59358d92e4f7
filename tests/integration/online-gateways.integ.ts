import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { FakeMidtrans } from "../support/fake-midtrans";
import { startFakeMidtrans } from "../support/fake-midtrans";
import { startFakeXendit } from "../support/fake-xendit";
import { get, post, request } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc, Session } from "../support/owner-server";
import { as, data, ownerCalls } from "../support/owner-server";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 20 with the real adapters over HTTP, against local fakes of Midtrans and Xendit that speak
// their documented shapes: the brand's keys set by its owner, one charge for fifty checkouts, the
// gateway's signed notification (a forgery refused), a lost notification made good by kedai's
// own status check, a refund through the gateway.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const KEMANG = "+6281100000091";
const CUSTOMER = "+6281100000182";
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
  loc = await freshLocation("online-gateways");
  server = await startServer(loc, {
    AUTH_TEST_PHONE_NUMBERS: [OWNER, KEMANG, CUSTOMER].map((n) => `${n}:12345`).join(","),
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    MIDTRANS_BASE_URL: midtrans.url,
    XENDIT_BASE_URL: xendit.url,
    PAYMENT_SWEEP_SECONDS: "1",
    PAYMENT_CHECK_AFTER_SECONDS: "1",
  });
  for (const phone of [OWNER, KEMANG, CUSTOMER])
    sessions.set(phone, await signIn(server.baseUrl, phone));
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
  await midtrans?.close();
  await xendit?.close();
});

/** The owner stores the gateway's keys, then turns online payment on with it. */
async function useGateway(provider: "midtrans" | "xendit", channels: string[]) {
  const keys = provider === "midtrans" ? { serverKey: MIDTRANS_KEY } : XENDIT;
  const stored = await post(
    server.baseUrl,
    "/api/owner/payment-keys",
    HOST,
    { provider, keys },
    as(who(OWNER)),
  );
  expect(stored.status, stored.body).toBe(200);
  expect(stored.body).not.toContain(Object.values(keys)[0]);
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
        channels,
      },
    };
  });
  expect(saved.status, saved.body).toBe(200);
}

const order = (channel: string, key: string = randomUUID()) =>
  post(
    server.baseUrl,
    "/api/orders/demo/customer",
    HOST,
    pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }], {
      payment: { method: "online", confirmation: { channel } },
    }),
    { ...who(CUSTOMER).headers, "x-idempotency-key": key },
  );
const detail = async (uid: string) =>
  data<Doc>(await get(server.baseUrl, `/api/orders/demo/${uid}`, HOST, who(CUSTOMER).headers));
const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};
const notify = (provider: string, body: string, headers: Record<string, string> = {}) =>
  request("POST", server.baseUrl, `/api/payments/${provider}/notifications`, HOST, {
    body,
    headers: { "content-type": "application/json", ...headers },
  });

describe("Midtrans", () => {
  beforeAll(() => useGateway("midtrans", ["QRIS", "VA_BCA"]));

  it("makes one charge for fifty checkouts with one key, and shows its QR", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => order("QRIS", key)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const uids = new Set(answers.map((a) => data<{ uid: string }>(a).uid));
    expect(uids.size).toBe(1);
    const [uid] = [...uids] as [string];
    expect(midtrans.charges().filter((c) => c.orderId === uid)).toHaveLength(1);
    expect((await detail(uid)).onlinePayment).toMatchObject({
      provider: "midtrans",
      state: "PENDING",
      action: { kind: "qr", qrString: expect.any(String) },
    });
    // The charge told Midtrans where to notify: the brand's own endpoint.
    const charge = midtrans.requests.find((r) => r.path === "/v2/charge");
    expect(charge?.headers["x-override-notification"]).toBe(
      `http://demo.localhost:${server.port}/api/payments/midtrans/notifications`,
    );
  });

  it("takes its signed notification, refuses a forged one, and shows a failed refund to staff", async () => {
    const { uid } = data<{ uid: string }>(await order("VA_BCA"));
    midtrans.pay(uid);
    const genuine = midtrans.notification(uid);
    const forged = await notify("midtrans", JSON.stringify({ ...genuine, gross_amount: "1.00" }));
    expect(forged.status).toBe(401);
    expect((await detail(uid)).onlinePayment.state).toBe("PENDING");
    const wrongKey = await notify(
      "midtrans",
      JSON.stringify(midtrans.notification(uid, "SB-Mid-server-someoneElse000000000")),
    );
    expect(wrongKey.status).toBe(401);

    const taken = await notify("midtrans", JSON.stringify(genuine));
    expect(taken.status, taken.body).toBe(200);
    expect((await detail(uid)).onlinePayment.state).toBe("PAID");
    expect(data<Doc>(await notify("midtrans", JSON.stringify(genuine)))).toEqual({
      changed: false,
    });
    // Its signature does not cover transaction_status: relabelled "refund", the notification is
    // only a prompt, and Midtrans' status API says it is settled.
    const relabelled = await notify(
      "midtrans",
      JSON.stringify({ ...genuine, transaction_status: "refund" }),
    );
    expect(data<Doc>(relabelled)).toEqual({ changed: false });
    expect((await detail(uid)).onlinePayment.state).toBe("PAID");

    // Midtrans is down when the order is cancelled: the failed refund is kept for staff to
    // see, and tried again at their word once Midtrans is back.
    midtrans.setFailure("http500");
    const cancelled = await post(
      server.baseUrl,
      `/api/staff/orders/${uid}/status`,
      HOST,
      { status: "CANCELLED", reason: "Kitchen closed" },
      as(who(KEMANG)),
    );
    expect(cancelled.status, cancelled.body).toBe(200);
    await until(async () => (await detail(uid)).onlinePayment.refund?.state === "FAILED", "refund");
    const board = data<{ orders: Doc[] }>(
      await get(server.baseUrl, "/api/staff/orders", HOST, as(who(KEMANG))),
    );
    const card = board.orders.find((o) => o.uid === uid)!;
    expect(card.onlinePayment.refund).toMatchObject({ state: "FAILED", error: expect.any(String) });
    expect(card.events.map((e: Doc) => [e.type, e.by])).toContainEqual([
      "REFUND_FAILED",
      "midtrans",
    ]);
    midtrans.setFailure("none");
    const retry = await post(
      server.baseUrl,
      `/api/staff/orders/${uid}/refund`,
      HOST,
      {},
      as(who(KEMANG)),
    );
    expect(retry.status, retry.body).toBe(200);
    await until(async () => (await detail(uid)).onlinePayment.state === "REFUNDED", "the retry");
    expect(midtrans.charges().find((c) => c.orderId === uid)?.refunds).toBe(1);
  });

  it("finds a payment whose notification never came, by asking Midtrans", async () => {
    const { uid } = data<{ uid: string }>(await order("QRIS"));
    midtrans.pay(uid); // and no notification is sent
    await until(async () => (await detail(uid)).onlinePayment.state === "PAID", "reconciliation");
    const after = await detail(uid);
    expect(after.paidAt).not.toBeNull();
    expect(after.events.map((e: Doc) => e.type)).toEqual(["STATUS", "PAID"]);
  });

  it("refunds a paid QRIS order cancelled, through Midtrans", async () => {
    const { uid } = data<{ uid: string }>(await order("QRIS"));
    midtrans.pay(uid);
    expect((await notify("midtrans", JSON.stringify(midtrans.notification(uid)))).status).toBe(200);
    await post(
      server.baseUrl,
      `/api/staff/orders/${uid}/status`,
      HOST,
      { status: "CANCELLED", reason: "Sold out" },
      as(who(KEMANG)),
    );
    await until(async () => (await detail(uid)).onlinePayment.state === "REFUNDED", "refund");
    expect(midtrans.charges().find((c) => c.orderId === uid)?.refunds).toBe(1);
  });
});

describe("Xendit", () => {
  beforeAll(() => useGateway("xendit", ["QRIS", "OVO", "VA_BNI"]));

  it("charges once, takes its callback with the brand's token, and refuses another token", async () => {
    const { uid } = data<{ uid: string }>(await order("VA_BNI"));
    expect(xendit.paymentRequests().filter((p) => p.reference_id === uid)).toHaveLength(1);
    expect((await detail(uid)).onlinePayment.action).toMatchObject({ kind: "va", bank: "BNI" });
    xendit.pay(uid);
    const wrong = xendit.callback(uid, "not-the-token");
    const refused = await notify("xendit", wrong.body, Object.fromEntries(wrong.headers));
    expect(refused.status).toBe(401);
    expect((await detail(uid)).onlinePayment.state).toBe("PENDING");
    const right = xendit.callback(uid);
    const taken = await notify("xendit", right.body, Object.fromEntries(right.headers));
    expect(taken.status, taken.body).toBe(200);
    expect((await detail(uid)).onlinePayment.state).toBe("PAID");
  });

  it("answers 200 to a genuine event it does not act on, so Xendit stops sending it", async () => {
    const body = JSON.stringify({ event: "refund.succeeded", business_id: "x", data: {} });
    const res = await notify("xendit", body, { "x-callback-token": XENDIT.callbackToken });
    expect(res.status, res.body).toBe(200);
    expect(data<Doc>(res)).toEqual({ changed: false });
  });

  it("keeps an order whose payment Xendit reports failed waiting, for its customer to try again", async () => {
    const { uid } = data<{ uid: string }>(await order("OVO"));
    xendit.fail(uid);
    const failed = xendit.callback(uid);
    expect((await notify("xendit", failed.body, Object.fromEntries(failed.headers))).status).toBe(
      200,
    );
    const after = await detail(uid);
    // Issue 32 item 6: within its time, a failed payment may be tried again.
    expect(after.status).toBe("PENDING");
    expect(after.onlinePayment.state).toBe("FAILED");
  });
});
