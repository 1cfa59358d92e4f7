import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { NumbersReport } from "@/domain/numbers";
import { presetRange, weekStart } from "@/domain/numbers";
import { addDays, todayIn } from "@/domain/sales-days";
import { wallClockInstant } from "@/domain/time";
import { openDatabase } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { pickupOrder } from "../support/order-bodies";
import { startServer } from "../support/server";
import type { TestSession } from "../support/sessions";
import { serverForFile } from "../support/test-server";

// Issue 36 item 6 over HTTP, on PGlite and (with DATABASE_URL) PostgreSQL: orders placed through
// the API, then moved in time, to a payment method and a branch's clock through the database (the
// server stopped: PGlite is one process's), one cancelled by its branch's staff; then the numbers
// of a week four weeks back, counted by hand below. The figures come from the sales rollups the
// triggers on `orders` keep (migration 0025): every move here goes through them.

const NEWCOMER = "+6281100000131";
const t = serverForFile("numbers", {
  signIn: ["owner", "manager", "kemang", "menteng", "customer", "otherCustomer", "kopiOwner"],
  phones: [NEWCOMER],
});

const TZ = "Asia/Jakarta"; // demo's (brands/demo.json leaves it to the default): UTC+7
const today = todayIn(TZ, new Date());
/** The fixtures' week: Monday to Sunday, four weeks before this one. */
const monday = addDays(weekStart(today), -28);
const day = (n: number) => addDays(monday, n);
const at = (date: string, h: number, m = 0, s = 0) =>
  new Date(wallClockInstant(date, h * 60 + m, TZ).getTime() + s * 1000);
const week = { range: "custom", from: day(0), to: day(6) } as const;

const BF = "black-forest-slice"; // Rp 38.000
const RV = "red-velvet-slice"; // Rp 38.000
const TI = "tiramisu-slice"; // Rp 42.000
const CH = "ny-cheesecake-slice"; // Rp 45.000

const ids = {} as Record<"p0" | "b0" | "o1" | "o2" | "o3" | "o4" | "o5" | "o6" | "o7", string>;
let newcomer: TestSession;

async function place(who: TestSession, branch: string, items: [string, number][]) {
  const res = await t.api.orders.placeOrder({
    params: { brandId: "demo" },
    rawBody: pickupOrder(
      branch,
      items.map(([itemId, qty]) => ({ itemId, qty })),
    ),
    as: who,
    headers: { "x-idempotency-key": randomUUID() },
  });
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid;
}

async function cancel(id: string, staff: TestSession) {
  const res = await t.api.staff.changeStatus({
    params: { orderId: id },
    body: { status: "CANCELLED", reason: "Sold out" },
    as: staff,
  });
  expect(res.status, res.body).toBe(200);
}

/** Changes orders through the database, the server stopped, then starts it again. */
async function change(
  write: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>,
) {
  await t.server.stop();
  const handle = await openDatabase(t.location);
  try {
    await write(handle.db);
  } finally {
    await handle.close();
  }
  t.server = await startServer(t.location, {});
}

const mine = (id: string) => and(eq(orders.brandId, "demo"), eq(orders.id, id));
const method = (name: string) =>
  sql`jsonb_set(${orders.payment}, '{method}', ${JSON.stringify(name)}::jsonb)`;

beforeAll(async () => {
  const { customer: a, otherCustomer: b } = t.as;
  newcomer = await t.signIn(NEWCOMER);
  const c = newcomer;
  ids.p0 = await place(a, "kemang", [[BF, 1]]); // A's order before the week: A returns in it
  ids.b0 = await place(b, "menteng", [[RV, 1]]); // B's before, cancelled: B is new in the week
  ids.o1 = await place(a, "kemang", [[BF, 2]]); // 76.000
  ids.o2 = await place(b, "kemang", [
    [RV, 1],
    [TI, 1],
  ]); // 80.000, cash on delivery
  ids.o3 = await place(c, "menteng", [[BF, 1]]); // 38.000, transfer
  ids.o4 = await place(b, "menteng", [[CH, 2]]); // 90.000, cancelled
  ids.o5 = await place(a, "kemang", [[TI, 3]]); // 126.000, the week's last second
  ids.o6 = await place(c, "kemang", [[BF, 1]]); // the next week's first second
  ids.o7 = await place(a, "kemang", [[RV, 1]]); // today: this week's
  await cancel(ids.b0, t.as.menteng);
  await cancel(ids.o4, t.as.menteng);
  const moves: Record<string, Date> = {
    p0: at(day(-10), 10),
    b0: at(day(-9), 11),
    o1: at(day(0), 8, 15),
    o2: at(day(0), 8, 50),
    o3: at(day(2), 13, 5),
    o4: at(day(2), 13, 40),
    o5: at(day(6), 23, 59, 59),
    o6: at(day(7), 0),
  };
  await change(async (db) => {
    for (const [key, createdAt] of Object.entries(moves))
      await db
        .update(orders)
        .set({ createdAt })
        .where(mine(ids[key as keyof typeof ids]));
    await db
      .update(orders)
      .set({ payment: method("cashOnDelivery") })
      .where(mine(ids.o2));
    await db
      .update(orders)
      .set({ payment: method("transfer") })
      .where(mine(ids.o3));
  });
});

