import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import { notifyChange } from "./live";

/**
 * The boards showing order `orderId` read it again, with no new event on its timeline: its
 * messages went, or came back, or its customer replied (issue 37).
 */
export async function tellBoards(tx: Db, brandId: string, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ branchId: orders.branchId, eventId: max(orderEvents.id) })
    .from(orders)
    .leftJoin(
      orderEvents,
      and(eq(orderEvents.brandId, orders.brandId), eq(orderEvents.orderId, orders.id)),
    )
    .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
    .groupBy(orders.branchId);
  if (order)
    await notifyChange(tx, {
      brandId,
      orderId,
      branchId: order.branchId,
      eventId: order.eventId ?? 0,
    });
}
