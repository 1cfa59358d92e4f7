import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { simulatedCharges } from "@/server/db/schema";
import type { PaymentServer } from "../support/online-payment";
import { paymentCalls, paymentServer, reason } from "../support/online-payment";
import type { Doc } from "../support/owner-server";
import { data } from "../support/owner-server";
import { startServer } from "../support/server";

// Issue 32 item 6 over HTTP, with the built-in simulator: a failed online payment no longer
// cancels the order at once. While its time lasts, the customer tries again (a new charge under a
// reference of its own, at most 5 an order, one charge however many ask at once), with the same
// channel or another, or pays in person instead; when the time runs out, kedai's sweep cancels it.
// A gateway's late word on a replaced charge finds the order: paid while the order still waits,
// it pays it; otherwise it is refunded, and never pays the order twice.

/** Many orders wait for their payment here at once. */
const retryServer = (label: string, settings: Record<string, string> = {}) =>
  paymentServer(label, { UNPAID_ONLINE_ORDERS: "50", ORDERS_PER_HOUR: "200", ...settings });

/** The shared calls: `order` answers the new order's id; `notify` a gateway's word on `reference`. */
function calls(ctx: PaymentServer) {
  const shared = paymentCalls(ctx);
  const order = async (channel?: Parameters<typeof shared.placeOrder>[0]) => {
    const placed = await shared.placeOrder(channel);
    if (placed.status !== 200) throw new Error(`placing an order: ${placed.body}`);
    return data<{ uid: string }>(placed).uid;
  };
  /** A notification signed as the simulator signs: a gateway's word without its page's button. */
  const notify = async (reference: string, state: string) => {
    const { total } = await shared.detail(reference.split("-")[0]!);
    return shared.notify({
      reference,
      state,
      amount: total,
      currency: "IDR",
      eventId: `${reference}:${state}:note`,
      at: new Date().toISOString(),
    });
  };
  return { ...shared, order, notify };
}

const types = (order: Doc) => order.events.map((e: Doc) => e.type);

