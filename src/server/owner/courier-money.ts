import "server-only";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { CourierMoney } from "@/domain/courier-money";
import { COSTED_COURIER_STATUSES } from "@/domain/couriers";
import type { DateRange } from "@/domain/sales-days";
import { rangeInstants } from "@/domain/sales-days";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { courierBookings, orders } from "../db/schema";

// Couriers' money in the console (issue 38 item 5, docs/couriers.md "Money"): counted when read,
// from the bookings rather than the rollups of decision 0046. Only orders with a costed booking
// are read (the bookings' own index, then each order by its key), so a year of a brand's orders
// is never opened; the bench's numbers did not move (docs/BENCHMARKS.md).

/**
 * Each order's couriers' cost: the sum of its bookings whose status costs the shop
 * (COSTED_COURIER_STATUSES) made since `since`; an order rebooked after a pickup counts both.
 */
function costedBookings(db: Db, brandId: string, since: Date) {
  return db
    .select({
      orderId: courierBookings.orderId,
      cost: sql<number>`coalesce(sum(${courierBookings.cost}), 0)`.as("cost"),
    })
    .from(courierBookings)
    .where(
      and(
        eq(courierBookings.brandId, brandId),
        inArray(courierBookings.status, [...COSTED_COURIER_STATUSES]),
        // A booking is made after its order was placed: none before the range can be of it.
        gte(courierBookings.createdAt, since),
      ),
    )
    .groupBy(courierBookings.orderId)
    .as("costed");
}

/** One group's money: a day's of a branch. */
export interface CourierMoneyRow extends CourierMoney {
  branchId: string;
  /** YYYY-MM-DD, the brand's day the order was placed. */
  date: string;
}

/**
 * The couriers' money of the orders placed on `days` (the brand's clock), by branch and day;
 * `scope` the branches' ids, or null for every one. A cancelled order's customer paid nothing.
 */
export async function courierMoneyRows(
  brand: { id: string; timeZone: string },
  days: DateRange,
  scope: readonly string[] | null = null,
): Promise<CourierMoneyRow[]> {
  const { db } = await getDb();
  const { start, end } = rangeInstants(days, brand.timeZone);
  const costed = costedBookings(db, brand.id, start);
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${brand.timeZone}, 'YYYY-MM-DD')`;
  // What the customer paid for delivery: its fee less a free-delivery promotion's part (issue 39,
  // src/domain/discount-lines.ts deliveryPaid).
  const fee = sql`case when ${orders.status} = 'CANCELLED' then 0
    else greatest(0, coalesce((${orders.deliveryMethod}->>'price')::numeric, 0)
      - coalesce((select sum((d->>'amount')::numeric) from jsonb_array_elements(${orders.discounts}) d
        where d->>'on' = 'DELIVERY'), 0)) end`;
  return db
    .select({
      branchId: orders.branchId,
      date: day,
      deliveries: sql<number>`count(*)`.mapWith(Number),
      fees: sql<number>`coalesce(sum(${fee}), 0)::float8`.mapWith(Number),
      costs: sql<number>`coalesce(sum(${costed.cost}), 0)::float8`.mapWith(Number),
    })
    .from(costed)
    .innerJoin(orders, and(eq(orders.brandId, brand.id), eq(orders.id, costed.orderId)))
    .where(
      and(
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
        scope ? inArray(orders.branchId, [...scope]) : undefined,
      ),
    )
    .groupBy(sql`1`, sql`2`);
}