type Query = NonNullable<Parameters<typeof t.api.manage.numbers>[0]>["query"];
const numbers = (as: TestSession | undefined, query: Query = week) =>
  t.api.manage.numbers({ query, as });
const report = async (as: TestSession, query?: Query) => {
  const res = await numbers(as, query);
  expect(res.status, res.body).toBe(200);
  return res.data() as NumbersReport;
};
const f = (orders: number, revenue: number, cancelled = 0) => ({ orders, revenue, cancelled });

describe("the owner's numbers of a week", () => {
  it("count the orders placed in it on the brand's clock, the cancelled apart", async () => {
    const r = await report(t.as.owner);
    expect(r).toMatchObject({ timeZone: TZ, currency: "IDR", today, from: day(0), to: day(6) });
    expect(r.total).toEqual({
      ...f(4, 320_000, 1),
      averageOrder: 80_000,
      customers: 3,
      newCustomers: 2, // B (their earlier order was cancelled) and the newcomer
      returningCustomers: 1, // A
    });
    expect(r.days).toEqual([
      { date: day(0), ...f(2, 156_000) },
      { date: day(1), ...f(0, 0) },
      { date: day(2), ...f(1, 38_000, 1) },
      { date: day(3), ...f(0, 0) },
      { date: day(4), ...f(0, 0) },
      { date: day(5), ...f(0, 0) },
      { date: day(6), ...f(1, 126_000) }, // 23:59:59 is still Sunday in Jakarta
    ]);
  });

  it("split them per branch, hour of the day and payment method", async () => {
    const r = await report(t.as.owner);
    expect(r.byBranch.map((b) => [b.branchId, b.orders, b.revenue, b.cancelled])).toEqual([
      ["kemang", 3, 282_000, 0],
      ["menteng", 1, 38_000, 1],
      ["kelapa-gading", 0, 0, 0],
    ]);
    const busy = r.hours.filter((h) => h.orders + h.cancelled > 0);
    expect(busy).toEqual([
      { hour: 8, ...f(2, 156_000) },
      { hour: 13, ...f(1, 38_000, 1) },
      { hour: 23, ...f(1, 126_000) },
    ]);
    expect(r.hours).toHaveLength(24);
    expect(r.methods).toEqual([
      { method: "cashOnDelivery", ...f(1, 80_000) },
      { method: "payAtOutlet", ...f(2, 202_000, 1) },
      { method: "transfer", ...f(1, 38_000) },
    ]);
  });

  it("rank the items sold, a cancelled order's left out", async () => {
    const r = await report(t.as.owner);
    expect(r.items).toEqual([
      { itemId: TI, name: "Tiramisu Slice", quantity: 4, revenue: 168_000 },
      { itemId: BF, name: "Black Forest Slice", quantity: 3, revenue: 114_000 },
      { itemId: RV, name: "Red Velvet Slice", quantity: 1, revenue: 38_000 },
    ]);
  });

  it("narrow to one branch, its new customers still new at the whole brand", async () => {
    const r = await report(t.as.owner, { ...week, branch: "menteng" });
    expect(r.branchId).toBe("menteng");
    expect(r.total).toMatchObject({ ...f(1, 38_000, 1), customers: 1, newCustomers: 1 });
    expect(r.byBranch.map((b) => b.branchId)).toEqual(["menteng"]);
    expect(r.branches.map((b) => b.id)).toEqual(["kemang", "menteng", "kelapa-gading"]);
  });

  it("offer ranges by name, as of the brand's today", async () => {
    const r = await report(t.as.owner, { range: "thisWeek" });
    expect({ from: r.from, to: r.to }).toEqual(presetRange("thisWeek", today));
    expect(r.total).toMatchObject({ orders: 1, revenue: 38_000, returningCustomers: 1 });
    const last = await report(t.as.owner, { range: "last30" });
    expect(last.days).toHaveLength(30);
  });
});