describe("a failed online payment, tried again", () => {
  const ctx = retryServer("online-retry");
  const api = calls(ctx);

  it("keeps the order waiting; Try again makes a new charge with a new reference, which pays it", async () => {
    const uid = await api.order();
    expect((await api.simulate(uid, "FAILED")).status).toBe(200);
    const failed = await api.detail(uid);
    expect(failed.status).toBe("PENDING");
    expect(failed.onlinePayment).toMatchObject({ state: "FAILED", attempt: 1, reference: uid });
    expect(types(failed)).toEqual(["STATUS", "PAYMENT_FAILED"]);
    // Still the customer's to pay: staff cannot prepare it yet.
    const early = await api.staffStatus(uid, "ACCEPTED");
    expect(early.status).toBe(409);
    expect(reason(early)).toBe("AWAITING_PAYMENT");

    const again = await api.tryAgain(uid, "QRIS");
    expect(again.status, again.body).toBe(200);
    expect(data<Doc>(again)).toMatchObject({
      state: "PENDING",
      channel: "QRIS",
      attempt: 2,
      reference: `${uid}-2`,
      action: {
        kind: "qr",
        qrString: `http://demo.localhost:${ctx.server.port}/simulator/${uid}-2`,
      },
    });
    // The first charge is left as it ended; the new one is the gateway's own.
    expect(data<Doc>(await api.charge(uid)).state).toBe("FAILED");
    const second = data<Doc>(await api.charge(`${uid}-2`));
    expect(second).toMatchObject({ state: "PENDING", channel: "QRIS", amount: failed.total });
    // Its page leads back to the order.
    expect(second.returnUrl).toMatch(new RegExp(`/orders/tracking/${uid}$`));

    expect((await api.simulate(`${uid}-2`, "PAID")).status).toBe(200);
    const paid = await api.detail(uid);
    expect(paid.status).toBe("PENDING");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.onlinePayment).toMatchObject({ state: "PAID", reference: `${uid}-2` });
    expect(types(paid)).toEqual(["STATUS", "PAYMENT_FAILED", "PAID"]);
    expect((await api.staffStatus(uid, "ACCEPTED")).status).toBe(200);
    // Paid: nothing to try again.
    const late = await api.tryAgain(uid, "QRIS");
    expect(late.status).toBe(409);
    expect(reason(late)).toBe("PAYMENT_ALREADY_ENDED");
  });

  it("tries another channel the shop offers, and refuses one it does not", async () => {
    const uid = await api.order("VA_BCA");
    await api.simulate(uid, "FAILED");
    const refused = await api.tryAgain(uid, "OVO");
    expect(refused.status).toBe(400);
    expect(reason(refused)).toBe("PAYMENT_METHOD_NOT_ALLOWED");
    const wallet = await api.tryAgain(uid, "GOPAY");
    expect(wallet.status, wallet.body).toBe(200);
    expect(data<Doc>(wallet)).toMatchObject({
      channel: "GOPAY",
      reference: `${uid}-2`,
      action: { kind: "redirect" },
    });
    expect(data<Doc>(await api.charge(`${uid}-2`)).channel).toBe("GOPAY");
  });

  it("makes one charge for ten requests at once", async () => {
    const uid = await api.order();
    await api.simulate(uid, "FAILED");
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.tryAgain(uid, "QRIS")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => data<Doc>(a).reference))).toEqual(new Set([`${uid}-2`]));
    expect((await api.charge(`${uid}-2`)).status).toBe(200);
    expect((await api.charge(`${uid}-3`)).status).toBe(404);
    expect((await api.detail(uid)).onlinePayment.attempt).toBe(2);
  });

  it("bounds the charges of an order at five", async () => {
    const uid = await api.order();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const reference = attempt === 1 ? uid : `${uid}-${attempt}`;
      expect((await api.simulate(reference, "FAILED")).status).toBe(200);
      if (attempt < 5) expect((await api.tryAgain(uid, "QRIS")).status).toBe(200);
    }
    const sixth = await api.tryAgain(uid, "QRIS");
    expect(sixth.status).toBe(409);
    expect(reason(sixth)).toBe("PAYMENT_ATTEMPTS_EXHAUSTED");
    const after = await api.detail(uid);
    expect(after.status).toBe("PENDING");
    expect(after.onlinePayment).toMatchObject({ state: "FAILED", attempt: 5 });
    expect(types(after).filter((t: string) => t === "PAYMENT_FAILED")).toHaveLength(5);
  });

  it("switches to paying at the outlet: an ordinary new order for staff", async () => {
    const uid = await api.order();
    await api.simulate(uid, "FAILED");
    // A pickup order is not paid to a courier.
    const cod = await api.inPerson(uid, "cashOnDelivery");
    expect(cod.status).toBe(400);
    expect(reason(cod)).toBe("PAYMENT_METHOD_NOT_ALLOWED");
    const switched = await api.inPerson(uid, "payAtOutlet");
    expect(switched.status, switched.body).toBe(200);
    expect(data<Doc>(switched)).toMatchObject({
      status: "PENDING",
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      onlinePayment: null,
    });
    expect(types(data<Doc>(switched))).toEqual([
      "STATUS",
      "PAYMENT_FAILED",
      "PAYMENT_METHOD_CHANGED",
    ]);
    // No longer paid online: nothing to try again, and staff take it as any order.
    expect(reason(await api.tryAgain(uid, "QRIS"))).toBe("PAYMENT_ALREADY_ENDED");
    expect((await api.staffStatus(uid, "ACCEPTED")).status).toBe(200);
  });

  it("switches while a charge is open: the charge is stopped, and money that comes for it goes back", async () => {
    const uid = await api.order();
    const switched = await api.inPerson(uid, "payAtOutlet");
    expect(switched.status, switched.body).toBe(200);
    // Stopped at the gateway (the simulator marks a stopped charge failed).
    expect(data<Doc>(await api.charge(uid)).state).toBe("FAILED");
    // The customer's bank paid a moment before the stop reached it.
    const paid = await api.notify(uid, "PAID");
    expect(data<Doc>(paid)).toEqual({ changed: true });
    const after = await api.detail(uid);
    expect(after.status).toBe("PENDING");
    expect(after.payment.method).toBe("payAtOutlet");
    // The money goes back: it does not pay the order.
    expect(after.paidAt).toBeNull();
    expect(after.onlinePayment).toMatchObject({
      state: "PAID",
      refund: { state: expect.any(String) },
    });
  });

  it("a retry racing a switch to paying in person never leaves a charge open on the switched order", async () => {
    for (let round = 0; round < 6; round++) {
      const uid = await api.order();
      await api.simulate(uid, "FAILED");
      // Two tabs: Try again in one, Pay at the outlet instead in the other, at the same moment.
      const [retried, switched] = await Promise.all([
        api.tryAgain(uid, "QRIS"),
        api.inPerson(uid, "payAtOutlet"),
      ]);
      const after = await api.detail(uid);
      if (after.payment.method === "payAtOutlet") {
        expect(switched.status, switched.body).toBe(200);
        // Whichever went first, no charge of the order is still payable.
        for (const reference of [uid, `${uid}-2`]) {
          const charge = await api.charge(reference);
          if (charge.status === 200) expect(data<Doc>(charge).state, reference).not.toBe("PENDING");
        }
      } else {
        expect(retried.status, retried.body).toBe(200);
        expect(reason(switched)).toBe("PAYMENT_ALREADY_ENDED");
      }
    }
  });

  it("takes a replaced charge paid late as the order's payment while the order still waits", async () => {
    const uid = await api.order();
    // The gateway says the first charge failed (its page never saw a button).
    expect((await api.notify(uid, "FAILED")).status).toBe(200);
    expect((await api.tryAgain(uid, "GOPAY")).status).toBe(200);
    // Then the first charge is paid after all.
    expect((await api.simulate(uid, "PAID")).status).toBe(200);
    const after = await api.detail(uid);
    expect(after.paidAt).not.toBeNull();
    expect(after.onlinePayment).toMatchObject({ state: "PAID", reference: uid, channel: "QRIS" });
    expect(types(after)).toEqual(["STATUS", "PAYMENT_FAILED", "PAID"]);
    // The charge that replaced it is stopped, so it is not paid too.
    expect(data<Doc>(await api.charge(`${uid}-2`)).state).toBe("FAILED");
  });

  it("refunds a replaced charge paid after the order was paid: never paid twice", async () => {
    const uid = await api.order();
    expect((await api.notify(uid, "FAILED")).status).toBe(200);
    expect((await api.tryAgain(uid, "QRIS")).status).toBe(200);
    expect((await api.simulate(`${uid}-2`, "PAID")).status).toBe(200);
    // The first charge, paid late: its money goes back.
    expect((await api.simulate(uid, "PAID")).status).toBe(200);
    await api.until(
      async () => data<Doc>(await api.charge(uid)).state === "REFUNDED",
      "the late charge's refund",
    );
    const after = await api.detail(uid);
    expect(after.onlinePayment).toMatchObject({
      state: "PAID",
      reference: `${uid}-2`,
      refund: null,
    });
    expect(types(after).filter((t: string) => t === "PAID")).toHaveLength(1);
    await api.until(
      async () => types(await api.detail(uid)).includes("REFUNDED"),
      "the refund on the timeline",
    );
    // The same word again changes nothing.
    expect(data<Doc>(await api.notify(uid, "PAID"))).toEqual({ changed: false });
  });

  it("a replaced charge's refund that failed is shown to staff, who may try it again", async () => {
    const uid = await api.order();
    expect((await api.simulate(uid, "FAILED")).status).toBe(200);
    expect((await api.tryAgain(uid, "QRIS")).status).toBe(200);
    expect((await api.simulate(`${uid}-2`, "PAID")).status).toBe(200);
    // The gateway says the first charge was paid after all, but will not refund it (here: the
    // simulator refunds only what it holds as paid).
    expect((await api.notify(uid, "PAID")).status).toBe(200);
    const staff = { as: ctx.as.kemang, headers: { origin: "http://demo.localhost" } };
    const card = async () =>
      ((await ctx.api.staff.board(staff)).data().orders as Doc[]).find((o) => o.uid === uid);
    await api.until(
      async () => (await card())?.onlinePayment?.refund?.state === "FAILED",
      "the failed refund on the staff's card",
    );
    expect((await card())!.onlinePayment).toMatchObject({ state: "PAID", reference: `${uid}-2` });
    const again = await ctx.api.staff.retryRefund({
      params: { orderId: uid },
      rawBody: {},
      ...staff,
    });
    expect(again.status, again.body).toBe(200);
    // Tried again at the gateway (which refuses it again here): a second failure on the timeline.
    await api.until(
      async () =>
        (await card())!.events.filter((e: Doc) => e.type === "REFUND_FAILED").length === 2,
      "the refund tried again",
    );
    // The customer's order is paid: their page does not say it is refunded.
    expect((await api.detail(uid)).onlinePayment).toMatchObject({ state: "PAID", refund: null });
  });
});

