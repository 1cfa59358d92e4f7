import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { StaffOrder } from "@/domain/order";
import { paidInPerson, staffMarksPaid } from "@/domain/payment";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import { kickJobs } from "../jobs/jobs";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { withPhone } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { record } from "./record";

// Marking an order paid by hand: a bank transfer whose receipt staff checked (issue 13), or money
// handed over in person, cash to the courier or at the counter (issue 36 item 5; completing such an
// order marks it too: ./change-status.ts). An order paid online is paid by its gateway alone.
// Steps: check (staff may mark it, not cancelled), write `paid_at` once (a guarded update: marking
// twice changes nothing), record it (timeline, live update; the customer's "paid" message for a
// transfer), send the message.

/** Marks the order paid, by staff. Marking it twice changes nothing. */
export async function markOrderPaid(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  actor: Actor,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const { order, phoneNumber } = await withPhone(db, brand.id, checked.id);
  if (!staffMarksPaid(order.payment.method)) throw new AppError("PAID_BY_GATEWAY");
  if (order.status === "CANCELLED")
    throw new AppError("INVALID_STATUS_CHANGE", "This order has been cancelled.");
  if (!order.paidAt) {
    await db.transaction((tx) => writePaid(tx, brand, order, phoneNumber, actor));
    kickJobs();
  }
  return (await staffOrder(brand, order.id))!;
}

/**
 * In `tx`: the order is paid now, unless it was already or has been cancelled meanwhile; then its
 * timeline says so. A customer who paid a transfer is told it arrived; one who handed over cash
 * knows, and gets no text for it.
 */
export async function writePaid(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  phoneNumber: string | null,
  actor: Actor,
): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({ paidAt: sql`now()` })
    .where(
      and(
        eq(orders.brandId, brand.id),
        eq(orders.id, order.id),
        sql`paid_at is null and status <> 'CANCELLED'`,
      ),
    )
    .returning({ id: orders.id });
  const told = paidInPerson(order.payment.method) ? null : phoneNumber;
  if (paid) await record(tx, brand, order, told, { type: "PAID" }, actor);
}
