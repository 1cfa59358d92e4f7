import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { OrderStatus, OrderView } from "@/domain/order";
import { getDb } from "../db/client";
import { orders } from "../db/schema";

type Row = typeof orders.$inferSelect;

export function toOrderView(row: Row): OrderView {
  const ms = row.createdAt.getTime();
  return {
    uid: row.id,
    status: row.status as OrderStatus,
    orderMode: row.orderMode as OrderView["orderMode"],
    deliveryAddress: row.deliveryAddress,
    deliveryOrPickupTime: (row.deliveryOrPickupTime || null) as OrderView["deliveryOrPickupTime"],
    deliveryNotes: row.deliveryNotes,
    selectedBranch: row.selectedBranch as OrderView["selectedBranch"],
    deliveryMethod: row.deliveryMethod as OrderView["deliveryMethod"],
    basket: row.basket as OrderView["basket"],
    payment: row.payment as OrderView["payment"],
    globalCustomerId: row.customerId,
    total: row.total,
    createdAt: { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1_000_000 },
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export const ORDERS_LISTED = 50;

/** A customer's orders in a brand, newest first. */
export async function customerOrders(brandId: string, customerId: string): Promise<OrderView[]> {
  const { db } = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt))
    .limit(ORDERS_LISTED);
  return rows.map(toOrderView);
}
