import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChannelChoice } from "@/domain/whatsapp";
import { ORDER_TEMPLATES, SIGN_IN_TEMPLATE } from "@/domain/whatsapp";
import { deleteAccount } from "@/server/account/delete-account";
import type { BrandRef } from "@/server/brands/resolve";
import { findBrandById } from "@/server/brands/resolve";
import { requestOtp } from "@/server/auth/otp";
import { importBrandFile } from "@/server/brands/import-brand";
import type { DbHandle } from "@/server/db/client";
import { adoptDatabase, openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import {
  customerMessages,
  customerProfiles,
  customers,
  jobs,
  orders,
  otpCodes,
  whatsappReplies,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { registerWork } from "@/server/flows/work";
import { runDueJobs } from "@/server/jobs/jobs";
import type { OrderMessageInput } from "@/server/flows/deliver";
import {
  messagesOfOrder,
  queueOrderMessage,
  queueSms,
  repliesOfOrder,
  sendSignInCode,
} from "@/server/flows/deliver";
import { storageFor } from "@/server/storage/storage";
import { POST as webhookRoute } from "@/app/api/whatsapp/webhook/route";
import { saveWhatsapp } from "@/server/whatsapp/settings";
import { WhatsAppStandin, readOutbox } from "@/server/whatsapp/standin";
import { webhookBody } from "@/server/whatsapp/standin-receipts";
import { signatureOf, takeWebhook } from "@/server/whatsapp/webhook";
import { fixtureCopy } from "../support/brand-files";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { FakeWhatsApp } from "../support/fake-whatsapp";
import { startFakeWhatsApp } from "../support/fake-whatsapp";
import { orderRow } from "../support/rows";
import { startSmsGateway } from "../support/sms-gateway";

// The messenger (issue 37, src/server/flows/deliver.ts) on a real database, in this process:
// each brand's choice of channel, WhatsApp through Meta's Cloud API faked on loopback, SMS through
// a stand-in gateway, the webhook's receipts and replies as Meta signs them, and every fallback
// to SMS. The jobs run as the worker runs them (runDueJobs); "time passes" by making a waiting
// job due.

const SMS_SECRET = "sms-secret-for-whatsapp-tests-0123";
const BOUND = 40;
/** The brands, by their choice for both kinds; `none` has no WhatsApp. */
const BRANDS: Record<string, ChannelChoice | null> = {
  then: "WHATSAPP_THEN_SMS",
  only: "WHATSAPP",
  sms: "SMS",
  busy: "WHATSAPP_THEN_SMS",
  none: null,
};
const account = (brandId: string) => ({
  phoneNumberId: `pn-${brandId}`,
  accessToken: `EAAJB-token-of-${brandId}-0123456789`,
  appSecret: `app-secret-of-${brandId}-0123456789`,
});

let fake: FakeWhatsApp;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let loc: TestLocation;
let handle: DbHandle;
const db = () => handle.db;
/**
 * This process's app on loopback, for the stand-in's receipts (they go to the brand's webhook
 * over HTTP, as Meta's do): the webhook's own route, behind a plain HTTP server.
 */
const app = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: Buffer.concat(chunks),
    });
    void webhookRoute(request, { params: Promise.resolve(undefined) }).then(async (answer) => {
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(await answer.text());
    });
  });
});

beforeAll(async () => {
  fake = await startFakeWhatsApp(
    Object.fromEntries(
      Object.keys(BRANDS).map((b) => [account(b).phoneNumberId, account(b).accessToken]),
    ),
    [SIGN_IN_TEMPLATE, ...Object.values(ORDER_TEMPLATES)],
  );
  gateway = await startSmsGateway(SMS_SECRET);
  loc = await freshLocation("whatsapp");
  await new Promise<void>((done) => app.listen(0, "127.0.0.1", done));
  // Read once, by the first env() of this process.
  Object.assign(process.env, {
    DATA_DIR: loc.dataDir,
    PORT: String((app.address() as AddressInfo).port),
    LOG_LEVEL: "warn",
    WHATSAPP_PROVIDER: "cloud",
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PER_BRAND_PER_HOUR: String(BOUND),
    SMS_PROVIDER: "webhook",
    SMS_WEBHOOK_URL: gateway.url,
    SMS_WEBHOOK_SECRET: SMS_SECRET,
  });
  handle = await openDatabase(loc);
  await migrate(handle);
  adoptDatabase(handle);
  for (const [id, choice] of Object.entries(BRANDS)) {
    const file = fixtureCopy((b) => {
      b.brand.id = id;
      b.brand.subDomainName = id;
      b.brand.name = `Dapur ${id}`;
    });
    expect((await importBrandFile(handle, storageFor(loc.dataDir), file)).ok).toBe(true);
    if (choice)
      await saveWhatsapp(
        db(),
        id,
        { ...account(id), signInChannel: choice, orderChannel: choice, fallbackSeconds: 30 },
        "test",
      );
  }
  registerWork();
});
afterAll(async () => {
  app.close();
  await handle?.close();
  await loc?.dispose();
  await fake?.close();
  await gateway?.close();
});

