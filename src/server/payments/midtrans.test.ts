import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FakeMidtrans } from "../../../tests/support/fake-midtrans";
import { startFakeMidtrans } from "../../../tests/support/fake-midtrans";
import type { ChargeRequest, PaymentChannel } from "./gateway";
import { ForgedNotification, GatewayError } from "./gateway";
import { MidtransGateway } from "./midtrans";

const KEY = "SB-Mid-server-kedai-brand-a-0123456789";
const OTHER_KEY = "SB-Mid-server-kedai-brand-b-9876543210";

let fake: FakeMidtrans;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeMidtrans(KEY);
});
afterAll(() => fake.close());
beforeEach(() => fake.setFailure("none"));

const gateway = (options: { serverKey?: string; timeoutMs?: number } = {}) =>
  new MidtransGateway({ serverKey: KEY, mode: "sandbox", baseUrl: fake.url, ...options });

function chargeRequest(
  channel: PaymentChannel,
  overrides: Partial<ChargeRequest> = {},
): ChargeRequest {
  return {
    reference: `kd-${++serial}-${channel.toLowerCase()}`,
    amount: 275000,
    currency: "IDR",
    channel,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    customer: { name: "Sari Wulandari", phoneNumber: "+6281234567890" },
    description: "Nasi Bakar Sari, order 1042",
    notificationUrl: "https://sari.kedai.example/api/payments/midtrans/notify",
    returnUrl: "https://sari.kedai.example/orders/1042",
    ...overrides,
  };
}

/** The gateway failure a call ends in (fails the test if it does not fail with a GatewayError). */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return (error as GatewayError).failure;
}

const requestsFor = (reference: string) =>
  fake.requests.filter(
    (r) =>
      r.path.includes(encodeURIComponent(reference)) ||
      (r.body?.transaction_details as { order_id?: string } | undefined)?.order_id === reference,
  );

