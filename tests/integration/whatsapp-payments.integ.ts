import { describe, expect, it } from "vitest";
import { paymentCalls, paymentServer } from "../support/online-payment";
import { data } from "../support/owner-server";
import { PEOPLE } from "../support/test-server";

// Issue 37 item 3, the money: with the WhatsApp stand-in on, an order paid online tells its
// customer it waits for their payment, that it arrived, that it was cancelled with the reason, and
// that the money went back, each by its template with the order's link; the board lists each.

const t = paymentServer("whatsapp-payments", {
  WHATSAPP_PROVIDER: "standin",
  JOBS_RETRY_BASE_SECONDS: "0.3",
});
const api = paymentCalls(t);
const PHONE = PEOPLE.customer.phone;

/** What the customer's phone received by WhatsApp from demo's number, oldest first. */
async function whatsappTo(count: number): Promise<string[]> {
  const read = async () =>
    (await t.api.whatsapp.standinMessages({ query: { phone: PHONE } }))
      .data()
      .messages.filter((m) => m.direction === "received")
      .map((m) => m.text)
      .reverse();
  await expect
    .poll(async () => (await read()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return read();
}

describe("an order paid online, by WhatsApp", () => {
  it("is told waiting for payment, paid, cancelled with its reason and refunded", async () => {
    const { uid } = data<{ uid: string }>(await api.placeOrder("QRIS"));
    const link = `/orders/tracking/${uid}`;
    const [waiting] = await whatsappTo(1);
    expect(waiting).toMatch(
      /^Thank you for your order at Dapur Kue Demo! Order #\w{6} is waiting for your payment of Rp\s?[\d.]+\. Pay or check it here: http\S+\/orders\/tracking\//,
    );
    expect(waiting).toContain(link);

    expect((await api.simulate(uid, "PAID")).status).toBe(200);
    const paid = (await whatsappTo(2))[1];
    expect(paid).toMatch(
      /^Payment received: Dapur Kue Demo has received your payment for order #\w{6} \(Rp\s?[\d.]+\)\./,
    );

    const cancelled = await api.staffStatus(uid, "CANCELLED", "Out of black forest");
    expect(cancelled.status, cancelled.body).toBe(200);
    await api.until(
      async () => (await api.detail(uid)).onlinePayment.state === "REFUNDED",
      "the refund",
    );
    const [, , sorry, refunded] = await whatsappTo(4);
    expect(sorry).toMatch(/Reason: Out of black forest\./);
    expect(refunded).toMatch(
      /^Refund: Dapur Kue Demo has refunded your order #\w{6} \(Rp\s?[\d.]+\)\./,
    );
    expect(refunded).toContain(link);

    const card = (await t.api.staff.board({ as: t.as.kemang }))
      .data()
      .orders.find((o) => o.uid === uid)!;
    expect(card.messages.map((m) => [m.event, m.channel])).toEqual([
      ["PAYMENT_WAITING", "whatsapp"],
      ["PAID", "whatsapp"],
      ["CANCELLED", "whatsapp"],
      ["REFUNDED", "whatsapp"],
    ]);
  });
});