let serial = 0;
/** A new customer's number, ending …99, or `ending` (…0003 Meta refuses, …0005 fails with a 500). */
const newPhone = (ending = "99") => `+62813${String(++serial).padStart(4, "0")}${ending}`;

/** A customer with an order at `brandId`; answers the order's id. */
async function customerWithOrder(brandId: string, phone: string): Promise<string> {
  const customerId = `c-${phone}`;
  await db().insert(customers).values({ id: customerId, phoneNumber: phone }).onConflictDoNothing();
  const id = `o-${brandId}-${++serial}`;
  await db().insert(orders).values(orderRow({ id, brandId, customerId }));
  return id;
}

const orderMessage = (
  orderId: string,
  phoneNumber: string,
  event: OrderMessageInput["event"] = "READY_FOR_PICKUP",
): OrderMessageInput => ({
  orderId,
  event,
  phoneNumber,
  language: "id",
  text: `Pesanan ${orderId} siap diambil.`,
  parameters: ["Dapur", orderId],
});

async function queue(brandId: string, input: OrderMessageInput) {
  return db().transaction((tx) => queueOrderMessage(tx, { id: brandId }, input));
}
const runJobs = () => runDueJobs(db());
/** The brand's fallback time has passed: its waiting fallbacks are due. */
const fallbackTimeUp = () =>
  db().execute(
    sql`update jobs set run_at = now() where kind = 'whatsapp-fallback' and done_at is null`,
  );
const smsTo = (phone: string) => gateway.received.filter((m) => m.to === phone);
const messages = (brandId: string, orderId: string) => messagesOfOrder(db(), brandId, orderId);

/** Meta's signed webhook of `statuses` of `providerId` to `brandId`'s number. */
async function receipt(brandId: string, providerId: string, ...statuses: string[]) {
  const body = webhookBody(account(brandId).phoneNumberId, {
    statuses: statuses.map((status) => ({
      id: providerId,
      status,
      timestamp: "1764400000",
      recipient_id: "62812",
      ...(status === "failed" && { errors: [{ code: 131026, title: "Message undeliverable" }] }),
    })),
  });
  return takeWebhook(brandId, signatureOf(account(brandId).appSecret, body), body);
}

/** Meta's signed webhook of a customer's text message. */
async function reply(brandId: string, phone: string, id: string, text: string) {
  const body = webhookBody(account(brandId).phoneNumberId, {
    contacts: [{ profile: { name: "Sari" }, wa_id: phone.slice(1) }],
    messages: [
      { from: phone.slice(1), id, timestamp: "1764400000", type: "text", text: { body: text } },
    ],
  });
  return takeWebhook(brandId, signatureOf(account(brandId).appSecret, body), body);
}