describe("MidtransGateway: charges", () => {
  it("offers the Core API channels and not OVO or DANA, refusing them without a call", async () => {
    const g = gateway();
    expect([...g.channels].sort()).toEqual(
      [
        "GOPAY",
        "QRIS",
        "SHOPEEPAY",
        "VA_BCA",
        "VA_BNI",
        "VA_BRI",
        "VA_MANDIRI",
        "VA_PERMATA",
      ].sort(),
    );
    for (const channel of ["OVO", "DANA"] as const) {
      const request = chargeRequest(channel);
      expect(await failureOf(g.createCharge(request))).toBe("rejected");
      expect(requestsFor(request.reference)).toHaveLength(0);
    }
  });

  it("sends the documented charge: Basic key, the notification URL, order, customer, expiry", async () => {
    const request = chargeRequest("GOPAY");
    await gateway().createCharge(request);
    const [sent] = requestsFor(request.reference);
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v2/charge");
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString("base64")}`);
    expect(sent?.headers["x-override-notification"]).toBe(request.notificationUrl);
    expect(sent?.body).toMatchObject({
      payment_type: "gopay",
      transaction_details: { order_id: request.reference, gross_amount: 275000 },
      customer_details: { first_name: "Sari Wulandari", phone: "+6281234567890" },
      gopay: { enable_callback: true, callback_url: request.returnUrl },
    });
    const expiry = sent?.body?.custom_expiry as {
      order_time: string;
      expiry_duration: number;
      unit: string;
    };
    expect(expiry.unit).toBe("second");
    expect(expiry.expiry_duration).toBeGreaterThanOrEqual(898);
    expect(expiry.expiry_duration).toBeLessThanOrEqual(900);
    expect(expiry.order_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0700$/);
    const orderTime = new Date(expiry.order_time.replace(" ", "T").replace(" +0700", "+07:00"));
    expect(Math.abs(orderTime.getTime() - Date.now())).toBeLessThan(5000);
  });

  const cases: [
    PaymentChannel,
    Record<string, unknown>,
    (charge: { action: unknown; gatewayId: string }) => void,
  ][] = [
    [
      "QRIS",
      { payment_type: "qris" },
      ({ action }) =>
        expect(action).toEqual({
          kind: "qr",
          qrString: expect.stringMatching(/^000201.*kd-\d+-qris$/),
        }),
    ],
    [
      "GOPAY",
      { payment_type: "gopay" },
      ({ action, gatewayId }) =>
        expect(action).toEqual({
          kind: "redirect",
          url: `https://api.sandbox.veritrans.co.id/v2/gopay/${gatewayId}/qr-code`,
          mobileUrl: expect.stringMatching(
            /^https:\/\/simulator\.sandbox\.midtrans\.com\/gopay\/ui\/checkout\?referenceid=/,
          ),
        }),
    ],
    [
      "SHOPEEPAY",
      {
        payment_type: "shopeepay",
        shopeepay: { callback_url: "https://sari.kedai.example/orders/1042" },
      },
      ({ action }) =>
        expect(action).toEqual({
          kind: "redirect",
          url: expect.stringMatching(/^https:\/\/wsa\.uat\.wallet\.airpay\.co\.id\//),
        }),
    ],
    [
      "VA_BCA",
      { payment_type: "bank_transfer", bank_transfer: { bank: "bca" } },
      ({ action }) =>
        expect(action).toEqual({
          kind: "va",
          bank: "bca",
          accountNumber: expect.stringMatching(/^9880\d{12}$/),
        }),
    ],
    [
      "VA_BNI",
      { payment_type: "bank_transfer", bank_transfer: { bank: "bni" } },
      ({ action }) =>
        expect(action).toEqual({
          kind: "va",
          bank: "bni",
          accountNumber: expect.stringMatching(/^9880\d{12}$/),
        }),
    ],
    [
      "VA_BRI",
      { payment_type: "bank_transfer", bank_transfer: { bank: "bri" } },
      ({ action }) =>
        expect(action).toEqual({
          kind: "va",
          bank: "bri",
          accountNumber: expect.stringMatching(/^9880\d{12}$/),
        }),
    ],
    [
      "VA_PERMATA",
      { payment_type: "bank_transfer", bank_transfer: { bank: "permata" } },
      ({ action }) =>
        expect(action).toEqual({
          kind: "va",
          bank: "permata",
          accountNumber: expect.stringMatching(/^8562\d{12}$/),
        }),
    ],
    [
      "VA_MANDIRI",
      {
        payment_type: "echannel",
        echannel: { bill_info1: "Payment:", bill_info2: "Nasi Bakar Sari, order 1042" },
      },
      ({ action }) =>
        // biller_code 70012, then the 12-digit bill_key
        expect(action).toEqual({
          kind: "va",
          bank: "mandiri",
          accountNumber: expect.stringMatching(/^70012\d{12}$/),
        }),
    ],
  ];

  it.each(cases)(
    "charges %s with its payment_type and maps its action",
    async (channel, sent, checkAction) => {
      const request = chargeRequest(channel);
      const charge = await gateway().createCharge(request);
      expect(requestsFor(request.reference)[0]?.body).toMatchObject(sent);
      const atFake = fake.charges().find((c) => c.orderId === request.reference);
      expect(charge).toMatchObject({
        reference: request.reference,
        gatewayId: atFake?.transactionId,
        state: "PENDING",
        amount: 275000,
        currency: "IDR",
      });
      // expiry_time comes back to the second, in GMT+7
      expect(Math.abs(charge.expiresAt.getTime() - request.expiresAt.getTime())).toBeLessThan(2000);
      checkAction(charge);
    },
  );

  it("finds the charge made before when a retry meets 406: one charge at Midtrans", async () => {
    const request = chargeRequest("VA_BNI");
    const first = await gateway().createCharge(request);
    const again = await gateway().createCharge(request);
    expect(again).toEqual(first);
    expect(fake.charges().filter((c) => c.orderId === request.reference)).toHaveLength(1);
    expect(requestsFor(request.reference).map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v2/charge",
      "POST /v2/charge",
      `GET /v2/${request.reference}/status`,
    ]);
  });

  it("after a charge answer lost to a timeout, the retry finds that charge, not a second", async () => {
    const request = chargeRequest("VA_MANDIRI");
    fake.setFailure("lostAnswer");
    expect(await failureOf(gateway({ timeoutMs: 200 }).createCharge(request))).toBe("timeout");
    fake.setFailure("none");
    const charge = await gateway().createCharge(request);
    expect(charge.action).toEqual({
      kind: "va",
      bank: "mandiri",
      accountNumber: expect.stringMatching(/^70012\d{12}$/),
    });
    expect(fake.charges().filter((c) => c.orderId === request.reference)).toHaveLength(1);
  });

  it("refuses, without a second charge, a retry it cannot rebuild or whose amount differs", async () => {
    const qris = chargeRequest("QRIS");
    await gateway().createCharge(qris);
    // The status answer of a QRIS charge does not repeat its qr_string.
    expect(await failureOf(gateway().createCharge(qris))).toBe("rejected");
    const va = chargeRequest("VA_BCA");
    await gateway().createCharge(va);
    expect(await failureOf(gateway().createCharge({ ...va, amount: 280000 }))).toBe("rejected");
    for (const r of [qris, va]) {
      expect(fake.charges().filter((c) => c.orderId === r.reference)).toHaveLength(1);
    }
  });
});

