import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import {
  customerProfiles,
  customers,
  hiddenAddresses,
  orders,
  otpCodes,
  sessions,
  uploads,
} from "@/server/db/schema";
import { authClient, cookieOf } from "../support/auth-flow";
import type { HttpAnswer } from "../support/http";
import { get } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { geocoded } from "../support/places";
import { solidPng, uploadProof } from "../support/proof-images";
import { serverForFile } from "../support/test-server";

// Issue 32 item 8: the account page's calls (docs/privacy.md, docs/API.md "Your account").

const DEMO = "demo.localhost";
const KOPI = "kopi.localhost";
const PHONE = {
  a: "+6281100000181", // demo and kopi: deletes at demo, kept for kopi
  b: "+6281100000182", // demo: the control of the message choices
  c: "+6281100000183", // demo only: deletes, and nothing is left of the number
  d: "+6281100000184", // demo: deletes while an order is on its way
  staff: "+6281100000091", // Dapur Kemang, staff of the kemang branch (brands/demo.json)
};
const ITEM = "black-forest-slice";
const t = serverForFile("account", {
  sms: true,
  phones: Object.values(PHONE),
  settings: {
    OTP_PHONE_COOLDOWN_SECONDS: "0",
    OTP_PHONE_PER_HOUR: "1000",
    OTP_IP_PER_HOUR: "1000",
    OTP_VERIFY_PHONE_PER_HOUR: "1000",
    OTP_VERIFY_IP_PER_HOUR: "1000",
    JOBS_RETRY_BASE_SECONDS: "1",
  },
});
const base = () => t.baseUrl();
/** Who calls, on their host: the typed client's call for `/api/me/{their id}/…` (or `id`'s). */
const me = (who: Who, id = who.uid) => ({ params: { id }, headers: who.bearer });
const clientOf = (who: Who) => t.client(who.host);

interface Who {
  uid: string;
  bearer: Record<string, string>;
  cookie: string;
  host: string;
}
async function signIn(phone: string, host = DEMO, brandId = "demo") {
  const api = authClient(base(), host, brandId);
  expect((await api.createOtp(phone)).status).toBe(200);
  const token = (await api.token(phone, "12345")).json<{ data: { token: string } }>().data.token;
  const answer = await api.session(token);
  expect(answer.status, answer.body).toBe(200);
  const { uid, idToken } = answer.json<{ data: { uid: string; idToken: string } }>().data;
  return {
    who: { uid, bearer: { authorization: `Bearer ${idToken}` }, cookie: cookieOf(answer), host },
    answer,
  };
}
const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const errorOf = (res: HttpAnswer) => res.json<{ error: { reasonCode: string } }>().error;
const profileOf = (who: Who) => clientOf(who).account.profile(me(who));
/** A save of the profile (a body of any shape: some are meant to be refused). */
const saveProfile = (who: Who, body: unknown) =>
  clientOf(who).account.saveProfile({ ...me(who), rawBody: body });

