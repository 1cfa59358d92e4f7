import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importBrandFile } from "@/server/brands/import-brand";
import type { DbHandle } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import * as t from "@/server/db/schema";
import { storageFor } from "@/server/storage/storage";
import { authClient, cookieOf, expectError } from "../support/auth-flow";
import { authServerForFile, phoneNumbers } from "../support/auth-server";
import { locationsForFile } from "../support/database";
import { get } from "../support/http";
import { root } from "../support/brand-files";
import { startServer } from "../support/server";
import { branchSnapshot, orderRow } from "../support/rows";

// Decision 0011: "+62081100000001" (a trunk 0 kept after +62) and "+6281100000001" are one number,
// so one customer, one code, one set of limits.

/** The same number with the national trunk 0 kept after the country code. */
const withTrunkZero = (e164: string) => `+620${e164.slice(3)}`;

const TEST_NUMBER = "+6281100000031";
const ctx = authServerForFile("one-phone", {
  AUTH_TEST_PHONE_NUMBERS: `${withTrunkZero(TEST_NUMBER)}:12345`, // configured in the other spelling
  OTP_PHONE_COOLDOWN_SECONDS: "0",
  OTP_PHONE_PER_HOUR: "3",
});
const newPhone = phoneNumbers("814");

async function signInAs(spelling: string, sentTo: string) {
  expect((await ctx.auth.createOtp(spelling)).status).toBe(200);
  const answer = await ctx.auth.token(spelling, ctx.gateway.codeFor(sentTo));
  expect(answer.status).toBe(200);
  const session = await ctx.auth.session(answer.json<{ data: { token: string } }>().data.token);
  return session.json<{ data: { uid: string; phoneNumber: string } }>().data;
}

describe("one spelling per number at the API", () => {
  it("sends the code to the E.164 number and signs both spellings in as one customer", async () => {
    const phone = newPhone();
    const first = await signInAs(withTrunkZero(phone), phone);
    expect(ctx.gateway.received.at(-1)?.to).toBe(phone);
    const second = await signInAs(phone, phone);
    expect([second.uid, second.phoneNumber]).toEqual([first.uid, first.phoneNumber]);
    expect(first.phoneNumber).toBe(phone);
  });

  it("checks a code sent to one spelling when the other is typed", async () => {
    const phone = newPhone();
    expect((await ctx.auth.createOtp(phone)).status).toBe(200);
    const answer = await ctx.auth.token(withTrunkZero(phone), ctx.gateway.codeFor(phone));
    expect(answer.status).toBe(200);
  });

  it("counts both spellings against one number's limits", async () => {
    const phone = newPhone();
    for (const spelling of [phone, withTrunkZero(phone), phone])
      expect((await ctx.auth.createOtp(spelling)).status).toBe(200);
    expectError(await ctx.auth.createOtp(withTrunkZero(phone)), 429, "RATE_LIMITED");
  });

  it("knows a test number configured in the other spelling, and sends it nothing", async () => {
    const sent = ctx.gateway.attempts();
    expect((await ctx.auth.createOtp(TEST_NUMBER)).status).toBe(200);
    expect((await ctx.auth.token(TEST_NUMBER, "12345")).status).toBe(200);
    expect(ctx.gateway.attempts()).toBe(sent);
  });

  it("refuses a number that does not normalize, on both calls", async () => {
    expectError(await ctx.auth.createOtp("+620000000000"), 400, "INVALID_PHONE_NUMBER");
    expectError(await ctx.auth.token("+620000000000", "12345"), 400, "INVALID_PHONE_NUMBER");
  });
});

// --- The upgrade: a database written before this change, with both spellings in it ---

const { location, defer } = locationsForFile("one-phone-upgrade");
const OLD = { id: "cust-old", phone: "+62081100000041" }; // signed in first, misspelled
const NEW = { id: "cust-new", phone: "+6281100000041" }; // the same number, later, spelled right
const LIMITED = "+6281100000042"; // asked for 5 codes in the last hour, misspelled
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");

