import { createHmac, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import type { Doc, Session } from "../support/owner-server";
import { as, data, ownerCalls } from "../support/owner-server";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 20 over HTTP with the built-in simulator: an order paid online waits for its payment; the
// gateway's verified notification (sent by the simulator over HTTP, as a gateway does) moves it;
// a forged, repeated, out-of-order or wrong-amount notification changes nothing; staff cannot
// prepare it before it is paid; cancelled once paid, it is refunded; unpaid, it expires.

const HOST = "demo.localhost";
const OWNER = "+6281100000090";
const KEMANG = "+6281100000091"; // Dapur Kemang, staff
const CUSTOMER = "+6281100000181";
const APP_SECRET = `online-payment-${randomBytes(16).toString("hex")}`;
const ITEM = "black-forest-slice";

interface Server {
  server: RunningServer;
  loc: TestLocation;
  sessions: Map<string, Session>;
}

/** A server of its own, demo taking online payment through the simulator. */
function paymentServer(name: string, extraEnv: Record<string, string> = {}) {
  const ctx = { sessions: new Map() } as Server;
  beforeAll(async () => {
    ctx.loc = await freshLocation(name);
    ctx.server = await startServer(ctx.loc, {
      APP_SECRET,
      AUTH_TEST_PHONE_NUMBERS: [OWNER, KEMANG, CUSTOMER].map((n) => `${n}:12345`).join(","),
      OTP_IP_PER_HOUR: "1000",
      OTP_PHONE_COOLDOWN_SECONDS: "0",
      ...extraEnv,
    });
    for (const phone of [OWNER, KEMANG, CUSTOMER])
      ctx.sessions.set(phone, await signIn(ctx.server.baseUrl, phone));
    const saved = await ownerCalls(
      () => ctx.server.baseUrl,
      () => ctx.sessions.get(OWNER)!,
    ).change((d: Doc) => {
      d.storeConfigs.salesChannels.customerApp.paymentsMethods.online = {
        merchantLevelConfigs: {
          isActive: true,
          configType: "ONLINE",
          provider: "simulator",
          channels: ["QRIS", "GOPAY", "VA_BCA"],
        },
      };
    });
    if (saved.status !== 200) throw new Error(`turning online payment on: ${saved.body}`);
  });
  afterAll(async () => {
    await ctx.server?.stop();
    await ctx.loc?.dispose();
  });
  return ctx;
}

const reason = (res: HttpAnswer) => res.json<{ error: { reasonCode: string } }>().error.reasonCode;

function calls(ctx: Server) {
  const base = () => ctx.server.baseUrl;
  const who = (phone: string) => ctx.sessions.get(phone)!;
  const order = async (channel = "QRIS", key: string = randomUUID()) =>
    post(
      base(),
      "/api/orders/demo/customer",
      HOST,
      pickupOrder("kemang", [{ itemId: ITEM, qty: 1 }], {
        payment: { method: "online", confirmation: { channel } },
      }),
      { ...who(CUSTOMER).headers, "x-idempotency-key": key },
    );
  const detail = async (uid: string) =>
    data<Doc>(await get(base(), `/api/orders/demo/${uid}`, HOST, who(CUSTOMER).headers));
  const simulate = (uid: string, outcome: string) =>
    post(base(), `/api/payments/simulator/charges/${uid}`, HOST, { outcome });
  const staffStatus = (uid: string, status: string, why?: string) =>
    post(
      base(),
      `/api/staff/orders/${uid}/status`,
      HOST,
      { status, ...(why ? { reason: why } : {}) },
      as(who(KEMANG)),
    );
  /** A notification signed as the simulator signs (HMAC under its key from APP_SECRET). */
  const notify = (body: Doc, signature?: string) => {
    const text = JSON.stringify(body);
    const key = new Uint8Array(hkdfSync("sha256", APP_SECRET, "kedai", "payment-simulator", 32));
    const signed = createHmac("sha256", key).update(`demo.${text}`).digest("hex");
    return post(base(), "/api/payments/simulator/notifications", HOST, body, {
      "x-simulator-signature": signature ?? signed,
    });
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return { order, detail, simulate, staffStatus, notify, until };
}

describe("paying online through the simulator", () => {
  const ctx = paymentServer("online-payment");
  const api = calls(ctx);

  it("says on start that the simulator is on, and for which brands", () => {
    const line = ctx.server
      .output()
      .split("\n")
      .find((l) => l.includes("PAYMENT_SIMULATOR_BRANDS"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 40, brands: ["demo", "kopi"] });
  });

  it("waits for the payment, refuses staff preparing it, and turns paid on the gateway's word", async () => {
    const placed = await api.order();
    expect(placed.status, placed.body).toBe(200);
    const { uid } = data<{ uid: string }>(placed);
    const waiting = await api.detail(uid);
    expect(waiting.status).toBe("PENDING");
    expect(waiting.paidAt).toBeNull();
    expect(waiting.onlinePayment).toMatchObject({
      provider: "simulator",
      channel: "QRIS",
      state: "PENDING",
      amount: waiting.total,
      currency: "IDR",
      action: { kind: "qr", qrString: `http://demo.localhost:${ctx.server.port}/simulator/${uid}` },
      refund: null,
    });
    const early = await api.staffStatus(uid, "ACCEPTED");
    expect(early.status).toBe(409);
    expect(reason(early)).toBe("AWAITING_PAYMENT");

    const paid = await api.simulate(uid, "PAID");
    expect(paid.status, paid.body).toBe(200);
    expect(data<Doc>(paid)).toMatchObject({ state: "PAID", amount: waiting.total });
    const after = await api.detail(uid);
    expect(after.onlinePayment.state).toBe("PAID");
    expect(after.paidAt).not.toBeNull();
    expect(after.events.map((e: Doc) => e.type)).toEqual(["STATUS", "PAID"]);
    expect((await api.staffStatus(uid, "ACCEPTED")).status).toBe(200);
    // The simulator's page says it is over: no second outcome.
    const again = await api.simulate(uid, "FAILED");
    expect(again.status).toBe(409);
    expect(reason(again)).toBe("PAYMENT_ALREADY_ENDED");
  });

  it("refuses a forged notification (401) and writes nothing", async () => {
    const { uid } = data<{ uid: string }>(await api.order());
    const before = await api.detail(uid);
    const body = {
      reference: uid,
      state: "PAID",
      amount: before.total,
      currency: "IDR",
      eventId: `${uid}:PAID`,
      at: new Date().toISOString(),
    };
    const forged = await api.notify(body, "00".repeat(32));
    expect(forged.status).toBe(401);
    expect(reason(forged)).toBe("NOTIFICATION_FORGED");
    const unsigned = await api.notify(body, "");
    expect(unsigned.status).toBe(401);
    expect((await api.detail(uid)).onlinePayment.state).toBe("PENDING");
  });

  it("takes a notification once: a repeat, one out of order, or one of another amount change nothing", async () => {
    const { uid } = data<{ uid: string }>(await api.order("VA_BCA"));
    const { total, onlinePayment } = await api.detail(uid);
    expect(onlinePayment.action).toMatchObject({ kind: "va", bank: "BCA" });
    const note = (state: string, amount = total) => ({
      reference: uid,
      state,
      amount,
      currency: "IDR",
      eventId: `${uid}:${state}:${amount}`,
      at: new Date().toISOString(),
    });
    const wrong = await api.notify(note("PAID", total + 1000));
    expect(wrong.status).toBe(400);
    expect(reason(wrong)).toBe("PAYMENT_AMOUNT_MISMATCH");
    expect((await api.detail(uid)).onlinePayment.state).toBe("PENDING");

    const first = await api.notify(note("PAID"));
    expect(first.status, first.body).toBe(200);
    expect(data<Doc>(first)).toEqual({ changed: true });
    expect(data<Doc>(await api.notify(note("PAID")))).toEqual({ changed: false });
    // A "pending" that arrives after the payment, and an expiry after it: nothing moves.
    expect(data<Doc>(await api.notify(note("PENDING")))).toEqual({ changed: false });
    expect(data<Doc>(await api.notify(note("EXPIRED")))).toEqual({ changed: false });
    const after = await api.detail(uid);
    expect(after.onlinePayment.state).toBe("PAID");
    expect(after.status).toBe("PENDING");
    expect(after.events.filter((e: Doc) => e.type === "PAID")).toHaveLength(1);
  });

  it("gives fifty checkouts at once with one key one order and one charge", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.order("GOPAY", key)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const uids = new Set(answers.map((a) => data<{ uid: string }>(a).uid));
    expect(uids.size).toBe(1);
    const [uid] = [...uids];
    const charge = await get(ctx.server.baseUrl, `/api/payments/simulator/charges/${uid}`, HOST);
    expect(data<Doc>(charge)).toMatchObject({ reference: uid, channel: "GOPAY", state: "PENDING" });
    expect((await api.detail(uid!)).onlinePayment.action).toMatchObject({ kind: "redirect" });
  });

  it("refunds a paid order staff cancel, through the gateway, on the timeline", async () => {
    const { uid } = data<{ uid: string }>(await api.order());
    expect((await api.simulate(uid, "PAID")).status).toBe(200);
    const cancelled = await api.staffStatus(uid, "CANCELLED", "Out of black forest");
    expect(cancelled.status, cancelled.body).toBe(200);
    await api.until(
      async () => (await api.detail(uid)).onlinePayment.state === "REFUNDED",
      "the refund",
    );
    const after = await api.detail(uid);
    expect(after.onlinePayment.refund).toEqual({ state: "DONE", error: null });
    expect(after.events.map((e: Doc) => e.type)).toEqual(["STATUS", "PAID", "STATUS", "REFUNDED"]);
    const charge = await get(ctx.server.baseUrl, `/api/payments/simulator/charges/${uid}`, HOST);
    expect(data<Doc>(charge).state).toBe("REFUNDED");
  });

  it("stops an unpaid charge staff cancel, and refunds money that comes for it after all", async () => {
    const { uid } = data<{ uid: string }>(await api.order());
    const { total } = await api.detail(uid);
    expect((await api.staffStatus(uid, "CANCELLED", "Closing early")).status).toBe(200);
    expect((await api.detail(uid)).onlinePayment.state).toBe("FAILED");
    const charge = await get(ctx.server.baseUrl, `/api/payments/simulator/charges/${uid}`, HOST);
    expect(data<Doc>(charge).state).toBe("FAILED");
    // The customer's bank paid a moment before the stop reached it: the money goes back.
    const late = await api.notify({
      reference: uid,
      state: "PAID",
      amount: total,
      currency: "IDR",
      eventId: `${uid}:late`,
      at: new Date().toISOString(),
    });
    expect(data<Doc>(late)).toEqual({ changed: true });
    await api.until(
      async () => (await api.detail(uid)).onlinePayment.refund?.state !== "PENDING",
      "the refund's attempt",
    );
    // The simulator's own charge was stopped, so it refuses the refund: the failure is kept
    // where staff see it (and on the timeline), and the job tries again.
    const after = await api.detail(uid);
    expect(after.status).toBe("CANCELLED");
    // The customer learns the refund failed, not the gateway's words (those are for staff).
    expect(after.onlinePayment).toMatchObject({
      state: "PAID",
      refund: { state: "FAILED", error: null },
    });
    // The gateway's words are for staff: the customer's timeline leaves the failure out.
    expect(after.events.map((e: Doc) => e.type)).toEqual(["STATUS", "STATUS", "PAID"]);
    const retry = await post(
      ctx.server.baseUrl,
      `/api/staff/orders/${uid}/refund`,
      HOST,
      {},
      as(ctx.sessions.get(KEMANG)!),
    );
    expect(retry.status, retry.body).toBe(200);
    const staffView = data<Doc>(retry);
    expect(staffView.onlinePayment.refund.state).toBe("PENDING");
    expect(staffView.events).toContainEqual(
      expect.objectContaining({ type: "REFUND_FAILED", reason: "Only a paid charge is refunded." }),
    );
    expect(staffView.events.map((e: Doc) => [e.type, e.by])).toContainEqual([
      "REFUND_FAILED",
      "simulator",
    ]);
  });

  it("keeps an order whose payment failed waiting, for its customer to try again", async () => {
    // Issue 32 item 6: the order is cancelled only when its time runs out (online-retry.integ.ts).
    const { uid } = data<{ uid: string }>(await api.order());
    expect((await api.simulate(uid, "FAILED")).status).toBe(200);
    const after = await api.detail(uid);
    expect(after.status).toBe("PENDING");
    expect(after.onlinePayment.state).toBe("FAILED");
    expect(after.events.map((e: Doc) => [e.type, e.reason])).toEqual([
      ["STATUS", null],
      ["PAYMENT_FAILED", null],
    ]);
  });

  it("refuses a channel the shop does not offer, and a notification for an order not paid online", async () => {
    const res = await api.order("OVO");
    expect(res.status).toBe(400);
    expect(reason(res)).toBe("PAYMENT_METHOD_NOT_ALLOWED");
    const unknown = await api.notify({
      reference: "nosuchorder0000000000",
      state: "PAID",
      amount: 1,
      currency: "IDR",
      eventId: "x",
      at: new Date().toISOString(),
    });
    expect(unknown.status).toBe(404);
    expect(reason(unknown)).toBe("PAYMENT_NOT_FOUND");
  });
});

describe("an unpaid order on kedai's clock", () => {
  // Every payment window is 2 s here, and pending payments are looked at every second.
  const ctx = paymentServer("online-payment-expiry", {
    PAYMENT_EXPIRY_SECONDS: "2",
    PAYMENT_SWEEP_SECONDS: "1",
    PAYMENT_CHECK_AFTER_SECONDS: "1",
  });
  const api = calls(ctx);

  it("expires, cancelling the order with its reason and stopping the charge at the gateway", async () => {
    const { uid } = data<{ uid: string }>(await api.order());
    await api.until(async () => (await api.detail(uid)).status === "CANCELLED", "the expiry");
    const after = await api.detail(uid);
    expect(after.onlinePayment.state).toBe("EXPIRED");
    expect(after.events.map((e: Doc) => [e.type, e.reason])).toEqual([
      ["STATUS", null],
      ["PAYMENT_EXPIRED", null],
      ["STATUS", "Not paid in time."],
    ]);
    const charge = await get(ctx.server.baseUrl, `/api/payments/simulator/charges/${uid}`, HOST);
    expect(data<Doc>(charge).state).toBe("FAILED");
  });
});

describe("the simulator off: PAYMENT_SIMULATOR_BRANDS unset (issue 31 item 3)", () => {
  // demo turns online payment on through the simulator, and kopi's brand file has it on: with the
  // setting unset neither offers it, and the simulator's routes and page are not there.
  const ctx = paymentServer("online-payment-off", { PAYMENT_SIMULATOR_BRANDS: "" });
  const api = calls(ctx);

  it("says nothing of it on start", () => {
    expect(ctx.server.output()).not.toContain("PAYMENT_SIMULATOR_BRANDS");
  });

  it("offers no online payment through it, and refuses an order paid with it", async () => {
    for (const host of [HOST, "kopi.localhost"]) {
      const configs = data<Doc>(await get(ctx.server.baseUrl, "/api/store-configs", host));
      const online = configs.salesChannels.customerApp.paymentsMethods.online;
      expect(online.merchantLevelConfigs).toMatchObject({ provider: "simulator", isActive: false });
    }
    const res = await api.order();
    expect(res.status, res.body).toBe(400);
    expect(reason(res)).toBe("PAYMENT_METHOD_NOT_ALLOWED");
  });

  it("answers its routes and its page as if they did not exist", async () => {
    const charge = await get(ctx.server.baseUrl, "/api/payments/simulator/charges/abc", HOST);
    expect(charge.status).toBe(404);
    expect(reason(charge)).toBe("NOT_FOUND");
    const paid = await api.simulate("abc", "PAID");
    expect(paid.status).toBe(404);
    expect(reason(paid)).toBe("NOT_FOUND");
    // Even signed as the simulator signs, a notification is not taken.
    const note = await api.notify({
      reference: "nosuchorder0000000000",
      state: "PAID",
      amount: 1,
      currency: "IDR",
      eventId: "x",
      at: new Date().toISOString(),
    });
    expect(note.status).toBe(404);
    expect(reason(note)).toBe("NOT_FOUND");
    const page = await get(ctx.server.baseUrl, "/simulator/abc", HOST);
    expect(page.status).toBe(404);
  });
});