async function errorOf(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("order messages", () => {
  it("go by SMS where the brand chose SMS or has no WhatsApp, each a row marked sent by its job", async () => {
    for (const brandId of ["sms", "none"]) {
      const phone = newPhone();
      const orderId = await customerWithOrder(brandId, phone);
      expect(await queue(brandId, orderMessage(orderId, phone))).toBe("sms");
      expect((await messages(brandId, orderId)).map((m) => [m.channel, m.status])).toEqual([
        ["sms", "queued"],
      ]);
      await runJobs();
      expect(smsTo(phone).map((m) => m.message)).toEqual([`Pesanan ${orderId} siap diambil.`]);
      expect((await messages(brandId, orderId)).map((m) => [m.channel, m.status])).toEqual([
        ["sms", "sent"],
      ]);
      expect(fake.to(phone)).toHaveLength(0);
    }
  });

  it("go by WhatsApp with the event's template; receipts move them forward only, and one that reached the phone needs no SMS", async () => {
    const phone = newPhone();
    const orderId = await customerWithOrder("then", phone);
    expect(await queue("then", orderMessage(orderId, phone))).toBe("whatsapp");
    await runJobs();
    const [sent] = fake.to(phone);
    expect(sent?.body.template).toEqual({
      name: "kedai_order_ready",
      language: { code: "id" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Dapur" },
            { type: "text", text: orderId },
          ],
        },
      ],
    });
    const [message] = await messages("then", orderId);
    expect(message).toMatchObject({
      channel: "whatsapp",
      status: "sent",
      template: "kedai_order_ready",
    });
    const [row] = await db()
      .select({ providerId: customerMessages.providerId })
      .from(customerMessages)
      .where(eq(customerMessages.id, message!.id));
    const providerId = row!.providerId!;
    expect(providerId).toMatch(/^wamid\./);

    expect(await receipt("then", providerId, "delivered")).toEqual({
      statuses: 1,
      unknown: 0,
      replies: 0,
    });
    expect((await receipt("then", providerId, "delivered")).statuses).toBe(0);
    expect((await receipt("then", providerId, "read")).statuses).toBe(1);
    // Late and out of order: nothing goes back, and a failure after read is no failure.
    expect((await receipt("then", providerId, "delivered", "sent", "failed")).statuses).toBe(0);
    expect((await messages("then", orderId)).map((m) => m.status)).toEqual(["read"]);
    expect((await receipt("then", "wamid.nobody", "read")).unknown).toBe(1);

    await fallbackTimeUp();
    await runJobs();
    expect(smsTo(phone)).toHaveLength(0);
  });

  it("go by SMS too when WhatsApp has not delivered in the brand's fallback time, once", async () => {
    const phone = newPhone();
    const orderId = await customerWithOrder("then", phone);
    await queue("then", orderMessage(orderId, phone));
    await runJobs();
    expect(smsTo(phone)).toHaveLength(0); // not before its time
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        sql`kind = 'whatsapp-fallback' and done_at is null and run_at > now() + interval '20 seconds'`,
      )) as [{ n: number }];
    expect(Number(n)).toBeGreaterThan(0);
    await fallbackTimeUp();
    await runJobs();
    expect(smsTo(phone).map((m) => m.message)).toEqual([`Pesanan ${orderId} siap diambil.`]);
    const [whatsappMessage, smsMessage] = await messages("then", orderId);
    expect(whatsappMessage).toMatchObject({ channel: "whatsapp", status: "sent" });
    expect(smsMessage).toMatchObject({
      channel: "sms",
      status: "sent",
      fallbackOf: whatsappMessage!.id,
    });
    // Its fallback run again (its worker died before marking it done) sends nothing more.
    await db().execute(
      sql`update jobs set done_at = null, run_at = now() where kind = 'whatsapp-fallback' and payload->>'messageId' = ${whatsappMessage!.id}`,
    );
    expect(await runJobs()).toBe(1);
    expect(smsTo(phone)).toHaveLength(1);
    // Its failure told later sends nothing more.
    const [row] = await db()
      .select({ providerId: customerMessages.providerId })
      .from(customerMessages)
      .where(eq(customerMessages.id, whatsappMessage!.id));
    await receipt("then", row!.providerId!, "failed");
    await runJobs();
    expect(smsTo(phone)).toHaveLength(1);
  });

  it("go by SMS at once when WhatsApp reports the message failed, once however often it is told", async () => {
    const phone = newPhone();
    const orderId = await customerWithOrder("then", phone);
    await queue("then", orderMessage(orderId, phone));
    await runJobs();
    const [row] = await db()
      .select({ providerId: customerMessages.providerId })
      .from(customerMessages)
      .where(eq(customerMessages.orderId, orderId));
    expect((await receipt("then", row!.providerId!, "failed")).statuses).toBe(1);
    await runJobs();
    expect((await receipt("then", row!.providerId!, "failed")).statuses).toBe(0);
    await fallbackTimeUp();
    await runJobs();
    expect(smsTo(phone)).toHaveLength(1);
    const [whatsappMessage, smsMessage] = await messages("then", orderId);
    expect(whatsappMessage).toMatchObject({
      status: "failed",
      error: "131026 Message undeliverable",
    });
    expect(smsMessage).toMatchObject({
      channel: "sms",
      status: "sent",
      fallbackOf: whatsappMessage!.id,
    });
  });

  it("go by SMS at once when the Cloud API refuses them (WhatsApp then SMS); by WhatsApp only they fail", async () => {
    const phone = newPhone("0003");
    const thenOrder = await customerWithOrder("then", phone);
    const onlyOrder = await customerWithOrder("only", phone);
    await queue("then", orderMessage(thenOrder, phone));
    await queue("only", orderMessage(onlyOrder, phone));
    await runJobs();
    expect((await messages("then", thenOrder)).map((m) => [m.channel, m.status])).toEqual([
      ["whatsapp", "failed"],
      ["sms", "sent"],
    ]);
    expect((await messages("only", onlyOrder)).map((m) => [m.channel, m.status])).toEqual([
      ["whatsapp", "failed"],
    ]);
    expect(smsTo(phone)).toHaveLength(1);
  });

  it("by WhatsApp only, are tried again after a failure worth another try", async () => {
    const phone = newPhone("0005");
    const orderId = await customerWithOrder("only", phone);
    await queue("only", orderMessage(orderId, phone));
    await runJobs();
    expect((await messages("only", orderId)).map((m) => m.status)).toEqual(["queued"]);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "whatsapp"), sql`${jobs.payload}->>'to' = ${phone}`));
    expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(job!.lastError).toContain("500");
    expect(smsTo(phone)).toHaveLength(0);
  });

  it("go by SMS once the customer replied STOP; the reply shows on their latest order, kept once", async () => {
    const phone = newPhone();
    await customerWithOrder("then", phone);
    const latest = await customerWithOrder("then", phone);
    await db().execute(
      sql`update orders set created_at = now() + interval '1 minute' where id = ${latest}`,
    );
    expect(await reply("then", phone, "wamid.in-1", "Kapan siap?")).toEqual({
      statuses: 0,
      unknown: 0,
      replies: 1,
    });
    expect((await reply("then", phone, "wamid.in-1", "Kapan siap?")).replies).toBe(0);
    expect(await queue("then", orderMessage(latest, phone))).toBe("whatsapp");
    await reply("then", phone, "wamid.in-2", " stop ");
    expect(
      (await repliesOfOrder(db(), "then", latest)).map((r) => [r.id, r.text, r.phoneNumber]),
    ).toEqual([
      ["wamid.in-1", "Kapan siap?", phone],
      ["wamid.in-2", " stop ", phone],
    ]);
    const [profile] = await db()
      .select({ off: customerProfiles.whatsappOffAt })
      .from(customerProfiles)
      .where(
        and(eq(customerProfiles.brandId, "then"), eq(customerProfiles.customerId, `c-${phone}`)),
      );
    expect(profile?.off).toBeInstanceOf(Date);
    expect(await queue("then", orderMessage(latest, phone))).toBe("sms");
    // BERHENTI too, at another brand; a number with no account there is kept, nothing else.
    const other = newPhone();
    await customerWithOrder("only", other);
    await reply("only", other, "wamid.in-3", "Berhenti");
    expect(await queue("only", orderMessage("o-x", other))).toBe("sms");
    const stranger = newPhone();
    expect((await reply("only", stranger, "wamid.in-4", "STOP")).replies).toBe(1);
  });

  it(`go by SMS once the brand sent ${BOUND} WhatsApp messages in the last hour`, async () => {
    const phone = newPhone();
    const fill = (createdAt: Date) =>
      db()
        .insert(customerMessages)
        .values(
          Array.from({ length: BOUND }, (_, i) => ({
            id: `bulk-${createdAt.getTime()}-${i}`,
            brandId: "busy",
            kind: "order" as const,
            channel: "whatsapp" as const,
            phoneNumber: "+6281100000000",
            language: "en" as const,
            createdAt,
          })),
        );
    await fill(new Date(Date.now() - 61 * 60_000));
    expect(await queue("busy", orderMessage("o-busy-1", phone))).toBe("whatsapp");
    await db().delete(customerMessages).where(eq(customerMessages.brandId, "busy"));
    await fill(new Date());
    expect(await queue("busy", orderMessage("o-busy-2", phone))).toBe("sms");
    expect(
      await sendSignInCode(
        { id: "busy", name: "Dapur busy" },
        { phoneNumber: phone, code: "11111", language: "en" },
      ),
    ).toBe("sms");
  });
});

