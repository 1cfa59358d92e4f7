import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { OrderView } from "@/domain/order";
import { isoWithOffset } from "@/domain/time";
import { getDb } from "../db/client";
import { orders } from "../db/schema";

type Row = typeof orders.$inferSelect;

/** Whose orders: the brand's id, and its time zone for the offset of `scheduledFor`. */
export interface OrdersOf {
  id: string;
  timeZone: string;
}

export function toOrderView(row: Row, timeZone: string): OrderView {
  const ms = row.createdAt.getTime();
  return {
    uid: row.id,
    status: row.status,
    orderMode: row.orderMode,
    deliveryAddress: row.deliveryAddress,
    // A row without a time (written elsewhere) shows COMPLETED_ORDER_WITHOUT_ORDER_TIME (spec §2).
    deliveryOrPickupTime: row.deliveryOrPickupTime || null,
    deliveryNotes: row.deliveryNotes,
    scheduledFor: row.scheduledFor && isoWithOffset(row.scheduledFor, timeZone),
    selectedBranch: row.selectedBranch,
    deliveryMethod: row.deliveryMethod,
    basket: row.basket,
    payment: row.payment,
    globalCustomerId: row.customerId,
    discounts: row.discounts,
    total: row.total,
    createdAt: { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1_000_000 },
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export const ORDERS_LISTED = 50;

/** A customer's orders in a brand, newest first. */
export async function customerOrders(brand: OrdersOf, customerId: string): Promise<OrderView[]> {
  const { db } = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brand.id), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt))
    .limit(ORDERS_LISTED);
  return rows.map((row) => toOrderView(row, brand.timeZone));
}
