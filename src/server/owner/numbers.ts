import { addCourierMoney, NO_COURIER_MONEY } from "@/domain/courier-money";
import "server-only";
import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type {
  Customers,
  ItemFigures,
  NumbersRange,
  NumbersReport,
  NumbersRow,
} from "@/domain/numbers";
import { numbersReport, presetRange } from "@/domain/numbers";
import type { DateRange } from "@/domain/sales-days";
import { todayIn } from "@/domain/sales-days";
import { covers } from "../access";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import {
  orders,
  salesCustomers,
  salesCustomerSpans,
  salesDays,
  salesHours,
  salesItems,
} from "../db/schema";
import { AppError } from "../errors";
import { courierMoneyRows } from "./courier-money";
import { brandOf, exportRange } from "./sales";

// The console's Numbers page (issue 36 item 6, docs/owner.md "Numbers"): a range's figures read
// from the sales rollups (schema.ts, kept by the triggers of migration 0025, decision 0046), each
// query bounded by the brand, the branches the caller may see and the range's days (the
// customers' spans by the brand and the range).

export interface NumbersQuery {
  range: NumbersRange;
  from: string;
  to: string;
  branch: string;
}

/** The days asked for: a range by name as of the brand's today, or the days given (checked). */
function daysOf(query: NumbersQuery, today: string): DateRange {
  return query.range === "custom" ? exportRange(query) : presetRange(query.range, today);
}

/**
 * The numbers of `query`'s days for `role`: an owner sees every branch (a removed one's orders
 * too), a manager theirs. `query.branch` narrows to one of the branches they may see.
 */
export async function numbersFigures(
  brand: BrandRef,
  role: StaffRole,
  query: NumbersQuery,
  now = new Date(),
): Promise<NumbersReport> {
  const today = todayIn(brand.timeZone, now);
  const days = daysOf(query, today);
  const { currency, branches: all } = await brandOf(brand.id);
  const mine = role.role === "owner" ? all : all.filter((b) => covers(role, b.id));
  const branchId = query.branch || null;
  if (branchId !== null && !mine.some((b) => b.id === branchId)) {
    if (all.some((b) => b.id === branchId))
      throw new AppError("FORBIDDEN", "This branch is not one you run.");
    throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  }
  // Null: every branch, a removed one's too (an owner). Else the branches' ids.
  const scope = branchId ? [branchId] : role.role === "owner" ? null : mine.map((b) => b.id);
  const [rows, items, customers, couriers] = await Promise.all([
    groups(brand.id, days, scope),
    itemFigures(brand.id, days, scope),
    customerCounts(brand.id, days, scope),
    courierMoneyRows(brand, days, scope),
  ]);
  const known = new Set(all.map((b) => b.id));
  const gone = rows.filter((r) => r.by === "branch" && !known.has(r.key)).map((r) => r.key);
  return numbersReport({
    brand: { id: brand.id, timeZone: brand.timeZone, currency },
    today,
    range: query.range,
    days,
    branchId,
    branches: mine,
    formerNames: await formerNames(brand.id, gone),
    rows,
    items,
    customers,
    couriers: couriers.reduce(addCourierMoney, NO_COURIER_MONEY),
  });
}

/** `table`'s rows of the brand, the range's days and the branches in scope. */
function bounded(
  table: typeof salesDays | typeof salesHours | typeof salesItems | typeof salesCustomers,
  brandId: string,
  days: DateRange,
  scope: string[] | null,
) {
  return and(
    eq(table.brandId, brandId),
    gte(table.day, days.from),
    lte(table.day, days.to),
    scope ? inArray(table.branchId, scope) : undefined,
  );
}

const figures = (t: typeof salesDays | typeof salesHours) => ({
  orders: sql<number>`sum(${t.orders})::int`.mapWith(Number),
  revenue: sql<number>`sum(${t.revenue})::float8`.mapWith(Number),
  cancelled: sql<number>`sum(${t.cancelled})::int`.mapWith(Number),
});

