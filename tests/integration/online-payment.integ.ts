import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import type { PaymentServer } from "../support/online-payment";
import { paymentCalls, paymentServer, reason } from "../support/online-payment";
import type { Doc } from "../support/owner-server";
import { data } from "../support/owner-server";

// Issue 20 over HTTP with the built-in simulator: an order paid online waits for its payment; the
// gateway's verified notification (sent by the simulator over HTTP, as a gateway does) moves it;
// a forged, repeated, out-of-order or wrong-amount notification changes nothing; staff cannot
// prepare it before it is paid; cancelled once paid, it is refunded; unpaid, it expires.

const HOST = "demo.localhost";

/** The shared calls, with `order` answering the placing as it came. */
function calls(ctx: PaymentServer) {
  const shared = paymentCalls(ctx);
  return { ...shared, order: shared.placeOrder };
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
    const charge = await api.charge(uid!);
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
    const charge = await api.charge(uid);
    expect(data<Doc>(charge).state).toBe("REFUNDED");
  });

  it("stops an unpaid charge staff cancel, and refunds money that comes for it after all", async () => {
    const { uid } = data<{ uid: string }>(await api.order());
    const { total } = await api.detail(uid);
    expect((await api.staffStatus(uid, "CANCELLED", "Closing early")).status).toBe(200);
    expect((await api.detail(uid)).onlinePayment.state).toBe("FAILED");
    const charge = await api.charge(uid);
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
    const retry = await ctx.api.staff.retryRefund({
      params: { orderId: uid },
      rawBody: {},
      as: ctx.as.kemang,
      headers: { origin: `http://${HOST}` },
    });
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
    const charge = await api.charge(uid);
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
      const configs = (await ctx.client(host).storefront.storeConfigs()).data() as unknown as Doc;
      const online = configs.salesChannels.customerApp.paymentsMethods.online;
      expect(online.merchantLevelConfigs).toMatchObject({ provider: "simulator", isActive: false });
    }
    const res = await api.order();
    expect(res.status, res.body).toBe(400);
    expect(reason(res)).toBe("PAYMENT_METHOD_NOT_ALLOWED");
  });

  it("answers its routes and its page as if they did not exist", async () => {
    const charge = await api.charge("abc");
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
