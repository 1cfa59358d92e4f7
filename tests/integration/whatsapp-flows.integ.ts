import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffOrder } from "@/domain/order";
import { authClient, expectError } from "../support/auth-flow";
import { pickupOrder } from "../support/order-bodies";
import type { TestSession } from "../support/sessions";
import { PEOPLE, serverForFile } from "../support/test-server";

// Issue 37 items 2-4 (docs/whatsapp.md, docs/whatsapp-templates.md): with the WhatsApp stand-in on,
// the demo brands send sign-in codes and order messages by WhatsApp then SMS. A code goes by
// WhatsApp (the screen is told so), by SMS when WhatsApp refuses the number or the customer asks;
// an order's customer is told each step by its template, in their language, with the order's link;
// the board shows each message, how it went, and the customer's replies.

/** Numbers that ask for real codes (not test numbers): the stand-in reads their last digits. */
const CODE_READ = "+6281255500005"; // delivered, then read
const CODE_REFUSED = "+6281255510003"; // WhatsApp refuses it: SMS at once
const CODE_BY_SMS = "+6281255520005";
const CODE_LIMITED = "+6281255530005";
/** A caller staff take an order for by phone (issue 36 item 4). */
const CALLER = "+6281100000372";
/** An Indonesian-speaking customer (a test number: signs in with 12345). */
const DEWI = "+6281100000371";

const t = serverForFile("whatsapp-flows", {
  sms: true,
  signIn: ["customer", "kemang"],
  phones: [DEWI],
  settings: {
    WHATSAPP_PROVIDER: "standin",
    APP_SECRET: "whatsapp-flows-app-secret-0123456789abcdef",
    JOBS_RETRY_BASE_SECONDS: "0.3",
    ORDERS_PER_HOUR: "100",
    OTP_PHONE_PER_HOUR: "3",
  },
});

let auth: ReturnType<typeof authClient>;
let dewi: TestSession;
beforeAll(async () => {
  auth = authClient(t.baseUrl());
  dewi = await t.signIn(DEWI);
  const saved = await t.api.account.saveProfile({
    params: { id: dewi.uid },
    rawBody: { language: "id" },
    as: dewi,
  });
  expect(saved.status, saved.body).toBe(200);
});

/** What the stand-in's phone `phone` received from demo's number, oldest first, once `count` came. */
async function whatsappTo(phone: string, count: number): Promise<string[]> {
  const read = async () =>
    (await t.api.whatsapp.standinMessages({ query: { phone } }))
      .data()
      .messages.filter((m) => m.direction === "received")
      .map((m) => m.text)
      .reverse();
  await expect
    .poll(async () => (await read()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return read();
}

const smsTo = (phone: string) =>
  t.gateway.received.filter((m) => m.to === phone).map((m) => m.message);
const codeIn = (text: string | undefined) => /\b(\d{5})\b/.exec(text ?? "")?.[1];

async function place(who: TestSession): Promise<string> {
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }]),
    as: who,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.data().uid;
}

const move = async (orderId: string, status: string, reason?: string) => {
  const res = await t.api.staff.changeStatus({
    params: { orderId },
    rawBody: { status, ...(reason && { reason }) },
    as: t.as.kemang,
  });
  expect(res.status, res.body).toBe(200);
};

async function card(uid: string): Promise<StaffOrder> {
  const found = (await t.api.staff.board({ as: t.as.kemang }))
    .data()
    .orders.find((o) => o.uid === uid);
  if (!found) throw new Error(`order ${uid} is not on the board`);
  return found;
}

describe("a sign-in code", () => {
  it("goes by WhatsApp, the answer says so, and its code signs in; no SMS goes", async () => {
    const asked = await auth.createOtp(CODE_READ);
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ data: { channel: "whatsapp", resendInSeconds: 0 } });
    const [message] = await whatsappTo(CODE_READ, 1);
    expect(message).toMatch(/^\*\d{5}\* is your verification code\./);
    const token = await auth.token(CODE_READ, codeIn(message)!);
    expect(token.status, token.body).toBe(200);
    expect(smsTo(CODE_READ)).toEqual([]);
  });

  it("goes by SMS at once when WhatsApp refuses the number (WhatsApp then SMS)", async () => {
    const asked = await auth.createOtp(CODE_REFUSED);
    expect(asked.json()).toMatchObject({ data: { channel: "sms" } });
    expect(smsTo(CODE_REFUSED)).toHaveLength(1);
    const token = await auth.token(CODE_REFUSED, codeIn(smsTo(CODE_REFUSED)[0])!);
    expect(token.status, token.body).toBe(200);
  });

  it("goes by SMS instead when asked, replacing the WhatsApp code", async () => {
    expect((await auth.createOtp(CODE_BY_SMS)).json()).toMatchObject({
      data: { channel: "whatsapp" },
    });
    const [byWhatsApp] = await whatsappTo(CODE_BY_SMS, 1);
    const instead = await auth.createOtp(CODE_BY_SMS, {}, { bySms: true });
    expect(instead.json()).toMatchObject({ data: { channel: "sms" } });
    const bySms = codeIn(smsTo(CODE_BY_SMS)[0]);
    expect(bySms).toMatch(/^\d{5}$/);
    if (codeIn(byWhatsApp) !== bySms)
      expectError(await auth.token(CODE_BY_SMS, codeIn(byWhatsApp)!), 401, "OTP_INVALID");
    expect((await auth.token(CODE_BY_SMS, bySms!)).status).toBe(200);
    // Nothing more went by WhatsApp.
    expect(await whatsappTo(CODE_BY_SMS, 1)).toHaveLength(1);
  });

  it("by SMS instead is under the same limits as any code", async () => {
    for (let i = 0; i < 3; i++) expect((await auth.createOtp(CODE_LIMITED)).status).toBe(200);
    expectError(await auth.createOtp(CODE_LIMITED, {}, { bySms: true }), 429, "RATE_LIMITED");
    expect(smsTo(CODE_LIMITED)).toEqual([]);
  });

  it("refuses a bySms that is not true or false", async () => {
    const res = await auth.createOtp(CODE_READ, {}, { bySms: "yes" });
    expect(res.status).toBe(400);
  });
});