describe("MidtransGateway: status", () => {
  it.each([
    ["pending", "accept", "PENDING"],
    ["settlement", "accept", "PAID"],
    ["capture", "accept", "PAID"],
    ["capture", "challenge", "PENDING"],
    ["settlement", "deny", "FAILED"],
    ["expire", "accept", "EXPIRED"],
    ["cancel", "accept", "FAILED"],
    ["deny", "accept", "FAILED"],
    ["failure", "accept", "FAILED"],
    ["refund", "accept", "REFUNDED"],
    ["partial_refund", "accept", "PAID"],
  ])(
    "reads transaction_status %s (fraud_status %s) as %s",
    async (transactionStatus, fraud, state) => {
      const request = chargeRequest("VA_BRI", { amount: 52500 });
      const charge = await gateway().createCharge(request);
      fake.setState(request.reference, transactionStatus, fraud);
      expect(await gateway().status(request.reference)).toMatchObject({
        reference: request.reference,
        gatewayId: charge.gatewayId,
        state,
        amount: 52500,
        currency: "IDR",
      });
    },
  );

  it("dates a payment at Midtrans' settlement_time and an expiry at its expiry_time", async () => {
    const request = chargeRequest("QRIS");
    await gateway().createCharge(request);
    const paidAt = new Date("2026-11-27T09:41:07Z");
    fake.pay(request.reference, paidAt);
    expect((await gateway().status(request.reference)).at).toEqual(paidAt);
    const other = chargeRequest("QRIS");
    await gateway().createCharge(other);
    fake.expire(other.reference);
    const expired = await gateway().status(other.reference);
    expect(expired.state).toBe("EXPIRED");
    expect(Math.abs(expired.at.getTime() - other.expiresAt.getTime())).toBeLessThan(2000);
  });

  it("refuses to guess an undocumented transaction_status", async () => {
    const request = chargeRequest("QRIS");
    await gateway().createCharge(request);
    fake.setState(request.reference, "chargeback");
    const error = await gateway()
      .status(request.reference)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GatewayError);
  });

  it("says not-found for a reference Midtrans does not know", async () => {
    expect(await failureOf(gateway().status("kd-never-charged"))).toBe("not-found");
  });
});

describe("MidtransGateway: cancel and refund", () => {
  it("cancels a pending charge, again without complaint, and refuses to cancel a paid one", async () => {
    const request = chargeRequest("SHOPEEPAY");
    await gateway().createCharge(request);
    await gateway().cancel(request.reference);
    expect((await gateway().status(request.reference)).state).toBe("FAILED");
    await gateway().cancel(request.reference); // 412 at Midtrans: it is cancelled already
    const expired = chargeRequest("QRIS");
    await gateway().createCharge(expired);
    fake.expire(expired.reference);
    await gateway().cancel(expired.reference);
    const paid = chargeRequest("QRIS");
    await gateway().createCharge(paid);
    fake.pay(paid.reference);
    expect(await failureOf(gateway().cancel(paid.reference))).toBe("rejected");
    expect((await gateway().status(paid.reference)).state).toBe("PAID");
    expect(await failureOf(gateway().cancel("kd-never-charged"))).toBe("not-found");
  });

  it("refunds a paid charge through /refund with the key, and a retried key is the same refund", async () => {
    const request = chargeRequest("GOPAY", { amount: 154600 });
    await gateway().createCharge(request);
    fake.pay(request.reference);
    const refund = await gateway().refund(
      request.reference,
      154600,
      "Outlet closed early",
      "rf-1042-a",
    );
    expect(refund).toEqual({ gatewayId: expect.stringMatching(/^\d+$/), amount: 154600 });
    const sent = requestsFor(request.reference).filter((r) => r.path.endsWith("/refund"));
    expect(sent.map((r) => r.path)).toEqual([`/v2/${request.reference}/refund`]);
    expect(sent[0]?.body).toEqual({
      refund_key: "rf-1042-a",
      amount: 154600,
      reason: "Outlet closed early",
    });
    expect((await gateway().status(request.reference)).state).toBe("REFUNDED");

    const retried = await gateway().refund(
      request.reference,
      154600,
      "Outlet closed early",
      "rf-1042-a",
    );
    expect(retried).toEqual(refund);
    expect(fake.charges().find((c) => c.orderId === request.reference)?.refunds).toBe(1);
  });

  it("reads back a retried partial refund that Midtrans answers 406 Duplicate refund ID", async () => {
    const request = chargeRequest("SHOPEEPAY", { amount: 100000 });
    await gateway().createCharge(request);
    fake.pay(request.reference);
    const first = await gateway().refund(request.reference, 40000, "Sold out item", "rf-part");
    expect(first.amount).toBe(40000);
    expect((await gateway().status(request.reference)).state).toBe("PAID"); // partial_refund
    expect(await gateway().refund(request.reference, 40000, "Sold out item", "rf-part")).toEqual(
      first,
    );
    expect(fake.charges().find((c) => c.orderId === request.reference)?.refunds).toBe(1);
  });

  it("refuses to refund a charge that was never paid", async () => {
    const request = chargeRequest("QRIS");
    await gateway().createCharge(request);
    expect(await failureOf(gateway().refund(request.reference, 275000, "x", "rf-unpaid"))).toBe(
      "rejected",
    );
  });
});