describe("a manager's numbers", () => {
  it("are of their branches only", async () => {
    const r = await report(t.as.manager);
    expect(r.branches).toEqual([{ id: "kemang", name: "Dapur Kue Demo Kemang" }]);
    expect(r.byBranch.map((b) => b.branchId)).toEqual(["kemang"]);
    expect(r.total).toEqual({
      ...f(3, 282_000),
      averageOrder: 94_000,
      customers: 2,
      newCustomers: 1,
      returningCustomers: 1,
    });
    expect(r.methods.map((m) => m.method)).toEqual(["cashOnDelivery", "payAtOutlet"]);
    expect(r.items.map((i) => [i.itemId, i.quantity])).toEqual([
      [TI, 4],
      [BF, 2],
      [RV, 1],
    ]);
  });

  it("refuse another branch, and name a branch that does not exist", async () => {
    const other = await numbers(t.as.manager, { ...week, branch: "menteng" });
    expect(other.status).toBe(403);
    expect(other.reasonCode()).toBe("FORBIDDEN");
    expect(other.body).not.toContain("38000");
    const none = await numbers(t.as.owner, { ...week, branch: "nowhere" });
    expect(none.status).toBe(400);
    expect(none.reasonCode()).toBe("BRANCH_NOT_FOUND");
  });
});

describe("who may ask, and what", () => {
  it("are owners and managers: 401 signed out, 403 staff and customers", async () => {
    expect((await numbers(undefined)).status).toBe(401);
    for (const who of [t.as.kemang, t.as.customer]) {
      const res = await numbers(who);
      expect(res.status, res.body).toBe(403);
      expect(res.reasonCode()).toBe("FORBIDDEN");
    }
  });

  it("shows another brand's owner their own brand only", async () => {
    const res = await t.kopi.manage.numbers({ query: week, as: t.as.kopiOwner });
    expect(res.status, res.body).toBe(200);
    const r = res.data() as NumbersReport;
    expect(r.brandId).toBe("kopi");
    expect(r.total.orders + r.total.cancelled).toBe(0);
    expect(r.items).toEqual([]);
  });

  it("refuses a wrong range, naming its field", async () => {
    for (const [query, code, field] of [
      [{ ...week, from: "2026-02-30" }, "INVALID_DATE", "from"],
      [{ ...week, from: day(6), to: day(0) }, "DATE_RANGE_REVERSED", "to"],
      [{ ...week, from: addDays(day(6), -366) }, "DATE_RANGE_TOO_LONG", "to"],
    ] as const) {
      const res = await numbers(t.as.owner, query);
      expect(res.status, res.body).toBe(400);
      expect(res.reasonCode()).toBe(code);
      const { problems } = res.json<{ error: { problems: { field: string }[] } }>().error;
      expect(problems[0]!.field).toBe(field);
    }
    const unknown = await numbers(t.as.owner, { range: "yesterday" } as never);
    expect(unknown.reasonCode()).toBe("INVALID_QUERY");
  });

  it("takes a year, both ends counted", async () => {
    const res = await numbers(t.as.owner, { ...week, from: addDays(day(6), -365) });
    expect(res.status, res.body).toBe(200);
    expect((res.data() as NumbersReport).days).toHaveLength(366);
  });
});

describe("the rollups follow the orders", () => {
  it("when staff correct an order, move it, and when the shop's clock changes", async () => {
    await change(async (db) => {
      // o5 was 3 × Tiramisu; now 1 × Tiramisu for Rp 42.000, and o1 moves out of the week.
      await db
        .update(orders)
        .set({
          basket: sql`jsonb_set(${orders.basket}, '{items,0,qty}', '1')`,
          total: 42_000,
        })
        .where(mine(ids.o5));
      await db
        .update(orders)
        .set({ createdAt: at(day(-1), 8, 15) })
        .where(mine(ids.o1));
    });
    let r = await report(t.as.owner);
    expect(r.total).toMatchObject({ ...f(3, 160_000, 1), customers: 3, newCustomers: 2 });
    expect(r.items.find((i) => i.itemId === TI)).toMatchObject({ quantity: 2, revenue: 84_000 });

    // Jayapura is UTC+9: Sunday 23:59:59 in Jakarta is Monday 01:59:59 there, out of the week.
    const current = (await t.api.owner.brand({ as: t.as.owner })).data();
    const document = structuredClone(current.document) as { brand: { timeZone?: string } };
    document.brand.timeZone = "Asia/Jayapura";
    const saved = await t.api.owner.saveBrand({
      body: { base: current.revision, document },
      as: t.as.owner,
    });
    expect(saved.status, saved.body).toBe(200);
    r = await report(t.as.owner);
    expect(r.timeZone).toBe("Asia/Jayapura");
    // A ordered before the week and after it, not in it: no customer of the week.
    expect(r.total).toMatchObject({ ...f(2, 118_000, 1), customers: 2, newCustomers: 2 });
    expect(r.hours.filter((h) => h.orders + h.cancelled > 0).map((h) => h.hour)).toEqual([10, 15]);
  });
});
