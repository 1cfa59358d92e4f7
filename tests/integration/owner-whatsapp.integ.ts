import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { api } from "@/contract";
import { openDatabase } from "@/server/db/client";
import { customerMessages } from "@/server/db/schema";
import { standinDemoAccount } from "@/server/whatsapp/standin-demo";
import type { BodyOf } from "../support/api-client";
import { usingPostgres } from "../support/database";
import { startServer } from "../support/server";
import { ownerCalls } from "../support/owner-server";
import { serverForFile } from "../support/test-server";

// Issue 37 item 1 over HTTP: the owner's WhatsApp in the console. The account is saved sealed and
// only ever answered masked (never in an answer, a log line or the database in clear); a secret
// left empty keeps the stored one; a refusal names the field; the test message goes to the owner's
// own phone; this month's messages are counted by channel in the brand's month. And the
// customer's switch on the account page (item 5).

/** A second owner of demo whose number the stand-in refuses (…0003, docs/whatsapp.md). */
const REFUSED_OWNER = "+6281100000003";
/** A known APP_SECRET: the demo's stand-in account is derived from it (standin-demo.ts). */
const APP_SECRET = `owner-whatsapp-${randomBytes(16).toString("hex")}`;
// Every log line, to look for secrets in. A restart (to write the database) keeps these.
const SETTINGS = { APP_SECRET, WHATSAPP_PROVIDER: "standin", LOG_LEVEL: "debug" };
const t = serverForFile("owner-whatsapp", {
  signIn: ["owner", "manager", "customer", "kopiOwner"],
  phones: [REFUSED_OWNER],
  settings: SETTINGS,
});
const DEMO_STANDIN = standinDemoAccount(APP_SECRET, "demo");

const TOKEN = "EAAGm0PX4ZCpsBAKedaiIntegTestToken0123456789abcdefXYZ";
const SECRET = "5f2a9c0e7b1d4a6f8e3c2b1a0d9e8f7a";
const OTHER_TOKEN = "EAAGm0PX4ZCpsBAKedaiIntegSecondToken9876543210zyxwQRS";
const CLEAR = [TOKEN, SECRET, OTHER_TOKEN, DEMO_STANDIN.accessToken, DEMO_STANDIN.appSecret];
/** No secret, nor a long piece of one, in `text`. */
const expectNoSecret = (text: string) => {
  for (const secret of CLEAR) expect(text).not.toContain(secret.slice(4, -4));
};
const FORM = {
  phoneNumberId: "106540352242922",
  accessToken: TOKEN,
  appSecret: SECRET,
  signInChannel: "WHATSAPP_THEN_SMS" as const,
  orderChannel: "WHATSAPP" as const,
  fallbackSeconds: 90,
};

const view = async (as = t.as.owner) => {
  const res = await t.api.owner.whatsapp({ as });
  expect(res.status, res.body).toBe(200);
  expectNoSecret(res.body);
  return res.data();
};
const save = async (body: BodyOf<typeof api.owner.saveWhatsapp>) => {
  const res = await t.api.owner.saveWhatsapp({ body, as: t.as.owner });
  expectNoSecret(res.body);
  return res;
};
const problemsOf = (res: { json<T>(): T }) =>
  res.json<{ error: { problems: { field: string; problem: string }[] } }>().error.problems;