describe("an order's messages", () => {
  it("tell its customer each step by WhatsApp, with the order's link, and the board shows how each went", async () => {
    const phone = PEOPLE.customer.phone;
    const uid = await place(t.as.customer);
    const link = `/orders/tracking/${uid}`;
    const [received] = await whatsappTo(phone, 1);
    expect(received).toContain("Thank you for your order at Dapur Kue Demo!");
    expect(received).toContain(link);
    await move(uid, "ACCEPTED");
    await move(uid, "READY");
    await move(uid, "COMPLETED");
    const all = await whatsappTo(phone, 4);
    expect(all.slice(-3)).toEqual([
      expect.stringMatching(/^Good news from Dapur Kue Demo: your order #\w+ is being prepared\./),
      expect.stringMatching(/your order #\w+ is ready for pickup at Dapur Kue Demo Kemang\./),
      expect.stringMatching(/your order #\w+ is complete\./),
    ]);
    for (const text of all.slice(-3)) expect(text).toContain(link);
    // Each one delivered and read (the stand-in's receipts through the brand's signed webhook).
    await expect
      .poll(async () => (await card(uid)).messages.map((m) => [m.event, m.channel, m.status]), {
        timeout: 15_000,
      })
      .toEqual([
        ["RECEIVED", "whatsapp", "read"],
        ["ACCEPTED", "whatsapp", "read"],
        ["READY_FOR_PICKUP", "whatsapp", "read"],
        ["COMPLETED", "whatsapp", "read"],
      ]);
    expect(smsTo(phone)).toEqual([]);
  });

  it("are in the customer's language, a cancellation with its reason", async () => {
    const uid = await place(dewi);
    await move(uid, "CANCELLED", "Kuenya habis");
    const [received, cancelled] = await whatsappTo(DEWI, 2);
    expect(received).toMatch(
      /^Terima kasih sudah memesan di Dapur Kue Demo! Pesanan #\w+ sudah diterima/,
    );
    expect(cancelled).toMatch(
      /^Maaf, Dapur Kue Demo membatalkan pesanan #\w+\. Alasan: Kuenya habis\./,
    );
    expect(cancelled).toContain(`/orders/tracking/${uid}`);
    expect(cancelled).toContain("Balas BERHENTI");
  });

  it("tell a customer whose order staff took by phone that it was received, with its link", async () => {
    const taken = await t.api.staffOrders.take({
      rawBody: {
        phoneNumber: CALLER,
        order: pickupOrder("kemang", [{ itemId: "black-forest-slice", qty: 1 }]),
      },
      as: t.as.kemang,
      headers: { "x-idempotency-key": randomUUID() },
    });
    expect(taken.status, taken.body).toBe(200);
    const uid = taken.data().uid;
    const [received] = await whatsappTo(CALLER, 1);
    expect(received).toMatch(
      /^Thank you for your order at Dapur Kue Demo! Order #\w{6} is received/,
    );
    expect(received).toContain(`/orders/tracking/${uid}`);
    expect(smsTo(CALLER)).toEqual([]);
    expect((await card(uid)).messages.map((m) => [m.event, m.channel])).toEqual([
      ["RECEIVED", "whatsapp"],
    ]);
  });

  it("show the customer's reply on the board, and after STOP go by SMS", async () => {
    const uid = await place(t.as.customer);
    const reply = await t.api.whatsapp.standinReply({
      body: { phone: PEOPLE.customer.phone, text: "Can I pick it up at 5?" },
    });
    expect(reply.status, reply.body).toBe(200);
    await expect
      .poll(async () => (await card(uid)).replies.map((r) => r.text), { timeout: 15_000 })
      .toEqual(["Can I pick it up at 5?"]);
    const stop = await t.api.whatsapp.standinReply({
      body: { phone: PEOPLE.customer.phone, text: "STOP" },
    });
    expect(stop.status, stop.body).toBe(200);
    await expect.poll(async () => (await card(uid)).replies.length, { timeout: 15_000 }).toBe(2);
    await move(uid, "ACCEPTED");
    await expect.poll(() => smsTo(PEOPLE.customer.phone).length, { timeout: 15_000 }).toBe(1);
    expect(smsTo(PEOPLE.customer.phone)[0]).toMatch(
      /^Dapur Kue Demo: your order #\w+ is being prepared$/,
    );
    expect((await card(uid)).messages.map((m) => [m.event, m.channel])).toEqual([
      ["RECEIVED", "whatsapp"],
      ["ACCEPTED", "sms"],
    ]);
  });
});