describe("sign-in codes", () => {
  it("go by WhatsApp with the code on the copy button, never kept in the messages", async () => {
    const phone = newPhone();
    const brand = { id: "then", name: "Dapur then" };
    expect(await sendSignInCode(brand, { phoneNumber: phone, code: "48213", language: "en" })).toBe(
      "whatsapp",
    );
    expect(fake.to(phone)[0]?.body.template).toEqual({
      name: SIGN_IN_TEMPLATE,
      language: { code: "en" },
      components: [
        { type: "body", parameters: [{ type: "text", text: "48213" }] },
        {
          type: "button",
          sub_type: "url",
          index: "0",
          parameters: [{ type: "text", text: "48213" }],
        },
      ],
    });
    const rows = await db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.phoneNumber, phone));
    expect(rows).toMatchObject([{ kind: "signInCode", channel: "whatsapp", status: "sent" }]);
    expect(JSON.stringify(rows)).not.toContain("48213");
    expect(smsTo(phone)).toHaveLength(0);
  });

  it("go by SMS where asked, where the brand chose SMS, and at once when WhatsApp refuses (WhatsApp then SMS)", async () => {
    const asked = newPhone();
    expect(
      await sendSignInCode(
        { id: "then", name: "Dapur then" },
        { phoneNumber: asked, code: "11111", language: "en", bySms: true },
      ),
    ).toBe("sms");
    expect(gateway.codeFor(asked)).toBe("11111");
    const smsBrand = newPhone();
    expect(
      await sendSignInCode(
        { id: "sms", name: "Dapur sms" },
        { phoneNumber: smsBrand, code: "22222", language: "id" },
      ),
    ).toBe("sms");
    expect(gateway.codeFor(smsBrand)).toBe("22222");
    const refused = newPhone("0003");
    expect(
      await sendSignInCode(
        { id: "then", name: "Dapur then" },
        { phoneNumber: refused, code: "33333", language: "en" },
      ),
    ).toBe("sms");
    expect(gateway.codeFor(refused)).toBe("33333");
    const rows = await db()
      .select({
        id: customerMessages.id,
        channel: customerMessages.channel,
        status: customerMessages.status,
        fallbackOf: customerMessages.fallbackOf,
      })
      .from(customerMessages)
      .where(eq(customerMessages.phoneNumber, refused));
    const whatsappRow = rows.find((r) => r.channel === "whatsapp");
    expect(whatsappRow?.status).toBe("failed");
    expect(rows.find((r) => r.channel === "sms")).toMatchObject({
      status: "sent",
      fallbackOf: whatsappRow?.id,
    });
  });

  it("fail as an SMS does (502 SMS_SEND_FAILED) when WhatsApp alone refuses, or the SMS gateway is down", async () => {
    const refused = newPhone("0003");
    const onlyError = await errorOf(
      sendSignInCode(
        { id: "only", name: "Dapur only" },
        { phoneNumber: refused, code: "44444", language: "en" },
      ),
    );
    expect(onlyError.code).toBe("SMS_SEND_FAILED");
    expect(smsTo(refused)).toHaveLength(0);
    const down = newPhone();
    gateway.failNext(2);
    const smsError = await errorOf(
      sendSignInCode(
        { id: "sms", name: "Dapur sms" },
        { phoneNumber: down, code: "55555", language: "en" },
      ),
    );
    expect(smsError.code).toBe("SMS_SEND_FAILED");
    const [row] = await db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.phoneNumber, down));
    expect(row).toMatchObject({ channel: "sms", status: "failed" });
  });
});