describe("MidtransGateway: notifications", () => {
  async function paidNotification() {
    const request = chargeRequest("QRIS");
    const charge = await gateway().createCharge(request);
    fake.pay(request.reference, new Date("2026-11-27T09:41:07Z"));
    return { request, charge, body: fake.notification(request.reference) };
  }
  const headers = new Headers({ "content-type": "application/json" });

  it("accepts a genuine notification and reads it", async () => {
    const { request, charge, body } = await paidNotification();
    expect(body.gross_amount).toBe("275000.00");
    const n = gateway().verifyNotification(headers, JSON.stringify(body));
    expect(n).toEqual({
      reference: request.reference,
      gatewayId: charge.gatewayId,
      state: "PAID",
      amount: 275000,
      currency: "IDR",
      at: new Date("2026-11-27T09:41:07Z"),
      eventKey: `${charge.gatewayId}:settlement:200`,
    });
    // The same event again has the same key; the next event of the payment has another.
    expect(gateway().verifyNotification(headers, JSON.stringify(body)).eventKey).toBe(n.eventKey);
    await gateway().refund(request.reference, 275000, "x", `rf-${request.reference}`);
    const refunded = gateway().verifyNotification(
      headers,
      JSON.stringify(fake.notification(request.reference)),
    );
    expect(refunded.state).toBe("REFUNDED");
    expect(refunded.eventKey).not.toBe(n.eventKey);
  });

  it("refuses a notification whose amount, status or key was changed", async () => {
    const { request, body } = await paidNotification();
    const forged = [
      { ...body, gross_amount: "2750.00" },
      { ...body, status_code: "201" },
      { ...body, order_id: `${request.reference}-x` },
      {
        ...body,
        signature_key: String(body.signature_key).replace(/^./, (c) => (c === "a" ? "b" : "a")),
      },
      { ...body, signature_key: String(body.signature_key).slice(0, 64) },
      { ...body, signature_key: undefined },
      fake.notification(request.reference, "SB-Mid-server-guessed"),
    ];
    for (const n of forged) {
      expect(() => gateway().verifyNotification(headers, JSON.stringify(n))).toThrow(
        ForgedNotification,
      );
    }
  });

  it("refuses a pending notification dressed up as a payment (transaction_status is not signed)", async () => {
    const request = chargeRequest("QRIS");
    await gateway().createCharge(request);
    const pending = fake.notification(request.reference);
    expect(pending.status_code).toBe("201");
    expect(gateway().verifyNotification(headers, JSON.stringify(pending)).state).toBe("PENDING");
    const dressed = { ...pending, transaction_status: "settlement" };
    expect(() => gateway().verifyNotification(headers, JSON.stringify(dressed))).toThrow(
      ForgedNotification,
    );
  });

  it("refuses another brand's genuine notification", async () => {
    const other = await startFakeMidtrans(OTHER_KEY);
    try {
      const otherBrand = new MidtransGateway({
        serverKey: OTHER_KEY,
        mode: "sandbox",
        baseUrl: other.url,
      });
      const request = chargeRequest("VA_BCA");
      await otherBrand.createCharge(request);
      other.pay(request.reference);
      const body = JSON.stringify(other.notification(request.reference));
      expect(otherBrand.verifyNotification(headers, body).state).toBe("PAID");
      expect(() => gateway().verifyNotification(headers, body)).toThrow(ForgedNotification);
    } finally {
      await other.close();
    }
  });

  it("calls a body that is not a notification malformed, not forged", async () => {
    const { body } = await paidNotification();
    const malformed = [
      "{not json",
      "[]",
      "null",
      JSON.stringify({ ...body, order_id: undefined }),
      JSON.stringify({ ...body, gross_amount: 275000 }),
    ];
    for (const text of malformed) {
      const error = (() => {
        try {
          gateway().verifyNotification(headers, text);
        } catch (e) {
          return e;
        }
      })();
      expect(error, text).toBeInstanceOf(Error);
      expect(error, text).not.toBeInstanceOf(ForgedNotification);
    }
  });
});

