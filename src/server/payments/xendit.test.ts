import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeXendit } from "../../../tests/support/fake-xendit";
import type { ChargeRequest, PaymentChannel } from "./gateway";
import { ForgedNotification, GatewayError } from "./gateway";
import { XenditGateway } from "./xendit";

const SECRET_KEY = "xnd_development_c2VjcmV0LWZvci10ZXN0cw";
const CALLBACK_TOKEN = "callback-token-of-the-brand-0123456789";

let fake: Awaited<ReturnType<typeof startFakeXendit>>;
let gateway: XenditGateway;
let n = 0;

beforeAll(async () => {
  fake = await startFakeXendit({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.switches, { hang: false, http500: false, duplicateAnswer: "conflict" });
  fake.switches.noRedirect = false;
  gateway = new XenditGateway({
    secretKey: SECRET_KEY,
    callbackToken: CALLBACK_TOKEN,
    mode: "sandbox",
    baseUrl: fake.url,
  });
});

const charge = (channel: PaymentChannel, over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  reference: `KD-${++n}-${channel}`,
  amount: 87_500,
  currency: "IDR",
  channel,
  expiresAt: new Date("2030-01-01T10:15:00.000Z"),
  customer: { name: "Rina Wulandari", phoneNumber: "+6281234567890" },
  description: "Nasi Bakar Rina, pesanan KD-1",
  notificationUrl: "https://rina.example/api/payments/xendit",
  returnUrl: "https://rina.example/orders/KD-1",
  ...over,
});
const creates = (reference: string) =>
  fake.requests.filter(
    (r) =>
      r.method === "POST" && r.path === "/v3/payment_requests" && r.idempotencyKey === reference,
  );

describe("XenditGateway.createCharge", () => {
  it("QRIS: the QR string to scan, with the expiry sent and read back", async () => {
    const request = charge("QRIS");
    const result = await gateway.createCharge(request);
    const pr = fake.paymentRequests().find((p) => p.reference_id === request.reference)!;
    expect(result).toEqual({
      reference: request.reference,
      gatewayId: pr.payment_request_id,
      state: "PENDING",
      amount: 87_500,
      currency: "IDR",
      action: { kind: "qr", qrString: pr.actions[0]!.value },
      expiresAt: request.expiresAt,
    });
    const sent = creates(request.reference)[0]!;
    expect(sent).toMatchObject({ authorized: true, apiVersion: "2024-11-11" });
    expect(sent.body).toMatchObject({
      reference_id: request.reference,
      type: "PAY",
      country: "ID",
      currency: "IDR",
      request_amount: 87_500,
      channel_code: "QRIS",
      channel_properties: { expires_at: "2030-01-01T10:15:00.000Z" },
    });
  });

  it.each([
    ["VA_BCA", "BCA_VIRTUAL_ACCOUNT", "BCA"],
    ["VA_BNI", "BNI_VIRTUAL_ACCOUNT", "BNI"],
    ["VA_BRI", "BRI_VIRTUAL_ACCOUNT", "BRI"],
    ["VA_MANDIRI", "MANDIRI_VIRTUAL_ACCOUNT", "MANDIRI"],
    ["VA_PERMATA", "PERMATA_VIRTUAL_ACCOUNT", "PERMATA"],
  ] as const)("%s: the %s number to transfer to", async (channel, code, bank) => {
    const request = charge(channel);
    const result = await gateway.createCharge(request);
    const pr = fake.paymentRequests().find((p) => p.reference_id === request.reference)!;
    expect(pr.channel_code).toBe(code);
    expect(result.action).toEqual({ kind: "va", bank, accountNumber: pr.actions[0]!.value });
    expect(result.action.kind === "va" && result.action.accountNumber).toMatch(/^8808\d+$/);
  });

  it.each(["GOPAY", "OVO", "DANA", "SHOPEEPAY"] as const)(
    "%s: a redirect to the e-wallet, web url and app deeplink, back to the order",
    async (channel) => {
      const request = charge(channel);
      const result = await gateway.createCharge(request);
      const pr = fake.paymentRequests().find((p) => p.reference_id === request.reference)!;
      expect(pr.channel_code).toBe(channel);
      expect(result.action).toEqual({
        kind: "redirect",
        url: `https://ewallet.fake/${channel.toLowerCase()}/${pr.payment_request_id}`,
        mobileUrl: `${channel.toLowerCase()}://pay/${pr.payment_request_id}`,
      });
      expect(pr.channel_properties).toEqual({
        success_return_url: request.returnUrl,
        failure_return_url: request.returnUrl,
        cancel_return_url: request.returnUrl,
      });
    },
  );

  it("an e-wallet that pushes to the customer's app (no redirect): the tracking page", async () => {
    fake.switches.noRedirect = true;
    const request = charge("OVO");
    const result = await gateway.createCharge(request);
    expect(result.action).toEqual({ kind: "redirect", url: request.returnUrl });
  });

  it.each(["conflict", "replay"] as const)(
    "a retry with the same reference is one payment at Xendit (repeat answered %s)",
    async (duplicateAnswer) => {
      fake.switches.duplicateAnswer = duplicateAnswer;
      const request = charge("QRIS");
      const first = await gateway.createCharge(request);
      const again = await gateway.createCharge(request);
      expect(again).toEqual(first);
      expect(creates(request.reference)).toHaveLength(2);
      expect(
        fake.paymentRequests().filter((p) => p.reference_id === request.reference),
      ).toHaveLength(1);
    },
  );

  it("a retry after the customer paid answers the paid charge", async () => {
    const request = charge("DANA");
    const first = await gateway.createCharge(request);
    fake.pay(request.reference);
    const again = await gateway.createCharge(request);
    expect(again).toMatchObject({ gatewayId: first.gatewayId, state: "PAID" });
  });

  it("the same reference with another amount is refused, not taken for the old charge", async () => {
    const request = charge("QRIS");
    await gateway.createCharge(request);
    await expect(gateway.createCharge({ ...request, amount: 1 })).rejects.toMatchObject({
      failure: "rejected",
    });
  });
});