describe("a sign-in code WhatsApp does not deliver (WhatsApp then SMS)", () => {
  const brand = { id: "then", name: "Dapur then" } as BrandRef;
  /** A code asked for as the sign-in page asks: by WhatsApp; answers the code it carried. */
  async function codeByWhatsapp(phone: string): Promise<string> {
    expect((await requestOtp(brand, phone, "203.0.113.7", "en")).channel).toBe("whatsapp");
    const [first] = fake.to(phone).at(-1)?.body.template?.components?.[0]?.parameters ?? [];
    const code = (first as { text?: string } | undefined)?.text ?? "";
    expect(code).toMatch(/^\d+$/);
    return code;
  }
  const waitingFallbacks = (phone: string) =>
    db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, "whatsapp-fallback"), sql`${jobs.payload}->>'to' = ${phone}`));

  it("goes by SMS, the same code, once the brand's time is up; once however often the job runs", async () => {
    const phone = newPhone();
    const code = await codeByWhatsapp(phone);
    // Waiting, the code is sealed: never in clear at rest.
    const [waiting] = await waitingFallbacks(phone);
    expect(JSON.stringify(waiting?.payload)).not.toContain(code);
    await runJobs();
    expect(smsTo(phone)).toHaveLength(0); // not yet: the brand's 30 seconds
    await fallbackTimeUp();
    await runJobs();
    expect(gateway.codeFor(phone)).toBe(code);
    await db().execute(
      sql`update jobs set done_at = null, run_at = now() where kind = 'whatsapp-fallback' and payload->>'to' = ${phone}`,
    );
    await runJobs();
    expect(smsTo(phone)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.phoneNumber, phone));
    const whatsappRow = rows.find((r) => r.channel === "whatsapp");
    expect(rows.find((r) => r.channel === "sms")).toMatchObject({
      kind: "signInCode",
      status: "sent",
      fallbackOf: whatsappRow?.id,
    });
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("goes by SMS at once when WhatsApp reports it failed", async () => {
    const phone = newPhone();
    const code = await codeByWhatsapp(phone);
    const [row] = await db()
      .select({ providerId: customerMessages.providerId })
      .from(customerMessages)
      .where(eq(customerMessages.phoneNumber, phone));
    expect((await receipt("then", row!.providerId!, "failed")).statuses).toBe(1);
    await runJobs();
    expect(gateway.codeFor(phone)).toBe(code);
  });

  it("sends nothing for a code delivered, used, or replaced by a newer one", async () => {
    const delivered = newPhone();
    await codeByWhatsapp(delivered);
    const [row] = await db()
      .select({ providerId: customerMessages.providerId })
      .from(customerMessages)
      .where(eq(customerMessages.phoneNumber, delivered));
    await receipt("then", row!.providerId!, "delivered");
    const used = newPhone();
    await codeByWhatsapp(used);
    await db()
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(eq(otpCodes.phoneNumber, used));
    await fallbackTimeUp();
    await runJobs();
    expect(smsTo(delivered)).toHaveLength(0);
    expect(smsTo(used)).toHaveLength(0);
  });
});

