import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { StaffOrder } from "@/domain/order";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import { kickJobs } from "../jobs/jobs";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { withPhone } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { record } from "./record";

// Marking a bank transfer paid (issue 13): staff checked the receipt. Steps: check (a transfer, not
// cancelled), write `paid_at` once (a guarded update: marking twice changes nothing), record it
// (timeline, the customer's "paid" message, the live update), send the message.

/** Records a confirmed transfer (staff checked the proof). Marking it twice changes nothing. */
export async function markOrderPaid(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  actor: Actor,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const { order, phoneNumber } = await withPhone(db, brand.id, checked.id);
  if (order.payment.method !== "transfer")
    throw new AppError(
      "NOT_A_TRANSFER",
      "Only bank-transfer orders are marked as paid here: the others are paid in person.",
    );
  if (order.status === "CANCELLED")
    throw new AppError("INVALID_STATUS_CHANGE", "This order has been cancelled.");
  if (!order.paidAt) {
    await db.transaction(async (tx) => {
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
      if (paid) await record(tx, brand, order, phoneNumber, { type: "PAID" }, actor);
    });
    kickJobs();
  }
  return (await staffOrder(brand, order.id))!;
}