describe("XenditGateway.status", () => {
  it.each([
    ["pay", "PAID"],
    ["expire", "EXPIRED"],
    ["fail", "FAILED"],
  ] as const)("after %s: %s", async (what, state) => {
    const request = charge("VA_BNI");
    const created = await gateway.createCharge(request);
    expect((await gateway.status(request.reference)).state).toBe("PENDING");
    fake[what](request.reference);
    expect(await gateway.status(request.reference)).toMatchObject({
      reference: request.reference,
      gatewayId: created.gatewayId,
      state,
      amount: 87_500,
      currency: "IDR",
    });
  });

  it("a reference Xendit never saw: not-found", async () => {
    await expect(gateway.status("KD-never")).rejects.toMatchObject({ failure: "not-found" });
  });
});

describe("XenditGateway.cancel", () => {
  it("stops a pending charge from being paid", async () => {
    const request = charge("SHOPEEPAY");
    const created = await gateway.createCharge(request);
    await gateway.cancel(request.reference);
    expect(
      fake.requests.some((r) => r.path === `/v3/payment_requests/${created.gatewayId}/cancel`),
    ).toBe(true);
    expect((await gateway.status(request.reference)).state).toBe("FAILED");
    await gateway.cancel(request.reference); // again: nothing left to stop
  });

  it("refuses a paid charge", async () => {
    const request = charge("QRIS");
    await gateway.createCharge(request);
    fake.pay(request.reference);
    await expect(gateway.cancel(request.reference)).rejects.toMatchObject({ failure: "rejected" });
  });
});

describe("XenditGateway.refund", () => {
  it("refunds the paid charge; a retry with the same key is the same refund", async () => {
    const request = charge("GOPAY");
    const created = await gateway.createCharge(request);
    fake.pay(request.reference);
    const refund = await gateway.refund(request.reference, 87_500, "Toko tutup", "RF-1");
    const again = await gateway.refund(request.reference, 87_500, "Toko tutup", "RF-1");
    expect(again).toEqual(refund);
    expect(refund.amount).toBe(87_500);
    const stored = fake.refunds().filter((r) => r.payment_request_id === created.gatewayId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: refund.gatewayId, reference_id: "RF-1", amount: 87_500 });
    const posts = fake.requests.filter((r) => r.method === "POST" && r.path === "/refunds");
    expect(posts.map((r) => r.idempotencyKey)).toEqual(["RF-1", "RF-1"]);
  });

  it("an unpaid charge cannot be refunded", async () => {
    const request = charge("QRIS");
    await gateway.createCharge(request);
    await expect(gateway.refund(request.reference, 87_500, "x", "RF-2")).rejects.toMatchObject({
      failure: "rejected",
      message: expect.stringContaining("INELIGIBLE_TRANSACTION_STATUS"),
    });
  });
});