describe("the webhook", () => {
  it("refuses a missing or forged signature and changes nothing", async () => {
    const phone = newPhone();
    const orderId = await customerWithOrder("then", phone);
    await queue("then", orderMessage(orderId, phone));
    await runJobs();
    const [row] = await db()
      .select({ providerId: customerMessages.providerId })
      .from(customerMessages)
      .where(eq(customerMessages.orderId, orderId));
    const body = webhookBody(account("then").phoneNumberId, {
      statuses: [{ id: row!.providerId, status: "read", timestamp: "1", recipient_id: "1" }],
      messages: [
        { from: phone.slice(1), id: "wamid.forged", type: "text", text: { body: "STOP" } },
      ],
    });
    for (const signature of [
      null,
      "sha256=" + "0".repeat(64),
      signatureOf(account("only").appSecret, body), // another brand's secret
      signatureOf(account("then").appSecret, `${body} `), // another body
      signatureOf(account("then").appSecret, body).slice(0, 20),
    ]) {
      const error = await errorOf(takeWebhook("then", signature, body));
      expect(error.code).toBe("NOTIFICATION_FORGED");
    }
    expect((await messages("then", orderId)).map((m) => m.status)).toEqual(["sent"]);
    expect(
      await db()
        .select()
        .from(whatsappReplies)
        .where(eq(whatsappReplies.providerId, "wamid.forged")),
    ).toHaveLength(0);
    expect(await errorOf(takeWebhook("none", "sha256=00", body)).then((e) => e.code)).toBe(
      "NOTIFICATION_FORGED",
    );
  });
});