async function placeOrder(who: Who, extra: Record<string, unknown> = {}) {
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder("kemang", [{ itemId: ITEM, qty: 1 }], extra),
    headers: { ...who.bearer, "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return data<{ uid: string }>(res).uid;
}
async function deliveryOrder(who: Who, addressDetails: string, deliveryNotes = "") {
  const address = await geocoded(base(), DEMO);
  return placeOrder(who, {
    orderMode: "DELIVERY",
    deliveryAddress: { ...address, addressDetails },
    deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
    deliveryNotes,
    payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
  });
}
let staff: Who;
async function move(orderId: string, status: string, reason?: string) {
  const res = await t.api.staff.changeStatus({
    params: { orderId },
    rawBody: { status, ...(reason && { reason }) },
    headers: staff.bearer,
  });
  expect(res.status, res.body).toBe(200);
}
/** The messages the gateway got for `phone`, once `until` holds of them (jobs run after the answer). */
async function messagesTo(phone: string, until: (texts: string[]) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const texts = t.gateway.received.filter((m) => m.to === phone).map((m) => m.message);
    if (until(texts)) return texts;
    if (Date.now() > deadline) throw new Error(`messages to ${phone}: ${JSON.stringify(texts)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  staff = (await signIn(PHONE.staff)).who;
});

describe("the profile", () => {
  it("is empty at first, takes a name, a language and a message choice, and is per brand", async () => {
    const { who: a } = await signIn(PHONE.a);
    const { who: aKopi } = await signIn(PHONE.a, KOPI, "kopi");
    expect(aKopi.uid).toBe(a.uid); // one customer per number (decision 0011)
    expect(data(await profileOf(a))).toEqual({
      phoneNumber: PHONE.a,
      name: null,
      language: null,
      messages: "EVERY_UPDATE",
      nameAsked: false,
      whatsapp: true,
      whatsappOffered: false, // demo sends its order messages by SMS
    });
    const saved = await saveProfile(a, { name: "  Siti Rahayu ", language: "id" });
    expect(saved.status, saved.body).toBe(200);
    expect(data(saved)).toEqual({
      phoneNumber: PHONE.a,
      name: "Siti Rahayu",
      language: "id",
      messages: "EVERY_UPDATE",
      nameAsked: true, // a name given: signing in does not ask it (customer-name.integ.ts)
      whatsapp: true,
      whatsappOffered: false,
    });
    // A field left out stays.
    await saveProfile(a, { messages: "IMPORTANT_ONLY" });
    expect(data(await profileOf(a))).toMatchObject({ name: "Siti Rahayu", language: "id" });
    // What A told demo is not kopi's to see.
    expect(data(await profileOf(aKopi))).toMatchObject({ name: null, language: null });
    expect((await saveProfile(aKopi, { name: "Siti di Kopi" })).status).toBe(200);
    expect(data(await profileOf(a))).toMatchObject({ name: "Siti Rahayu" });
  });

  it("refuses a bad name, language, choice or field, saving nothing", async () => {
    const { who: b } = await signIn(PHONE.b);
    const bad: [unknown, number, string][] = [
      [{ name: "Siti\nRahayu" }, 400, "INVALID_NAME"],
      [{ name: "x".repeat(61) }, 400, "INVALID_NAME"],
      [{ name: "a\u0000b" }, 400, "INVALID_NAME"],
      [{ name: 7 }, 400, "INVALID_NAME"],
      [{ language: "fr" }, 400, "INVALID_REQUEST"],
      [{ messages: "NEVER" }, 400, "INVALID_REQUEST"],
      [{ phoneNumber: "+6281100000999" }, 400, "INVALID_REQUEST"],
      [["Siti"], 400, "INVALID_REQUEST"],
    ];
    for (const [body, status, code] of bad) {
      const res = await saveProfile(b, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).reasonCode, JSON.stringify(body)).toBe(code);
    }
    expect(data(await profileOf(b))).toMatchObject({ name: null, messages: "EVERY_UPDATE" });
    // A cookie write from elsewhere (no Origin of the shop) is refused.
    const byCookie = { params: { id: b.uid }, headers: { cookie: b.cookie } };
    const csrf = await t.api.account.saveProfile({ ...byCookie, body: { name: "X" } });
    expect(csrf.status).toBe(403);
    expect(errorOf(csrf).reasonCode).toBe("CSRF_REJECTED");
    const viaPage = await t.api.account.saveProfile({
      params: { id: b.uid },
      body: { name: "Budi" },
      headers: { cookie: b.cookie, origin: `http://${DEMO}` },
    });
    expect(viaPage.status, viaPage.body).toBe(200);
  });

  it("sets the storefront's language when the customer signs in again", async () => {
    const { answer } = await signIn(PHONE.a);
    expect(String(answer.headers["set-cookie"])).toMatch(/kedai-lang=id;/);
    const { answer: other } = await signIn(PHONE.c);
    expect(String(other.headers["set-cookie"])).not.toMatch(/kedai-lang/);
  });
});

describe("the name on the staff board and the message choices", () => {
  it("shows staff the name, and sends only the messages chosen, in the language chosen", async () => {
    const { who: a } = await signIn(PHONE.a); // IMPORTANT_ONLY, id (above)
    const { who: b } = await signIn(PHONE.b); // EVERY_UPDATE, no language
    const aOrder = await placeOrder(a);
    const bOrder = await placeOrder(b);
    const board = await t.api.staff.board({ headers: staff.bearer });
    const cards = data<{ orders: { uid: string; customerName: string | null }[] }>(board).orders;
    expect(cards.find((o) => o.uid === aOrder)?.customerName).toBe("Siti Rahayu");
    expect(cards.find((o) => o.uid === bOrder)?.customerName).toBe("Budi");

    for (const status of ["ACCEPTED", "COMPLETED"]) {
      await move(aOrder, status);
      await move(bOrder, status);
    }
    // B's "complete" message went after A's would have: then A's is not coming.
    await messagesTo(PHONE.b, (texts) => texts.length === 2);
    const toA = await messagesTo(PHONE.a, (texts) => texts.length >= 1);
    expect(toA).toEqual([`Dapur Kue Demo: pesanan #${aOrder.slice(-6)} sedang kami siapkan`]);
  });
});