/** The range's figures all together, and per day, branch, payment method and hour. */
async function groups(
  brandId: string,
  days: DateRange,
  scope: string[] | null,
): Promise<NumbersRow[]> {
  const { db } = await getDb();
  const d = salesDays;
  const h = salesHours;
  // grouping() has a bit per column, set when the row sums over it: each set has its own value.
  const by = sql<NumbersRow["by"]>`case grouping(${d.day}, ${d.branchId}, ${d.paymentMethod})
    when 3 then 'day' when 5 then 'branch' when 6 then 'method' else 'all' end`;
  const [perDay, perHour] = await Promise.all([
    db
      .select({
        by,
        key: sql<string>`coalesce(${d.day}::text, ${d.branchId}, ${d.paymentMethod}, '')`,
        ...figures(d),
      })
      .from(d)
      .where(bounded(d, brandId, days, scope))
      .groupBy(sql`grouping sets ((${d.day}), (${d.branchId}), (${d.paymentMethod}), ())`),
    db
      .select({ by: sql<"hour">`'hour'`, key: sql<string>`${h.hour}::text`, ...figures(h) })
      .from(h)
      .where(bounded(h, brandId, days, scope))
      .groupBy(h.hour),
  ]);
  return [...perDay, ...perHour];
}

/**
 * Every item sold in the range, by the name of its latest day: the greatest [day, name] pair (a
 * day's text sorts as the day), which a hash aggregate finds without sorting the rows.
 */
async function itemFigures(
  brandId: string,
  days: DateRange,
  scope: string[] | null,
): Promise<ItemFigures[]> {
  const { db } = await getDb();
  const i = salesItems;
  return db
    .select({
      itemId: i.itemId,
      name: sql<string>`(max(array[${i.day}::text, ${i.name}]))[2]`,
      quantity: sql<number>`sum(${i.quantity})::int`.mapWith(Number),
      revenue: sql<number>`sum(${i.revenue})::float8`.mapWith(Number),
    })
    .from(i)
    .where(bounded(i, brandId, days, scope))
    .groupBy(i.itemId)
    .having(sql`sum(${i.quantity}) > 0`);
}

/**
 * The customers with a counted order in the range, and those whose first one at the brand it is.
 * Of the whole brand, from each customer's first and last day: one who ordered first or last in
 * the range did order in it; only those who ordered before and after it need their days read (none
 * when the range ends today). Of some branches, from their days in the range.
 */
async function customerCounts(
  brandId: string,
  days: DateRange,
  scope: string[] | null,
): Promise<Customers> {
  const { db } = await getDb();
  const f = salesCustomerSpans;
  const c = salesCustomers;
  const { from, to } = days;
  const mine = eq(f.brandId, brandId);
  if (scope) {
    const seen = db
      .selectDistinct({ customerId: c.customerId })
      .from(c)
      .where(bounded(c, brandId, days, scope))
      .as("seen");
    const [counts] = await db
      .select({
        customers: sql<number>`count(*)::int`.mapWith(Number),
        newCustomers: sql<number>`count(*) filter (where ${f.firstDay} >= ${from})::int`.mapWith(
          Number,
        ),
      })
      .from(seen)
      .innerJoin(f, and(mine, eq(f.customerId, seen.customerId)));
    return counts ?? { customers: 0, newCustomers: 0 };
  }
  const around = and(mine, lt(f.firstDay, from), gt(f.lastDay, to));
  const [spans] = await db
    .select({
      surely:
        sql<number>`count(*) filter (where ${f.firstDay} >= ${from} or ${f.lastDay} <= ${to})::int`.mapWith(
          Number,
        ),
      newCustomers: sql<number>`count(*) filter (where ${f.firstDay} >= ${from})::int`.mapWith(
        Number,
      ),
      around:
        sql<number>`count(*) filter (where ${f.firstDay} < ${from} and ${f.lastDay} > ${to})::int`.mapWith(
          Number,
        ),
    })
    .from(f)
    .where(and(mine, lte(f.firstDay, to), gte(f.lastDay, from)));
  const { surely = 0, newCustomers = 0, around: maybe = 0 } = spans ?? {};
  if (maybe === 0) return { customers: surely, newCustomers };
  const [inside] = await db
    .select({ n: sql<number>`count(distinct ${c.customerId})::int`.mapWith(Number) })
    .from(c)
    .where(
      and(
        bounded(c, brandId, days, null),
        inArray(c.customerId, db.select({ id: f.customerId }).from(f).where(around)),
      ),
    );
  return { customers: surely + (inside?.n ?? 0), newCustomers };
}

/** The names removed branches' latest orders keep, read through orders_board_idx. */
async function formerNames(brandId: string, ids: string[]): Promise<Map<string, string>> {
  const { db } = await getDb();
  const names = new Map<string, string>();
  for (const id of ids) {
    const [latest] = await db
      .select({ name: sql<string>`${orders.selectedBranch}->>'name'` })
      .from(orders)
      .where(and(eq(orders.brandId, brandId), eq(orders.branchId, id)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (latest) names.set(id, latest.name);
  }
  return names;
}