describe("a failed online payment on kedai's clock", () => {
  const ctx = retryServer("online-retry-expiry", {
    PAYMENT_EXPIRY_SECONDS: "3",
    PAYMENT_SWEEP_SECONDS: "1",
    PAYMENT_CHECK_AFTER_SECONDS: "1",
  });
  const api = calls(ctx);

  it("cancels the order when its time runs out untried: not paid in time", async () => {
    const uid = await api.order();
    expect((await api.simulate(uid, "FAILED")).status).toBe(200);
    expect((await api.detail(uid)).status).toBe("PENDING");
    await api.until(async () => (await api.detail(uid)).status === "CANCELLED", "the expiry");
    const after = await api.detail(uid);
    expect(after.onlinePayment.state).toBe("EXPIRED");
    expect(after.events.map((e: Doc) => [e.type, e.reason])).toEqual([
      ["STATUS", null],
      ["PAYMENT_FAILED", null],
      ["PAYMENT_EXPIRED", null],
      ["STATUS", "Not paid in time."],
    ]);
    const late = await api.tryAgain(uid, "QRIS");
    expect(late.status).toBe(409);
    expect(reason(late)).toBe("PAYMENT_ALREADY_ENDED");
    const switched = await api.inPerson(uid, "payAtOutlet");
    expect(reason(switched)).toBe("PAYMENT_ALREADY_ENDED");
  });
});