describe("the owner's WhatsApp", () => {
  it("starts with the demo's stand-in account, masked; says where Meta sends the webhooks", async () => {
    const first = await view();
    expect(first).toMatchObject({
      account: {
        phoneNumberId: "standin-demo",
        masked: {
          accessToken: `stan…${DEMO_STANDIN.accessToken.slice(-4)}`,
          appSecret: `${DEMO_STANDIN.appSecret.slice(0, 4)}…${DEMO_STANDIN.appSecret.slice(-4)}`,
        },
        signInChannel: "WHATSAPP_THEN_SMS",
        orderChannel: "WHATSAPP_THEN_SMS",
        updatedBy: "demo",
      },
      verifyToken: DEMO_STANDIN.verifyToken,
      testNumber: t.as.owner.phoneNumber,
      thisMonth: { sms: 0, whatsapp: 0 },
    });
    expect(first.webhookUrl).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/api\/whatsapp\/webhook$/);
    expect(first.thisMonth.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("sends a test message to the owner's own phone, through the stand-in", async () => {
    const res = await t.api.owner.testWhatsapp({ body: {}, as: t.as.owner });
    expect(res.status, res.body).toBe(200);
    expect(res.data()).toEqual({ sentTo: t.as.owner.phoneNumber });
    const outbox = fs
      .readFileSync(path.join(t.location.dataDir, "whatsapp-outbox.log"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outbox.at(-1)).toMatchObject({
      phoneNumberId: "standin-demo",
      phone: t.as.owner.phoneNumber,
      template: "hello_world",
      language: "en_US",
    });
  });

  it("says when WhatsApp refuses the test message, never what it answered", async () => {
    // A second owner, whose number the stand-in refuses as Meta refuses a number not on WhatsApp.
    const { current } = ownerCalls(
      () => t.server.baseUrl,
      () => t.as.owner,
    );
    const { revision, document } = await current();
    document.staff.push({ phoneNumber: REFUSED_OWNER, name: "Rudi (owner)", role: "owner" });
    const added = await t.api.owner.saveBrand({
      body: { base: revision, document },
      as: t.as.owner,
    });
    expect(added.status, added.body).toBe(200);
    const rudi = await t.signIn(REFUSED_OWNER);
    const before = fs.readFileSync(path.join(t.location.dataDir, "whatsapp-outbox.log"), "utf8");
    const res = await t.api.owner.testWhatsapp({ body: {}, as: rudi });
    expect(res.status).toBe(502);
    expect(res.json()).toMatchObject({
      error: { reasonCode: "WHATSAPP_TEST_FAILED", permanent: true },
    });
    expect(res.body).not.toMatch(/131026|undeliverable/i);
    expect(fs.readFileSync(path.join(t.location.dataDir, "whatsapp-outbox.log"), "utf8")).toBe(
      before,
    );
  });

  it("is removed: messages go by SMS again; a test or a removal without one is refused", async () => {
    const me = { params: { id: t.as.customer.uid }, as: t.as.customer };
    expect((await t.api.account.profile(me)).data().whatsappOffered).toBe(true);
    const res = await t.api.owner.removeWhatsapp({ body: {}, as: t.as.owner });
    expect(res.status, res.body).toBe(200);
    expect(res.data()).toMatchObject({ account: null, verifyToken: null });
    expect((await view()).account).toBeNull();
    expect((await t.api.account.profile(me)).data().whatsappOffered).toBe(false);
    for (const call of [t.api.owner.testWhatsapp, t.api.owner.removeWhatsapp]) {
      const refused = await call({ body: {}, as: t.as.owner });
      expect(refused.status).toBe(409);
      expect(refused.reasonCode()).toBe("WHATSAPP_NOT_SET");
    }
  });

  it("refuses a first save without both secrets, and fields of the wrong shape, by field", async () => {
    const bare = await save({ ...FORM, accessToken: "", appSecret: undefined });
    expect(bare.status).toBe(400);
    expect(bare.reasonCode()).toBe("WHATSAPP_SETTINGS_INVALID");
    expect(problemsOf(bare)).toEqual([
      { field: "accessToken", problem: "missing" },
      { field: "appSecret", problem: "missing" },
    ]);
    const wrong = await save({
      ...FORM,
      phoneNumberId: "+62 811 0000 0090",
      appSecret: "1234567890123456",
      fallbackSeconds: 5,
    });
    expect(problemsOf(wrong)).toEqual([
      { field: "phoneNumberId", problem: "shape" },
      { field: "appSecret", problem: "appId" },
      { field: "fallbackSeconds", problem: "range" },
    ]);
    // Only the form's fields, and the channels there are.
    const channel = await t.api.owner.saveWhatsapp({
      rawBody: { ...FORM, orderChannel: "TELEGRAM" },
      as: t.as.owner,
    });
    expect(channel.reasonCode()).toBe("INVALID_REQUEST");
    const extra = await t.api.owner.saveWhatsapp({
      rawBody: { ...FORM, verifyToken: "mine" },
      as: t.as.owner,
    });
    expect(extra.reasonCode()).toBe("INVALID_REQUEST");
    expect((await view()).account).toBeNull();
  });

  it("stores the account sealed and answers it masked; an empty secret keeps the stored one", async () => {
    const res = await save({ ...FORM, accessToken: ` ${TOKEN}\n` });
    expect(res.status, res.body).toBe(200);
    const saved = res.data();
    expect(saved.account).toEqual({
      phoneNumberId: FORM.phoneNumberId,
      masked: { accessToken: `EAAG…${TOKEN.slice(-4)}`, appSecret: `5f2a…${SECRET.slice(-4)}` },
      signInChannel: "WHATSAPP_THEN_SMS",
      orderChannel: "WHATSAPP",
      fallbackSeconds: 90,
      updatedBy: "Sari (owner)",
      updatedAt: expect.any(String),
    });
    // Made anew: the stand-in's went with the account.
    expect(saved.verifyToken).toMatch(/^[\w-]{32}$/);
    expect(saved.verifyToken).not.toBe(DEMO_STANDIN.verifyToken);
    expect(await view()).toEqual(saved);

    // The channels changed, the secrets left empty: kept, and the verify token too.
    const changed = await save({
      ...FORM,
      accessToken: "",
      appSecret: undefined,
      orderChannel: "WHATSAPP_THEN_SMS",
      fallbackSeconds: 3600,
    });
    expect(changed.status, changed.body).toBe(200);
    expect(changed.data()).toMatchObject({
      account: {
        masked: saved.account!.masked,
        orderChannel: "WHATSAPP_THEN_SMS",
        fallbackSeconds: 3600,
      },
      verifyToken: saved.verifyToken,
    });
    // A new token replaces the old; a refused save changes nothing.
    const replaced = await save({ ...FORM, accessToken: OTHER_TOKEN, appSecret: "" });
    expect(replaced.data().account!.masked).toEqual({
      accessToken: `EAAG…${OTHER_TOKEN.slice(-4)}`,
      appSecret: saved.account!.masked.appSecret,
    });
    expect((await save({ ...FORM, accessToken: "EAAG with spaces inside it" })).status).toBe(400);
    expect((await view()).account!.masked.accessToken).toBe(`EAAG…${OTHER_TOKEN.slice(-4)}`);
    expectNoSecret(t.server.output());
  });

  it("is the owner's only: a manager, another brand's owner and a customer are refused", async () => {
    for (const [as, status] of [
      [t.as.manager, 403],
      [t.as.customer, 403],
    ] as const) {
      expect((await t.api.owner.whatsapp({ as })).status).toBe(status);
      expect((await t.api.owner.saveWhatsapp({ body: FORM, as })).status).toBe(status);
      expect((await t.api.owner.testWhatsapp({ body: {}, as })).status).toBe(status);
      expect((await t.api.owner.removeWhatsapp({ body: {}, as })).status).toBe(status);
    }
    // Kopi's owner on kopi sees kopi's own: its stand-in, untouched by demo's changes.
    const kopi = await t.kopi.owner.whatsapp({ as: t.as.kopiOwner });
    expect(kopi.status, kopi.body).toBe(200);
    expect(kopi.data()).toMatchObject({
      account: { phoneNumberId: "standin-kopi", updatedBy: "demo" },
      verifyToken: standinDemoAccount(APP_SECRET, "kopi").verifyToken,
      testNumber: t.as.kopiOwner.phoneNumber,
    });
    expect(kopi.data().webhookUrl).toMatch(
      /^http:\/\/kopi\.localhost(:\d+)?\/api\/whatsapp\/webhook$/,
    );
  });
});

describe("the customer's WhatsApp switch", () => {
  it("shows where the shop sends order messages by WhatsApp, and turns them off and on", async () => {
    const me = { params: { id: t.as.customer.uid }, as: t.as.customer };
    expect((await t.api.account.profile(me)).data()).toMatchObject({
      whatsapp: true,
      whatsappOffered: true, // demo's order messages go by WhatsApp (saved above)
    });
    const off = await t.api.account.saveProfile({ ...me, body: { whatsapp: false } });
    expect(off.status, off.body).toBe(200);
    expect(off.data()).toMatchObject({ whatsapp: false, messages: "EVERY_UPDATE" });
    // Off again: the first time stays (the export tells it).
    await t.api.account.saveProfile({ ...me, body: { whatsapp: false } });
    const copy = await t.api.account.exportData(me);
    const offAt = copy.json<{ profile: { whatsappOffAt: string } }>().profile.whatsappOffAt;
    expect(Date.parse(offAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    // Another field saved leaves it off.
    expect(
      (await t.api.account.saveProfile({ ...me, body: { name: "Siti" } })).data().whatsapp,
    ).toBe(false);
    const on = await t.api.account.saveProfile({ ...me, body: { whatsapp: true } });
    expect(on.data()).toMatchObject({ whatsapp: true, name: "Siti" });
    const notBool = await t.api.account.saveProfile({ ...me, rawBody: { whatsapp: "no" } });
    expect(notBool.reasonCode()).toBe("INVALID_REQUEST");
  });
});

describe("this month's messages", () => {
  it("are counted by channel in the brand's month, failed ones and other brands' left out", async () => {
    // Written through the database (server stopped: PGlite is one process's), as the messenger
    // would have recorded them. demo is in Asia/Jakarta (UTC+7).
    const now = new Date();
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Jakarta",
      year: "numeric",
      month: "2-digit",
    })
      .format(now)
      .slice(0, 7);
    const start = Date.parse(`${month}-01T00:00:00+07:00`);
    let n = 0;
    const row = (
      channel: "sms" | "whatsapp",
      at: number,
      fields: { status?: "sent" | "delivered" | "failed"; brandId?: string } = {},
    ) => ({
      id: `msg-${++n}`,
      brandId: fields.brandId ?? "demo",
      kind: "order" as const,
      channel,
      phoneNumber: "+6281100000101",
      language: "id" as const,
      status: fields.status ?? "sent",
      createdAt: new Date(at),
    });
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      await handle.db.insert(customerMessages).values([
        row("sms", start), // the month's first instant
        row("sms", now.getTime() - 1000),
        row("sms", now.getTime() - 1000, { status: "failed" }),
        row("whatsapp", start + 3_600_000, { status: "delivered" }),
        row("whatsapp", now.getTime() - 1000),
        row("whatsapp", now.getTime() - 1000, { status: "failed" }),
        row("whatsapp", start - 1), // the month before, in Jakarta (the same day in UTC)
        row("sms", start - 1),
        row("whatsapp", now.getTime() - 1000, { brandId: "kopi" }),
      ]);
    } finally {
      await handle.close();
    }
    t.server = await startServer(t.location, SETTINGS);
    expect((await view()).thisMonth).toEqual({ month, sms: 2, whatsapp: 2 });
  });
});

describe("the database", () => {
  it("keeps no secret in clear; removing the account deletes its row", async () => {
    await t.server.stop();
    const stored = (await rawRows(
      "select brand_id, sealed, masked::text as masked from brand_whatsapp order by brand_id",
    )) as { brand_id: string; sealed: string }[];
    expect(stored.map((r) => r.brand_id)).toEqual(["demo", "kopi"]); // demo's saved above
    expectNoSecret(JSON.stringify(stored));
    for (const row of stored) expect(row.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    t.server = await startServer(t.location, SETTINGS);
    const removed = await t.api.owner.removeWhatsapp({ body: {}, as: t.as.owner });
    // The counts stay.
    expect(removed.data()).toMatchObject({ account: null, thisMonth: { sms: 2, whatsapp: 2 } });
    expectNoSecret(t.server.output());
    await t.server.stop();
    expect(await rawRows("select brand_id from brand_whatsapp")).toEqual([{ brand_id: "kopi" }]);
    t.server = await startServer(t.location, SETTINGS);
  });
});

/** Rows as stored, read with SQL while the server is stopped. */
async function rawRows(sql: string): Promise<unknown[]> {
  if (usingPostgres) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: t.location.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(t.location.dataDir, "pglite"));
  try {
    return (await db.query(sql)).rows;
  } finally {
    await db.close();
  }
}