describe("XenditGateway.verifyNotification", () => {
  it.each([
    ["pay", "PAID", "payment.capture"],
    ["fail", "FAILED", "payment.failure"],
    ["expire", "EXPIRED", "payment_request.expiry"],
  ] as const)("a genuine callback after %s: %s", async (what, state, event) => {
    const request = charge("QRIS");
    const created = await gateway.createCharge(request);
    fake[what](request.reference);
    const { headers, body } = fake.callback(request.reference);
    const notification = gateway.verifyNotification(headers, body);
    expect(notification).toMatchObject({
      reference: request.reference,
      gatewayId: created.gatewayId,
      state,
      amount: 87_500,
      currency: "IDR",
    });
    expect(notification.eventKey).toMatch(new RegExp(`^${event.replace(".", "\\.")}:(py|pr)-`));
  });

  it("duplicate callbacks share an eventKey; another event of the same payment does not", async () => {
    const request = charge("OVO");
    await gateway.createCharge(request);
    fake.pay(request.reference);
    const one = fake.callback(request.reference);
    const two = fake.callback(request.reference);
    const key = gateway.verifyNotification(one.headers, one.body).eventKey;
    expect(gateway.verifyNotification(two.headers, two.body).eventKey).toBe(key);
    fake.fail(request.reference);
    const failed = fake.callback(request.reference);
    expect(gateway.verifyNotification(failed.headers, failed.body).eventKey).not.toBe(key);
  });

  it("a wrong or missing token is forged", async () => {
    const request = charge("QRIS");
    await gateway.createCharge(request);
    fake.pay(request.reference);
    const wrong = fake.callback(request.reference, "not-the-brand-token");
    expect(() => gateway.verifyNotification(wrong.headers, wrong.body)).toThrow(ForgedNotification);
    const longer = fake.callback(request.reference, `${CALLBACK_TOKEN}x`);
    expect(() => gateway.verifyNotification(longer.headers, longer.body)).toThrow(
      ForgedNotification,
    );
    const { body } = fake.callback(request.reference);
    expect(() => gateway.verifyNotification(new Headers(), body)).toThrow(ForgedNotification);
  });

  it("malformed JSON or an event kedai does not read: a plain error", () => {
    const headers = new Headers({ "x-callback-token": CALLBACK_TOKEN });
    const plain = (body: string) => {
      try {
        gateway.verifyNotification(headers, body);
      } catch (error) {
        return !(error instanceof ForgedNotification) && error instanceof Error;
      }
      return false;
    };
    expect(plain("{not json")).toBe(true);
    expect(plain(JSON.stringify({ event: "refund.succeeded", data: { id: "rfd-1" } }))).toBe(true);
    expect(plain(JSON.stringify({ event: "payment.capture", data: {} }))).toBe(true);
  });
});

describe("XenditGateway failures", () => {
  it("no answer in time: timeout", async () => {
    fake.switches.hang = true;
    const slow = new XenditGateway({
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      mode: "sandbox",
      baseUrl: fake.url,
      timeoutMs: 150,
    });
    const error = await slow.createCharge(charge("QRIS")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ failure: "timeout" });
  });

  it("a 500: unavailable", async () => {
    fake.switches.http500 = true;
    await expect(gateway.status("KD-any")).rejects.toMatchObject({
      failure: "unavailable",
      status: 500,
    });
  });

  it("nothing listening: unavailable", async () => {
    const down = new XenditGateway({
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      mode: "sandbox",
      baseUrl: "http://127.0.0.1:9",
    });
    await expect(down.status("KD-any")).rejects.toMatchObject({ failure: "unavailable" });
  });

  it("a wrong key: unauthorized, and the key is in no message", async () => {
    const wrongKey = "xnd_development_wrong0123456789";
    const wrong = new XenditGateway({
      secretKey: wrongKey,
      callbackToken: CALLBACK_TOKEN,
      mode: "sandbox",
      baseUrl: fake.url,
    });
    const error = (await wrong.createCharge(charge("QRIS")).catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ failure: "unauthorized", status: 401 });
    expect(error.message).not.toContain(wrongKey);
  });

  it("a key of the other mode is refused before any call", () => {
    const make = (secretKey: string, mode: "sandbox" | "production") => () =>
      new XenditGateway({ secretKey, callbackToken: CALLBACK_TOKEN, mode, baseUrl: fake.url });
    expect(make("xnd_production_live0123", "sandbox")).toThrow(/not a sandbox key/);
    expect(make(SECRET_KEY, "production")).toThrow(/not a production key/);
    expect(make("xnd_production_live0123", "sandbox")).not.toThrow(/live0123/);
    expect(make("xnd_production_live0123", "production")).not.toThrow();
  });
});