describe("recent addresses", () => {
  it("removes one from the list at this brand, the order keeping it", async () => {
    const { who: b } = await signIn(PHONE.b);
    const home = await deliveryOrder(b, "Rumah B, pagar hijau");
    await deliveryOrder(b, "Kantor B, lantai 3");
    const recent = () => t.api.orders.recentAddresses(me(b, b.uid));
    const details = (res: HttpAnswer) =>
      data<{ addressDetails?: string }[]>(res).map((x) => x.addressDetails);
    expect(details(await recent())).toEqual(["Kantor B, lantai 3", "Rumah B, pagar hijau"]);
    const address = data<{ address: string }[]>(await recent())[1]!.address;

    const hide = (body: unknown) => t.api.account.hideAddress({ ...me(b, b.uid), rawBody: body });
    expect((await hide({ address: "" })).status).toBe(400);
    expect((await hide({ address, addressDetails: "x".repeat(201) })).status).toBe(400);
    const hidden = await hide({ address, addressDetails: "Rumah B, pagar hijau" });
    expect(hidden.status, hidden.body).toBe(200);
    expect(details(hidden)).toEqual(["Kantor B, lantai 3"]);
    expect(details(await recent())).toEqual(["Kantor B, lantai 3"]);
    // Twice is once.
    expect((await hide({ address, addressDetails: "Rumah B, pagar hijau" })).status).toBe(200);
    // The shop's books: the order still has it.
    const order = await t.api.orders.order({
      params: { brandId: "demo", orderId: home },
      headers: b.bearer,
    });
    expect(
      data<{ deliveryAddress: { addressDetails: string } }>(order).deliveryAddress,
    ).toMatchObject({
      addressDetails: "Rumah B, pagar hijau",
    });
    // Ordered there again, it is back on the list: removed when it was, not for ever.
    await deliveryOrder(b, "Rumah B, pagar hijau");
    expect(details(await recent())).toEqual(["Rumah B, pagar hijau", "Kantor B, lantai 3"]);
  });
});

interface Export {
  brand: { id: string };
  customer: { id: string; phoneNumber: string };
  profile: { name: string | null; messages: string } | null;
  sessions: { current: boolean }[];
  orders: { uid: string; events: unknown[] }[];
  uploads: { id: string; size: number; contentType: string }[];
  hiddenAddresses: { addressDetails: string }[];
}