describe("deleting an account", () => {
  it("takes the number out of the brand's messages and deletes its replies and waiting messages", async () => {
    const phone = newPhone();
    const orderId = await customerWithOrder("then", phone);
    await db().update(orders).set({ status: "COMPLETED" }).where(eq(orders.id, orderId));
    await queue("then", orderMessage(orderId, phone)); // waiting, not sent
    await db().transaction((tx) =>
      queueSms(tx, "then", { phoneNumber: phone, text: "hi", language: "en", kind: "order" }),
    );
    await reply("then", phone, `wamid.del-${phone}`, "Terima kasih");
    const brand = (await findBrandById("then"))!;
    await deleteAccount(brand, { uid: `c-${phone}`, phoneNumber: phone });
    expect(
      await db().select().from(customerMessages).where(eq(customerMessages.phoneNumber, phone)),
    ).toHaveLength(0);
    expect((await messages("then", orderId)).length).toBeGreaterThan(0);
    expect(
      await db().select().from(whatsappReplies).where(eq(whatsappReplies.phoneNumber, phone)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'to' = ${phone}`),
    ).toHaveLength(0);
  });
});

describe("the stand-in", () => {
  it("keeps what each phone received and answers with Meta's signed receipts, by the number's last digits", async () => {
    const standin = new WhatsAppStandin();
    const sendTo = async (phone: string) => {
      const orderId = await customerWithOrder("then", phone);
      const { providerId } = await standin.sendTemplate(account("then"), {
        to: phone,
        template: "kedai_order_ready",
        language: "id",
        parameters: ["Dapur", orderId],
        text: `Pesanan ${orderId} siap diambil.`,
      });
      // As the message's job keeps it once sent.
      await db()
        .insert(customerMessages)
        .values({
          id: `standin-${phone}`,
          brandId: "then",
          orderId,
          kind: "order",
          channel: "whatsapp",
          phoneNumber: phone,
          language: "id",
          providerId,
          status: "sent",
        });
      return orderId;
    };
    const read = newPhone();
    const failed = newPhone("0001");
    const undelivered = newPhone("0002");
    const orders = [await sendTo(read), await sendTo(failed), await sendTo(undelivered)];
    await expect(
      standin.sendTemplate(account("then"), {
        to: newPhone("0003"),
        template: "kedai_order_ready",
        language: "en",
        parameters: [],
      }),
    ).rejects.toMatchObject({ permanent: true });
    await db().execute(
      sql`update jobs set run_at = now() where kind = 'whatsapp-standin-receipt' and done_at is null`,
    );
    await runJobs();
    const statusOf = async (orderId: string) =>
      (await messages("then", orderId)).map((m) => m.status);
    expect(await statusOf(orders[0]!)).toEqual(["read"]);
    expect(await statusOf(orders[1]!)).toEqual(["failed"]);
    expect(await statusOf(orders[2]!)).toEqual(["sent"]);
    const outbox = await readOutbox(account("then").phoneNumberId);
    expect(outbox.find((l) => l.phone === read)).toMatchObject({
      direction: "received",
      template: "kedai_order_ready",
      // The approved template's text, as the phone shows it (docs/whatsapp-templates.md).
      text: expect.stringContaining(`pesanan #${orders[0]} sudah siap diambil`),
    });
    expect(outbox.filter((l) => l.phone.endsWith("0003"))).toHaveLength(0);
  });

  it("tries its receipts again while the brand has no record of the message", async () => {
    await new WhatsAppStandin().sendTemplate(account("then"), {
      to: newPhone(),
      template: "kedai_order_ready",
      language: "en",
      parameters: [],
    });
    await db().execute(
      sql`update jobs set run_at = now() where kind = 'whatsapp-standin-receipt' and done_at is null`,
    );
    await runJobs();
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "whatsapp-standin-receipt"), sql`done_at is null`));
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job!.lastError).toContain("no record");
  });
});
