import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { StaffOrder } from "@/domain/order";
import type { BrandRef } from "../brands/resolve";
import { findBrandById } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { onlinePayments, paymentAttempts } from "../db/schema";
import { AppError } from "../errors";
import { enqueueJob, kickJobs } from "../jobs/jobs";
import type { OrderRow } from "../orders/rows";
import { orderWithPhone } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { gatewayFor } from "../payments/gateways";
import type { PaymentRow } from "../payments/online";
import { paymentRow, refundsToRetry } from "../payments/online";
import { countPayment } from "../metrics";
import { refundJob } from "./jobs";
import { record } from "./record";
import { applyGatewayStatus, systemActor } from "./settle-payment";

// Refunding (issue 20 item 6, issue 32 item 6): the money of a cancelled order paid online, or of
// a replaced charge paid after all, goes back through its gateway, by a job (retried, never lost).
// Steps: refund at the gateway; then settle its word (REFUNDED), or keep the failure where staff
// see it (and on the timeline, once) and throw for the job's retry. Staff may ask again.

/**
 * The refund job: the order's full amount back through its gateway. A failure is recorded where
 * staff see it (and on the timeline, once), then thrown for the job's retry.
 */
export async function refundPayment(
  brandId: string,
  orderId: string,
  reference?: string,
): Promise<void> {
  const brand = await findBrandById(brandId);
  const { db } = await getDb();
  const row = brand && (await paymentRow(db, brandId, orderId));
  if (!brand || !row) return;
  // A charge the customer replaced, paid after all when the order no longer waited for it.
  if (reference && reference !== row.reference)
    return refundEarlierAttempt(db, brand, row, reference);
  if (row.refundState === "DONE" || row.state === "REFUNDED") return;
  await refundCharge(db, brand, row, row.reference, "Order cancelled", async (tx, message) => {
    const [first] = await tx
      .update(onlinePayments)
      .set({ refundState: "FAILED", refundError: message })
      .where(
        and(
          eq(onlinePayments.brandId, brandId),
          eq(onlinePayments.orderId, orderId),
          sql`refund_state is distinct from 'FAILED'`,
        ),
      )
      .returning();
    return Boolean(first);
  });
}

/** The refund job of a replaced charge paid after all: as refundPayment, on its own row. */
async function refundEarlierAttempt(db: Db, brand: BrandRef, row: PaymentRow, reference: string) {
  const where = and(
    eq(paymentAttempts.brandId, brand.id),
    eq(paymentAttempts.reference, reference),
  );
  const [attempt] = await db.select().from(paymentAttempts).where(where);
  if (!attempt || attempt.state !== "PAID" || attempt.refundState === "DONE") return;
  await refundCharge(db, brand, row, reference, "Paid twice", async (tx, message) => {
    const [first] = await tx
      .update(paymentAttempts)
      .set({ refundState: "FAILED", refundError: message })
      .where(and(where, sql`refund_state is distinct from 'FAILED'`))
      .returning();
    return Boolean(first);
  });
}

/**
 * Refunds the charge `reference` of `row`'s order at its gateway, then takes the refund as the
 * gateway's word. A failure is kept on the charge's row (`markFailed`: true the first time), said
 * on the timeline for staff, and thrown, for the job to try again.
 */
async function refundCharge(
  db: Db,
  brand: BrandRef,
  row: PaymentRow,
  reference: string,
  why: string,
  markFailed: (tx: Db, message: string) => Promise<boolean>,
): Promise<void> {
  try {
    const gateway = await gatewayFor(brand.id, row.provider, row.mode);
    await gateway.refund(reference, row.amount, why, `refund-${reference}`);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    countPayment(row.provider, "refund_failed");
    await db.transaction(async (tx) => {
      const first = await markFailed(tx, message);
      const found = first && (await orderWithPhone(tx, brand.id, row.orderId));
      if (found)
        await record(
          tx,
          brand,
          found.order,
          found.phoneNumber,
          { type: "REFUND_FAILED", reason: message },
          systemActor(row.provider),
        );
    });
    throw error;
  }
  await applyGatewayStatus(
    brand,
    row.provider,
    { reference, state: "REFUNDED", amount: row.amount, currency: row.currency },
    null,
  );
}

/** POST /api/staff/orders/{orderId}/refund: a failed refund of `order` (staff's), tried again. */
export async function retryFailedRefund(
  brand: BrandRef,
  order: Pick<OrderRow, "id">,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const again = await db.transaction(async (tx) => {
    const refunds = await refundsToRetry(tx, brand.id, order.id);
    for (const { reference } of refunds)
      await enqueueJob(tx, brand.id, refundJob, { orderId: order.id, reference });
    return refunds.length > 0;
  });
  if (!again) throw new AppError("NO_FAILED_REFUND", "This order has no failed refund.");
  kickJobs();
  return (await staffOrder(brand, order.id))!;
}