/** The database as the code before decision 0011 left it: SQL migrations only, then its rows. */
async function seedOldDatabase(handle: DbHandle, dataDir: string, cookies: string[]) {
  const { migrate } =
    handle.kind === "pglite"
      ? await import("drizzle-orm/pglite/migrator")
      : await import("drizzle-orm/node-postgres/migrator");
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  const demo = await importBrandFile(
    handle,
    storageFor(dataDir),
    path.join(root, "brands/demo.json"),
  );
  expect(demo.ok).toBe(true);
  const { db } = handle;
  await db.insert(t.customers).values([
    { id: OLD.id, phoneNumber: OLD.phone, createdAt: hoursAgo(48) },
    { id: NEW.id, phoneNumber: NEW.phone, createdAt: hoursAgo(24) },
  ]);
  const order = (id: string, customerId: string, at: Date) =>
    orderRow({
      brandId: "demo",
      id,
      customerId,
      status: "COMPLETED",
      branchId: "kemang",
      selectedBranch: branchSnapshot("kemang"),
      idempotencyKey: "same-key-on-both", // a key both used: the older order keeps it
      createdAt: at,
    });
  await db
    .insert(t.orders)
    .values([order("order-old", OLD.id, hoursAgo(47)), order("order-new", NEW.id, hoursAgo(23))]);
  await db.insert(t.sessions).values(
    [OLD, NEW].map((c, i) => ({
      id: randomUUID(),
      brandId: "demo",
      customerId: c.id,
      tokenHash: sha256(cookies[i]!),
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  await db.insert(t.signInTokens).values({
    id: randomUUID(),
    brandId: "demo",
    customerId: NEW.id,
    expiresAt: hoursAgo(-1),
  });
  await db.insert(t.uploads).values({
    id: "upload-of-new",
    brandId: "demo",
    customerId: NEW.id,
    purpose: "payment-proof",
    contentType: "image/png",
    size: 1,
    storageKey: "uploads/none",
  });
  await db.insert(t.otpCodes).values({
    id: randomUUID(),
    brandId: "demo",
    phoneNumber: OLD.phone,
    codeHash: "0".repeat(64),
    expiresAt: hoursAgo(-0.05),
  });
  await db.insert(t.otpRequests).values(
    Array.from({ length: 5 }, (_, i) => ({
      phoneNumber: withTrunkZero(LIMITED),
      ip: "198.51.100.9",
      createdAt: hoursAgo(0.5 - i * 0.01),
    })),
  );
  await db.insert(t.staff).values([
    // demo's file lists +6281100000090 as owner: the misspelled twin goes, the lone one is respelled
    { brandId: "demo", phoneNumber: "+62081100000090", name: "Twin", role: "owner", branchIds: [] },
    { brandId: "demo", phoneNumber: "+62081100000099", name: "Lone", role: "owner", branchIds: [] },
  ]);
}

async function inspect(loc: { dataDir: string; databaseUrl?: string }) {
  const handle = await openDatabase(loc);
  try {
    const { db } = handle;
    return {
      customers: await db
        .select({ id: t.customers.id, phoneNumber: t.customers.phoneNumber })
        .from(t.customers),
      orders: await db
        .select({ id: t.orders.id, customerId: t.orders.customerId, key: t.orders.idempotencyKey })
        .from(t.orders)
        .orderBy(asc(t.orders.id)),
      sessions: (await db.select({ c: t.sessions.customerId }).from(t.sessions)).map((r) => r.c),
      tokens: (await db.select({ c: t.signInTokens.customerId }).from(t.signInTokens)).map(
        (r) => r.c,
      ),
      uploads: (await db.select({ c: t.uploads.customerId }).from(t.uploads)).map((r) => r.c),
      codes: await db
        .select({ phoneNumber: t.otpCodes.phoneNumber, consumedAt: t.otpCodes.consumedAt })
        .from(t.otpCodes),
      staff: (
        await db.select({ p: t.staff.phoneNumber }).from(t.staff).where(eq(t.staff.brandId, "demo"))
      )
        .map((r) => r.p)
        .sort(),
      applied: await db.select().from(t.dataMigrations).orderBy(asc(t.dataMigrations.name)),
    };
  } finally {
    await handle.close();
  }
}

describe("the upgrade of a database with two spellings of one number", () => {
  it("merges the two customers into the older one, moving everything of the newer, once", async () => {
    const loc = await location();
    const cookies = [randomUUID(), randomUUID()];
    const handle = await openDatabase(loc);
    try {
      await seedOldDatabase(handle, loc.dataDir, cookies);
    } finally {
      await handle.close();
    }

    const server = await startServer(loc, { AUTH_TEST_PHONE_NUMBERS: `${NEW.phone}:12345` });
    defer(() => server.stop());
    const api = authClient(server.baseUrl);
    // Both old sessions now belong to the older customer, under the one spelling.
    for (const cookie of cookies)
      expect((await api.me({ cookie: `kedai_session=${cookie}` })).json()).toMatchObject({
        data: { uid: OLD.id, phoneNumber: NEW.phone },
      });
    // Signing in with either spelling finds that customer, with both orders.
    expect((await api.createOtp(OLD.phone)).status).toBe(200);
    const token = (await api.token(NEW.phone, "12345")).json<{ data: { token: string } }>().data;
    const session = await api.session(token.token);
    expect(session.json()).toMatchObject({ data: { uid: OLD.id, phoneNumber: NEW.phone } });
    const orders = await get(server.baseUrl, `/api/me/${OLD.id}/orders`, "demo.localhost", {
      cookie: cookieOf(session),
    });
    expect(orders.json<{ data: { uid: string }[] }>().data.map((o) => o.uid)).toEqual([
      "order-new",
      "order-old",
    ]);
    // The hour of code requests made under the other spelling still counts.
    expectError(await api.createOtp(LIMITED), 429, "RATE_LIMITED");
    await server.stop();

    const after = await inspect(loc);
    expect(after.customers).toEqual([{ id: OLD.id, phoneNumber: NEW.phone }]);
    expect(after.orders).toEqual([
      { id: "order-new", customerId: OLD.id, key: null },
      { id: "order-old", customerId: OLD.id, key: "same-key-on-both" },
    ]);
    expect(after.sessions.filter((c) => c !== OLD.id)).toEqual([]);
    expect(after.tokens.filter((c) => c !== OLD.id)).toEqual([]);
    expect(after.uploads).toEqual([OLD.id]);
    // The old code named the misspelled number in its hash: respelled, and never to match again.
    expect(after.codes.filter((c) => c.phoneNumber === OLD.phone)).toEqual([]);
    expect(after.codes.every((c) => c.consumedAt !== null)).toBe(true);
    expect(after.staff).toEqual([
      "+6281100000090",
      "+6281100000091",
      "+6281100000092",
      "+6281100000097",
      "+6281100000099",
    ]);
    expect(after.applied.map((m) => m.name)).toEqual([
      "0011-one-phone-one-customer",
      "issue-13-otp-requests-into-rate-hits",
      "issue-36-cash-paid-when-completed",
    ]);

    // Recorded once: a later start leaves even a misspelled row (written behind its back) alone.
    const handle2 = await openDatabase(loc);
    try {
      await handle2.db
        .insert(t.customers)
        .values({ id: "cust-late", phoneNumber: "+62081100000043" });
    } finally {
      await handle2.close();
    }
    const again = await startServer(loc);
    defer(() => again.stop());
    await again.stop();
    const later = await inspect(loc);
    expect(later.customers).toContainEqual({ id: "cust-late", phoneNumber: "+62081100000043" });
    expect(later.applied).toEqual(after.applied);
  });
});