describe("MidtransGateway: failures", () => {
  it("times out on a Midtrans that never answers", async () => {
    fake.setFailure("hang");
    const g = gateway({ timeoutMs: 150 });
    const started = Date.now();
    expect(await failureOf(g.createCharge(chargeRequest("QRIS")))).toBe("timeout");
    expect(await failureOf(g.status("kd-any"))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("calls HTTP 500 unavailable and a wrong server key unauthorized", async () => {
    fake.setFailure("http500");
    const error = await gateway()
      .createCharge(chargeRequest("QRIS"))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: "unavailable", status: 500 });
    fake.setFailure("none");
    const request = chargeRequest("QRIS");
    expect(await failureOf(gateway({ serverKey: OTHER_KEY }).createCharge(request))).toBe(
      "unauthorized",
    );
    expect(fake.charges().some((c) => c.orderId === request.reference)).toBe(false);
  });

  it.each([
    ["500", "unavailable"],
    ["503", "unavailable"],
    ["429", "unavailable"],
    ["400", "rejected"],
    ["402", "rejected"],
    ["401", "unauthorized"],
    ["404", "not-found"],
  ])("reads an HTTP 200 whose body says %s as %s", async (code, failure) => {
    fake.setFailure("bodyError", code);
    expect(await failureOf(gateway().createCharge(chargeRequest("VA_BCA")))).toBe(failure);
    expect(await failureOf(gateway().status("kd-any"))).toBe(failure);
  });

  it("calls a Midtrans it cannot reach unavailable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const g = new MidtransGateway({
      serverKey: KEY,
      mode: "sandbox",
      baseUrl: `http://127.0.0.1:${port}`,
    });
    expect(await failureOf(g.status("kd-any"))).toBe("unavailable");
  });

  it("speaks to Midtrans' own hosts unless told otherwise", async () => {
    // No request leaves the machine: the hosts are read back from a refused key check.
    const hosts = new Set<string>();
    const real = globalThis.fetch;
    globalThis.fetch = ((input: string | URL | Request) => {
      hosts.add(new URL(String(input)).origin);
      return Promise.resolve(new Response(JSON.stringify({ status_code: "401" }), { status: 401 }));
    }) as typeof fetch;
    try {
      await new MidtransGateway({ serverKey: KEY, mode: "sandbox" }).status("x").catch(() => {});
      await new MidtransGateway({ serverKey: KEY, mode: "production" }).status("x").catch(() => {});
    } finally {
      globalThis.fetch = real;
    }
    expect([...hosts]).toEqual(["https://api.sandbox.midtrans.com", "https://api.midtrans.com"]);
  });
});

// The fake signs as the docs say; this pins its formula to an independent computation, so a test
// passing against the fake means the adapter follows the docs, not the fake's own mistake.
it("the fake signs notifications as SHA-512 of order_id + status_code + gross_amount + server key", async () => {
  const request = chargeRequest("VA_BCA");
  await gateway().createCharge(request);
  const body = fake.notification(request.reference);
  const expected = createHash("sha512")
    .update(`${request.reference}201275000.00${KEY}`)
    .digest("hex");
  expect(body.signature_key).toBe(expected);
});
