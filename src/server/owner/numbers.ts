import "server-only";
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
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
import { orders, salesCustomers, salesFirstDays, salesHours, salesItems } from "../db/schema";
import { AppError } from "../errors";
import { brandOf, exportRange } from "./sales";

// The console's Numbers page (issue 36 item 6, docs/owner.md "Numbers"): a range's figures read
// from the sales rollups (schema.ts, kept by the triggers of migration 0025, decision 0046), each
// query bounded by the brand, the branches the caller may see and the range's days.

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
  const [rows, items, customers] = await Promise.all([
    groups(brand.id, days, scope),
    itemFigures(brand.id, days, scope),
    customerCounts(brand.id, days, scope),
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
  });
}

/** `table`'s rows of the brand, the range's days and the branches in scope. */
function bounded(
  table: typeof salesHours | typeof salesItems | typeof salesCustomers,
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

/** The range's figures all together, and per day, branch, hour and payment method: one pass. */
async function groups(brandId: string, days: DateRange, scope: string[] | null) {
  const { db } = await getDb();
  const h = salesHours;
  // grouping() has a bit per column, set when the row sums over it: each set has its own value.
  const by = sql<
    NumbersRow["by"]
  >`case grouping(${h.day}, ${h.branchId}, ${h.hour}, ${h.paymentMethod})
    when 7 then 'day' when 11 then 'branch' when 13 then 'hour' when 14 then 'method' else 'all' end`;
  const rows = await db
    .select({
      by,
      key: sql<string>`coalesce(${h.day}::text, ${h.branchId}, ${h.hour}::text, ${h.paymentMethod}, '')`,
      orders: sql<number>`sum(${h.orders})::int`.mapWith(Number),
      revenue: sql<number>`sum(${h.revenue})::float8`.mapWith(Number),
      cancelled: sql<number>`sum(${h.cancelled})::int`.mapWith(Number),
    })
    .from(h)
    .where(bounded(h, brandId, days, scope))
    .groupBy(
      sql`grouping sets ((${h.day}), (${h.branchId}), (${h.hour}), (${h.paymentMethod}), ())`,
    );
  return rows satisfies NumbersRow[];
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

/** The customers with a counted order in the range, and those whose first one at the brand it is. */
async function customerCounts(
  brandId: string,
  days: DateRange,
  scope: string[] | null,
): Promise<Customers> {
  const { db } = await getDb();
  const c = salesCustomers;
  const seen = db
    .selectDistinct({ customerId: c.customerId })
    .from(c)
    .where(bounded(c, brandId, days, scope))
    .as("seen");
  const [counts] = await db
    .select({
      customers: sql<number>`count(*)::int`.mapWith(Number),
      newCustomers:
        sql<number>`count(*) filter (where ${salesFirstDays.firstDay} >= ${days.from})::int`.mapWith(
          Number,
        ),
    })
    .from(seen)
    .innerJoin(
      salesFirstDays,
      and(eq(salesFirstDays.brandId, brandId), eq(salesFirstDays.customerId, seen.customerId)),
    );
  return counts ?? { customers: 0, newCustomers: 0 };
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
