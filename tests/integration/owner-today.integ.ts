import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, lastDays, todayIn } from "@/domain/sales-days";
import { wallClockInstant } from "@/domain/time";
import { openDatabase } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import type { TestSession } from "../support/sessions";
import { signIn } from "../support/sessions";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { HttpAnswer } from "../support/http";
import { get, post } from "../support/http";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 19 item 6 over HTTP: real orders placed at two branches, one cancelled, two moved to either
// side of a midnight in Jakarta (UTC+7) and one out of the 7 days through the database, then the
// owner's figures per branch and day and the CSV export, exactly. Only the owner is let in.

const HOST = "demo.localhost";
const TZ = "Asia/Jakarta"; // demo's (brands/demo.json leaves it to the default)
const PHONE = {
  owner: "+6281100000090",
  kemang: "+6281100000091",
  kopi: "+6281100000093", // owns the other brand, kopi
  manager: "+6281100000094", // made Kemang's manager by the owner below
  customer: "+6281100000095",
};
const ITEM = { uid: "black-forest-slice", name: "Black Forest Slice", price: 38_000 };
/** A branch name a spreadsheet would run, with a quote and a comma to quote. */
const EVIL_NAME = '=HYPERLINK("http://x","Kemang, Jakarta")';

let loc: TestLocation;
const ctx = {} as { server: RunningServer };
const settings = {
  APP_SECRET: "owner-today-integration-secret-0123456789", // kept over the restart
  AUTH_TEST_PHONE_NUMBERS: Object.values(PHONE)
    .map((n) => `${n}:12345`)
    .join(","),
  OTP_IP_PER_HOUR: "1000",
  OTP_PHONE_COOLDOWN_SECONDS: "0",
};
beforeAll(async () => {
  loc = await freshLocation("today");
  ctx.server = await startServer(loc, settings);
});
afterAll(async () => {
  await ctx.server?.stop();
  await loc?.dispose();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a brand document, edited freely
type Doc = Record<string, any>;
type Session = TestSession;
const who = {} as Record<keyof typeof PHONE | "kopiOnKopi", Session>;
const as = (s: Session | null) => (s ? { ...s.headers, origin: `http://${HOST}` } : {});
const data = <T>(res: HttpAnswer) => res.json<{ data: T }>().data;
const base = () => ctx.server.baseUrl;

async function placeOrder(branchId: string, qty = 1): Promise<string> {
  const res = await post(
    base(),
    "/api/orders/demo/customer",
    HOST,
    {
      orderMode: "PICKUP",
      selectedBranchId: branchId,
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId: ITEM.uid, qty }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    { ...who.customer.headers, "x-idempotency-key": randomUUID() },
  );
  expect(res.status, res.body).toBe(200);
  return data<{ uid: string }>(res).uid;
}

/** Moves orders in time through the database, the server stopped (PGlite is one process's). */
async function moveOrders(moves: Record<string, Date>) {
  await ctx.server.stop();
  const handle = await openDatabase(loc);
  try {
    for (const [id, createdAt] of Object.entries(moves))
      await handle.db
        .update(orders)
        .set({ createdAt })
        .where(and(eq(orders.brandId, "demo"), eq(orders.id, id)));
  } finally {
    await handle.close();
  }
  ctx.server = await startServer(loc, settings);
}

const sales = (s: Session | null, host = HOST) => get(base(), "/api/owner/sales", host, as(s));
const csv = (s: Session | null, query: string, host = HOST, headers: Record<string, string> = {}) =>
  get(base(), `/api/owner/sales/orders?${query}`, host, { ...as(s), ...headers });

/** The file's first line in English and in Bahasa Indonesia (src/i18n/{en,id}/export-columns.json). */
const HEADER = {
  en: "\uFEFFOrder,Order ID,Placed at,For,Branch,Mode,Status,Items,Subtotal,Delivery fee,Total,Currency,Payment method,Paid at,Customer name,Courier cost,Delivery fee minus courier cost,Discount,Promotions and rewards,Promo codes\r\n",
  id: "\uFEFFPesanan,ID pesanan,Waktu pesan,Untuk nanti,Cabang,Cara pesan,Status,Item,Subtotal,Ongkir,Total,Mata uang,Metode pembayaran,Lunas pada,Atas nama,Biaya kurir,Selisih ongkir dan biaya kurir,Diskon,Promo dan hadiah,Kode promo\r\n",
};

interface Figures {
  date: string;
  orders: number;
  revenue: number;
  cancelled: number;
}
interface Report {
  timeZone: string;
  currency: string;
  today: string;
  days: string[];
  branches: { branchId: string; name: string; days: Figures[] }[];
  total: Figures[];
}

const today = todayIn(TZ, new Date());
const d2 = addDays(today, -2);
const d3 = addDays(today, -3);
const placed = {} as Record<"k1" | "k2" | "k3" | "k4" | "k5" | "m1" | "m2", string>;

beforeAll(async () => {
  who.owner = await signIn(base(), PHONE.owner);
  who.kemang = await signIn(base(), PHONE.kemang);
  who.kopi = await signIn(base(), PHONE.kopi); // kopi's owner, a customer on demo
  who.kopiOnKopi = await signIn(base(), PHONE.kopi, "kopi.localhost", "kopi");
  who.customer = await signIn(base(), PHONE.customer);
  // The owner names Kemang as a spreadsheet formula and makes a manager there.
  const current = data<{ revision: number; document: Doc }>(
    await get(base(), "/api/owner/brand", HOST, as(who.owner)),
  );
  const doc = current.document;
  doc.branches.find((b: { id: string }) => b.id === "kemang").name = EVIL_NAME;
  doc.staff.push({
    phoneNumber: PHONE.manager,
    name: "Kemang manager",
    role: "manager",
    branchIds: ["kemang"],
  });
  const saved = await post(
    base(),
    "/api/owner/brand",
    HOST,
    { base: current.revision, document: doc },
    as(who.owner),
  );
  expect(saved.status, saved.body).toBe(200);
  who.manager = await signIn(base(), PHONE.manager);

  for (const k of ["k1", "k2", "k3", "k4", "k5"] as const) placed[k] = await placeOrder("kemang");
  placed.m1 = await placeOrder("menteng", 2);
  placed.m2 = await placeOrder("menteng");
  const cancel = await post(
    base(),
    `/api/staff/orders/${placed.k3}/status`,
    HOST,
    { status: "CANCELLED", reason: "Out of cream" },
    who.kemang.headers,
  );
  expect(cancel.status, cancel.body).toBe(200);
  const midnight = wallClockInstant(d2, 0, TZ); // 00:00 on d2 in Jakarta: 17:00 UTC the day before
  await moveOrders({
    [placed.k4]: new Date(midnight.getTime() - 1), // 23:59:59.999 on d3
    [placed.k5]: midnight, // 00:00 on d2
    [placed.m2]: wallClockInstant(addDays(today, -7), 12 * 60, TZ), // a day before the 7 days
  });
});

describe("the figures per branch", () => {
  it("count today and the 6 days before on the brand's clock, cancelled orders apart", async () => {
    const res = await sales(who.owner);
    expect(res.status, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const report = data<Report>(res);
    const days = lastDays(today, 7);
    expect(report).toMatchObject({ timeZone: TZ, currency: "IDR", today, days });
    const zero = (date: string): Figures => ({ date, orders: 0, revenue: 0, cancelled: 0 });
    const p = ITEM.price;
    const kemang = days.map((date) =>
      date === today
        ? { date, orders: 2, revenue: 2 * p, cancelled: 1 } // k1, k2; k3 cancelled
        : date === d2 || date === d3
          ? { date, orders: 1, revenue: p, cancelled: 0 } // k5 at 00:00, k4 at 23:59:59.999
          : zero(date),
    );
    const menteng = days.map((date) =>
      date === today ? { date, orders: 1, revenue: 2 * p, cancelled: 0 } : zero(date),
    );
    expect(report.branches).toEqual([
      { branchId: "kemang", name: EVIL_NAME, days: kemang },
      { branchId: "menteng", name: "Dapur Kue Demo Menteng", days: menteng },
      { branchId: "kelapa-gading", name: "Dapur Kue Demo Kelapa Gading", days: days.map(zero) },
    ]);
    expect(report.total.at(-1)).toEqual({ date: today, orders: 3, revenue: 4 * p, cancelled: 1 });
    expect(report.total.map((f) => f.orders)).toEqual(
      days.map((d) => (d === today ? 3 : d === d2 || d === d3 ? 1 : 0)),
    );
  });

  it("show another brand's owner only their own brand", async () => {
    const res = await sales(who.kopiOnKopi, "kopi.localhost");
    expect(res.status, res.body).toBe(200);
    const report = data<Report>(res);
    expect(report.branches.map((b) => b.branchId)).not.toContain("kemang");
    expect(report.total.every((f) => f.orders === 0 && f.cancelled === 0)).toBe(true);
    const file = await csv(
      who.kopiOnKopi,
      `from=${addDays(today, -30)}&to=${today}`,
      "kopi.localhost",
    );
    expect(file.status).toBe(200);
    expect(file.body).not.toContain(placed.k1);
    // The column names and nothing after, in kopi's language (brands/kopi.json: id).
    expect(file.body).toBe(HEADER.id);
  });

  it("are the owner's only: 401 signed out, 403 for a manager, staff, a customer, another brand's owner", async () => {
    for (const [s, status, code] of [
      [null, 401, "UNAUTHENTICATED"],
      [who.manager, 403, "FORBIDDEN"],
      [who.kemang, 403, "FORBIDDEN"],
      [who.customer, 403, "FORBIDDEN"],
      [who.kopi, 403, "FORBIDDEN"],
    ] as const) {
      for (const res of [await sales(s), await csv(s, `from=${today}&to=${today}`)]) {
        expect(res.status, res.body).toBe(status);
        expect(res.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe(code);
        expect(res.body).not.toContain(placed.k1);
        expect(res.body).not.toContain("Kemang, Jakarta");
      }
    }
  });
});

describe("the CSV export", () => {
  it("writes each order of the range exactly: a BOM, RFC 4180 quoting, no formula, the brand's clock", async () => {
    const res = await csv(who.owner, `from=${d3}&to=${d2}`);
    expect(res.status, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="demo-orders-${d3}-to-${d2}.csv"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const branch = `"'=HYPERLINK(""http://x"",""Kemang, Jakarta"")"`;
    const line = (id: string, at: string) =>
      `#${id.slice(-6)},${id},${at},,${branch},Pickup,New,1 × ${ITEM.name},38000,0,38000,IDR,Pay at outlet,,,,,0,,\r\n`;
    // demo's language (brands/demo.json: en), the request naming none.
    expect(res.body).toBe(
      HEADER.en + line(placed.k4, `${d3} 23:59`) + line(placed.k5, `${d2} 00:00`),
    );
  });

  it("speaks the owner's language: the console's `lang`, else the request's, the rest unchanged", async () => {
    const english = (await csv(who.owner, `from=${d3}&to=${d2}`)).body;
    const indonesian = english
      .replace(HEADER.en, HEADER.id)
      .replaceAll(",Pickup,New,", ",Ambil sendiri,Baru,")
      .replaceAll(",IDR,Pay at outlet,", ",IDR,Bayar di outlet,");
    expect(indonesian).not.toBe(english);
    const cookie = (l: string) => ({ cookie: `kedai-lang=${l}` });
    for (const [query, headers, expected] of [
      ["&lang=id", {}, indonesian],
      ["&lang=en", {}, english],
      ["", cookie("id"), indonesian], // the language switch's cookie
      ["", { "accept-language": "id-ID,id;q=0.9,en;q=0.8" }, indonesian],
      ["", { ...cookie("en"), "accept-language": "id" }, english], // the switch over the browser
      ["&lang=id", cookie("en"), indonesian], // the page's language over a cookie changed since
      ["&lang=en", cookie("id"), english],
    ] as const) {
      const res = await csv(who.owner, `from=${d3}&to=${d2}${query}`, HOST, headers);
      expect(res.status, res.body).toBe(200);
      expect(res.body, `${query} ${JSON.stringify(headers)}`).toBe(expected);
    }
    const wrong = await csv(who.owner, `from=${d3}&to=${d2}&lang=fr`);
    expect(wrong.status).toBe(400);
    expect(wrong.json<{ error: { reasonCode: string } }>().error.reasonCode).toBe("INVALID_QUERY");
  });

  it("has every order placed in the range, oldest first, the cancelled one with its status", async () => {
    const res = await csv(who.owner, `from=${addDays(today, -7)}&to=${today}`);
    const ids = res.body
      .split("\r\n")
      .slice(1, -1)
      .map((l) => l.split(",")[1]);
    expect(ids).toEqual([
      placed.m2,
      placed.k4,
      placed.k5,
      placed.k1,
      placed.k2,
      placed.k3,
      placed.m1,
    ]);
    expect(res.body).toContain(`,Pickup,Cancelled,1 × ${ITEM.name},38000,0,38000,IDR,`);
    expect(res.body).toContain(
      `,Dapur Kue Demo Menteng,Pickup,New,2 × ${ITEM.name},76000,0,76000,IDR,Pay at outlet,,,,,0,,\r\n`,
    );
    const id = await csv(who.owner, `from=${addDays(today, -7)}&to=${today}&lang=id`);
    expect(id.body).toContain(`,Ambil sendiri,Dibatalkan,1 × ${ITEM.name},38000,0,38000,IDR,`);
  });

  it("refuses a date that is not one, an end before the start and over 366 days, naming the field", async () => {
    for (const [query, code, field] of [
      ["from=2026-02-30&to=2026-03-01", "INVALID_DATE", "from"],
      [`from=${today}`, "INVALID_DATE", "to"],
      ["from=2026-11-01&to=01-12-2026", "INVALID_DATE", "to"],
      ["from=2026-11-02&to=2026-11-01", "DATE_RANGE_REVERSED", "to"],
      ["from=2026-01-01&to=2027-01-02", "DATE_RANGE_TOO_LONG", "to"],
    ] as const) {
      const res = await csv(who.owner, query);
      expect(res.status, query).toBe(400);
      expect(res.headers["content-type"]).toContain("application/json");
      const { error } = res.json<{
        error: { reasonCode: string; message: string; problems: { field: string; code: string }[] };
      }>();
      expect(error.reasonCode, query).toBe(code);
      expect(error.problems[0], query).toEqual({ field, code });
    }
    expect((await csv(who.owner, "from=2026-01-01&to=2026-12-31")).status).toBe(200);
    expect((await csv(who.owner, `from=${today}&to=${today}&x=1`)).status).toBe(400);
  });
});