describe("download my data", () => {
  it("is a JSON file of everything this brand holds, and nothing of another brand's", async () => {
    const { who: b } = await signIn(PHONE.b);
    const { who: bKopi } = await signIn(PHONE.b, KOPI, "kopi");
    await saveProfile(bKopi, { name: "Budi di Kopi" });
    const proof = data<{ id: string }>(await uploadProof(base(), DEMO, b.bearer, await solidPng()));
    const res = await t.api.account.exportData(me(b, b.uid));
    expect(res.status, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="demo-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const mine = res.json<Export>();
    expect(mine.brand.id).toBe("demo");
    expect(mine.customer).toEqual({
      id: b.uid,
      phoneNumber: PHONE.b,
      firstSignedInAt: expect.any(String),
    });
    expect(mine.profile).toMatchObject({ name: "Budi", messages: "EVERY_UPDATE" });
    expect(mine.orders.length).toBe(4); // one pickup, three deliveries (above)
    for (const o of mine.orders) expect(o.events.length).toBeGreaterThan(0);
    expect(mine.hiddenAddresses.map((h) => h.addressDetails)).toEqual(["Rumah B, pagar hijau"]);
    expect(mine.uploads).toEqual([
      expect.objectContaining({ id: proof.id, contentType: "image/jpeg" }),
    ]);
    // Demo's sign-ins only, one of them this one; never a secret.
    expect(mine.sessions.length).toBe(4);
    expect(mine.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(res.body).not.toMatch(/tokenHash|token_hash|codeHash|askerHash/);
    expect(res.body).not.toContain(b.cookie.split("=")[1]!);
    // Kopi's part is kopi's.
    expect(res.body).not.toContain("Budi di Kopi");
    const kopi = await t.kopi.account.exportData(me(bKopi, b.uid));
    const theirs = kopi.json<Export>();
    expect(theirs).toMatchObject({ brand: { id: "kopi" }, profile: { name: "Budi di Kopi" } });
    expect(theirs.orders).toEqual([]);
    expect(theirs.sessions).toHaveLength(1);
    expect(kopi.body).not.toContain("Rumah B");
  });

  it("is for the customer only, and at most 5 an hour", async () => {
    const { who: b } = await signIn(PHONE.b);
    const { who: c } = await signIn(PHONE.c);
    const other = await t.api.account.exportData(me(c, b.uid));
    expect(other.status).toBe(403);
    expect((await t.api.account.exportData({ params: { id: b.uid } })).status).toBe(401);
    for (let i = 0; i < 4; i++)
      expect((await t.api.account.exportData(me(b, b.uid))).status).toBe(200);
    const sixth = await t.api.account.exportData(me(b, b.uid));
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).reasonCode).toBe("RATE_LIMITED");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("delete my account", () => {
  it("and an order sent at the same moment: one of the two is refused, never both written", async () => {
    // The order holds the customer's row shared from its first statement with its locks
    // (place-order.ts customerRowLock); the deletion holds it alone. Whichever is first, the other
    // sees it: an order written first keeps the account (409 ACCOUNT_HAS_OPEN_ORDERS); a deletion
    // first leaves the order signed out (401).
    for (let round = 0; round < 6; round++) {
      const { who: d } = await signIn(PHONE.d);
      const [removed, placed] = await Promise.all([
        clientOf(d).account.deleteAccount({ ...me(d), rawBody: { confirm: true } }),
        t.api.orders.placeOrder({
          params: { brandId: "demo" },
          rawBody: pickupOrder("kemang", [{ itemId: ITEM, qty: 1 }]),
          headers: { ...d.bearer, "x-idempotency-key": randomUUID() },
        }),
      ]);
      const outcome = `${removed.status} ${placed.status}`;
      expect(["200 401", "409 200"], `${outcome}: ${removed.body} ${placed.body}`).toContain(
        outcome,
      );
      if (placed.status === 200) {
        expect(errorOf(removed).reasonCode).toBe("ACCOUNT_HAS_OPEN_ORDERS");
        await move(data<{ uid: string }>(placed).uid, "CANCELLED", "Test");
      }
    }
  });

  const kept = {} as {
    aOrders: string[];
    cOrder: string;
    cProof: string;
    aUid: string;
    cUid: string;
  };

  it("is refused while an order is open, and signs the customer out of this brand", async () => {
    const { who: a } = await signIn(PHONE.a);
    const { who: aKopi } = await signIn(PHONE.a, KOPI, "kopi");
    kept.aUid = a.uid;
    const open = await deliveryOrder(a, "Rumah A, no. 7", "Titip di satpam");
    const remove = (who: Who, body: unknown = { confirm: true }) =>
      clientOf(who).account.deleteAccount({ ...me(who), rawBody: body });
    expect((await remove(a, {})).status).toBe(400); // the dialog's yes is required
    const refused = await remove(a);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).reasonCode).toBe("ACCOUNT_HAS_OPEN_ORDERS");
    expect(data(await profileOf(a))).toMatchObject({ name: "Siti Rahayu" }); // nothing went
    // Only payments and cancellations now: accepting says nothing, cancelling always does.
    await saveProfile(a, { messages: "ESSENTIAL_ONLY" });
    await move(open, "ACCEPTED");
    await move(open, "CANCELLED", "Sold out");
    const toA = await messagesTo(PHONE.a, (texts) => texts.length >= 2);
    expect(toA.slice(1)).toEqual([
      `Dapur Kue Demo: maaf, pesanan #${open.slice(-6)} dibatalkan. Sold out`,
    ]);
    await t.api.account.hideAddress({ ...me(a, a.uid), rawBody: { address: "x" } });

    const { who: second } = await signIn(PHONE.a); // another device, signed in too
    const done = await remove(a);
    expect(done.status, done.body).toBe(200);
    expect(data(done)).toEqual({ ordersKept: 2, customerDeleted: false });
    expect(String(done.headers["set-cookie"])).toMatch(/kedai_session=;/);
    // Every sign-in of A on demo has ended: bearer and cookie, this device and the other.
    for (const who of [a, second]) {
      expect((await profileOf(who)).status).toBe(401);
      const byCookie = await t.api.auth.session({ headers: { cookie: who.cookie } });
      expect(data(byCookie)).toBeNull();
    }
    // Kopi's account is A's still.
    expect(data(await profileOf(aKopi))).toMatchObject({ name: "Siti di Kopi" });
    // The board keeps the orders, without A.
    const board = await t.api.staff.board({ headers: staff.bearer });
    const card = data<{
      orders: {
        uid: string;
        customerPhoneNumber: string | null;
        customerName: string | null;
        deliveryAddress: unknown;
        deliveryNotes: string;
        globalCustomerId: string;
      }[];
    }>(board).orders.find((o) => o.uid === open)!;
    expect(card).toMatchObject({
      customerPhoneNumber: null,
      customerName: null,
      deliveryAddress: null,
      deliveryNotes: "",
    });
    expect(card.globalCustomerId).not.toBe(a.uid);
    expect(board.body).not.toContain(PHONE.a);
    expect(board.body).not.toContain("Rumah A");
    // Signing in again is a new, empty account at demo (the number is still kopi's customer).
    const { who: again } = await signIn(PHONE.a);
    expect(again.uid).toBe(a.uid);
    expect(data(await profileOf(again))).toMatchObject({ name: null, language: null });
    expect(data(await t.api.orders.myOrders(me(again, a.uid)))).toEqual([]);
    kept.aOrders = [open];
  });

  it("deletes the number itself when no brand holds anything of it", async () => {
    const { who: c } = await signIn(PHONE.c);
    kept.cUid = c.uid;
    const proof = data<{ id: string; src: string }>(
      await uploadProof(base(), DEMO, c.bearer, await solidPng()),
    );
    kept.cProof = proof.id;
    const order = await placeOrder(c, {
      payment: {
        method: "transfer",
        confirmation: {
          proofImageSrc: proof.src,
          transferMethod: "BCA Transfer",
          noteFromClient: "dari rekening Citra",
        },
      },
    });
    kept.cOrder = order;
    await move(order, "ACCEPTED");
    await move(order, "COMPLETED");
    const done = await t.api.account.deleteAccount({ ...me(c), body: { confirm: true } });
    expect(done.status, done.body).toBe(200);
    expect(data(done)).toEqual({ ordersKept: 1, customerDeleted: true });
    const board = await t.api.staff.board({ headers: staff.bearer });
    const card = data<{ orders: { uid: string; total: number; payment: unknown }[] }>(
      board,
    ).orders.find((o) => o.uid === order)!;
    expect(card.payment).toEqual({
      method: "transfer",
      confirmation: { proofImageSrc: "", transferMethod: "BCA Transfer", noteFromClient: "" },
    });
    expect(card.total).toBeGreaterThan(0);
    expect((await get(base(), proof.src, DEMO, staff.bearer)).status).toBe(404);
  });

  it("leaves in the database only the orders, unlinked from the number", async () => {
    await t.server.stop();
    const handle = await openDatabase(t.location);
    try {
      const { db } = handle;
      const rows = await db
        .select({
          id: orders.id,
          customerId: orders.customerId,
          address: orders.deliveryAddress,
          name: orders.customerName, // "Siti Rahayu" when A placed them (issue 36 item 3)
        })
        .from(orders)
        .where(inArray(orders.id, [...kept.aOrders, kept.cOrder]));
      expect(rows).toHaveLength(2);
      const erased = await db
        .select()
        .from(customers)
        .where(
          inArray(
            customers.id,
            rows.map((r) => r.customerId),
          ),
        );
      expect(erased.map((e) => e.phoneNumber)).toEqual([null, null]);
      for (const r of rows) expect([r.address, r.name]).toEqual([null, null]);
      // A is kopi's customer still; C is gone, and every row of C's with it.
      const numbers = (await db.select().from(customers)).map((x) => x.phoneNumber);
      expect(numbers).toContain(PHONE.a);
      expect(numbers).not.toContain(PHONE.c);
      expect(await db.select().from(sessions).where(eq(sessions.customerId, kept.cUid))).toEqual(
        [],
      );
      // C's sign-in codes at demo went too; A's at kopi stay (A is kopi's customer still).
      const codesOf = (phone: string) =>
        db
          .select({ brandId: otpCodes.brandId })
          .from(otpCodes)
          .where(eq(otpCodes.phoneNumber, phone));
      expect(await codesOf(PHONE.c)).toEqual([]);
      expect((await codesOf(PHONE.a)).map((r) => r.brandId)).toContain("kopi");
      const aRows = await db
        .select()
        .from(customerProfiles)
        .where(eq(customerProfiles.customerId, kept.aUid));
      expect(aRows.map((p) => [p.brandId, p.name])).toEqual([["kopi", "Siti di Kopi"]]);
      expect(
        await db.select().from(hiddenAddresses).where(eq(hiddenAddresses.customerId, kept.aUid)),
      ).toEqual([]);
      expect(await db.select().from(uploads).where(eq(uploads.id, kept.cProof))).toEqual([]);
      const stored = path.join(t.location.dataDir, "uploads/demo/payment-confirmations");
      expect(fs.readdirSync(stored).filter((f) => f.startsWith(kept.cProof))).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
