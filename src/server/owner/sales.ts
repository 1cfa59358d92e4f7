import "server-only";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { addCourierMoney, NO_COURIER_MONEY } from "@/domain/courier-money";
import { COSTED_COURIER_STATUSES } from "@/domain/couriers";
import type { Locale } from "@/domain/locale";
import type { ExportOrder } from "@/domain/order-export";
import type { PaymentMethod } from "@/domain/payment";
import { exportHeader, exportRow } from "@/domain/order-export";
import type { SalesReport, SalesRow } from "@/domain/sales";
import { salesReport } from "@/domain/sales";
import type { DateRange } from "@/domain/sales-days";
import { checkDateRange, lastDays, rangeInstants, SALES_DAYS, todayIn } from "@/domain/sales-days";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { branches, brands, courierBookings, customerProfiles, orders } from "../db/schema";
import { AppError } from "../errors";
import { orderNameSql, profileOfOrder } from "../orders/rows";
import { courierMoneyRows } from "./courier-money";
import { EXPORT_WORDS } from "./export-words";

// The owner's Today page (issue 19 item 6, docs/owner.md "Today"): the figures per branch and
// day of the brand, counted by the database, and the CSV export of a range of days. Every query
// is filtered by the brand.

/** The brand's currency and its branches in their order. */
export async function brandOf(brandId: string) {
  const { db } = await getDb();
  const [brand] = await db
    .select({ currency: brands.currency })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) throw new AppError("BRAND_NOT_FOUND");
  const list = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.brandId, brandId))
    .orderBy(asc(branches.position));
  return { currency: brand.currency, branches: list };
}

/** Today and the days before it, per branch, as of `now`. */
export async function salesFigures(brand: BrandRef, now = new Date()): Promise<SalesReport> {
  const { db } = await getDb();
  const days = lastDays(todayIn(brand.timeZone, now), SALES_DAYS);
  const { start, end } = rangeInstants({ from: days[0]!, to: days.at(-1)! }, brand.timeZone);
  // The brand's day of an order: its instant on the brand's wall clock (PostgreSQL and PGlite
  // both carry the IANA zones).
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${brand.timeZone}, 'YYYY-MM-DD')`;
  const cancelled = sql`${orders.status} = 'CANCELLED'`;
  const rows = await db
    .select({
      branchId: orders.branchId,
      date: day,
      orders: sql<number>`count(*) filter (where not ${cancelled})`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${cancelled})`.mapWith(Number),
      revenue:
        sql<number>`coalesce(sum(${orders.total}) filter (where not ${cancelled}), 0)`.mapWith(
          Number,
        ),
      name: sql<string>`max(${orders.selectedBranch}->>'name')`,
    })
    .from(orders)
    .where(
      and(eq(orders.brandId, brand.id), gte(orders.createdAt, start), lt(orders.createdAt, end)),
    )
    // By position: the day's expression carries the time zone as a parameter, and PostgreSQL
    // does not take `$2` in GROUP BY for the same expression as `$1` in the select list.
    .groupBy(sql`1`, sql`2`);
  const { currency, branches: list } = await brandOf(brand.id);
  const formerNames = new Map(rows.map((r) => [r.branchId, r.name]));
  const report = salesReport(rows satisfies SalesRow[], list, formerNames, days, {
    timeZone: brand.timeZone,
    currency,
  });
  const couriers = await courierMoneyRows(brand, { from: days[0]!, to: days.at(-1)! });
  return {
    ...report,
    couriers: {
      today: couriers
        .filter((r) => r.date === report.today)
        .reduce(addCourierMoney, NO_COURIER_MONEY),
      days: couriers.reduce(addCourierMoney, NO_COURIER_MONEY),
    },
  };
}

/** An order's couriers' cost (src/domain/order-export.ts `courierCost`), by the bookings' index. */
const courierCostSql = sql<number | null>`(select sum(${courierBookings.cost})::float8
  from ${courierBookings}
  where ${courierBookings.brandId} = ${orders.brandId} and ${courierBookings.orderId} = ${orders.id}
    and ${courierBookings.status} in (${sql.join(
      COSTED_COURIER_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`.mapWith((v: unknown) => (v === null ? null : Number(v)));

/** Orders are read this many at a time, so a year of them never sits in memory as rows. */
const BATCH = 500;

/** The range of the query, or 400 with the code of its first problem (naming its field). */
export function exportRange(query: { from: string; to: string }): DateRange {
  const checked = checkDateRange(query.from, query.to);
  if (checked.ok) return checked.range;
  const [first] = checked.problems;
  throw new AppError(first!.code, undefined, {
    details: { problems: checked.problems },
  });
}

/**
 * The CSV file of the orders placed on the brand's days of `range`, oldest first, its column names
 * and its mode, status and payment method words in `language`.
 */
export async function ordersCsv(
  brand: BrandRef,
  range: DateRange,
  language: Locale,
): Promise<string> {
  const { db } = await getDb();
  const { start, end } = rangeInstants(range, brand.timeZone);
  const words = EXPORT_WORDS[language];
  const parts = [exportHeader(words)];
  // The next batch starts after the last one's (created_at, id), compared in the database: its
  // microseconds do not survive a JavaScript Date.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const batch: (ExportOrder & { at: string })[] = await db
      .select({
        at: sql<string>`${orders.createdAt}::text`,
        id: orders.id,
        createdAt: orders.createdAt,
        scheduledFor: orders.scheduledFor,
        branchName: sql<string>`${orders.selectedBranch}->>'name'`,
        orderMode: orders.orderMode,
        status: orders.status,
        basket: orders.basket,
        deliveryMethod: orders.deliveryMethod,
        discounts: orders.discounts,
        total: orders.total,
        paymentMethod: sql<PaymentMethod>`${orders.payment}->>'method'`,
        paidAt: orders.paidAt,
        customerName: orderNameSql,
        courierCost: courierCostSql,
      })
      .from(orders)
      .leftJoin(customerProfiles, profileOfOrder)
      .where(
        and(
          eq(orders.brandId, brand.id),
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(BATCH);
    for (const order of batch) parts.push(exportRow(order, brand.timeZone, words));
    if (batch.length < BATCH) return parts.join("");
    after = batch.at(-1)!;
  }
}