describe("a stopped charge paid after all, its notification lost", () => {
  const ctx = retryServer("online-retry-watch", {
    PAYMENT_SWEEP_SECONDS: "1",
    PAYMENT_CHECK_AFTER_SECONDS: "1",
  });
  const api = calls(ctx);

  it("is found by kedai's own asking, and its money goes back", async () => {
    const uid = await api.order();
    // Paid in person instead: kedai stops the open charge at the gateway.
    expect((await api.inPerson(uid, "payAtOutlet")).status).toBe(200);
    expect(data<Doc>(await api.charge(uid)).state).toBe("FAILED");
    // The stop never reached the gateway, the customer paid the charge, and the gateway's
    // notification was lost: the gateway holds it paid, and kedai has heard nothing.
    await ctx.server.stop();
    const handle = await openDatabase(ctx.location);
    try {
      await handle.db
        .update(simulatedCharges)
        .set({ state: "PAID" })
        .where(and(eq(simulatedCharges.brandId, "demo"), eq(simulatedCharges.reference, uid)));
    } finally {
      await handle.close();
    }
    ctx.server = await startServer(ctx.location, {
      APP_SECRET: ctx.appSecret!,
      PAYMENT_SWEEP_SECONDS: "1",
      PAYMENT_CHECK_AFTER_SECONDS: "1",
    });
    await api.until(
      async () => data<Doc>(await api.charge(uid)).state === "REFUNDED",
      "the refund of the charge paid after all",
    );
    const after = await api.detail(uid);
    // Still an order paid at the outlet: the money went back, it did not pay the order.
    expect(after.payment.method).toBe("payAtOutlet");
    expect(after.paidAt).toBeNull();
  });
});
