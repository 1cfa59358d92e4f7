import "server-only";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { findBrandById } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { onlinePayments, orders } from "../db/schema";
import { env } from "../env";
import { orderOfPayment } from "../orders/rows";
import { kickJobs } from "../jobs/jobs";
import { logger } from "../logger";
import { countPayment } from "../metrics";
import type { PaymentGateway } from "../payments/gateway";
import { gatewayFor } from "../payments/gateways";
import type { PaymentRow } from "../payments/online";
import { askStatus } from "../payments/online";
import { paidStoppedCharges } from "../payments/watch";
import { applyGatewayStatus, moveTo, stopped } from "./settle-payment";

// The payment sweep (issue 20 item 5, issue 32 item 6): kedai asks the gateway about payments it
// has not heard of, expires those whose time is up, and takes money paid into a charge it stopped
// or replaced. Each answer is settled as a notification's would be (./settle-payment.ts).

const SWEEP_BATCH = 50;

/**
 * Every pending payment that is due: past its expiry, or not heard of for a while. The gateway is
 * asked first (a lost notification never leaves a paid order unpaid); an unpaid one past its
 * expiry is stopped at the gateway and expires, cancelling its order.
 */
export async function sweepOnlinePayments(now = new Date()): Promise<void> {
  const { db } = await getDb();
  const asked = new Date(now.getTime() - env().PAYMENT_CHECK_AFTER_SECONDS * 1000);
  const due = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.state, "PENDING"),
        or(
          lte(onlinePayments.expiresAt, now),
          and(
            lt(onlinePayments.createdAt, asked),
            or(isNull(onlinePayments.checkedAt), lt(onlinePayments.checkedAt, asked)),
          ),
        ),
      ),
    )
    .orderBy(sql`${onlinePayments.checkedAt} asc nulls first`)
    .limit(SWEEP_BATCH);
  for (const row of due) {
    try {
      await settle(db, row, now);
    } catch (error) {
      logger().warn({ brandId: row.brandId, orderId: row.orderId, err: error }, "payment sweep");
    }
  }
  await expireFailed(db, now);
  for (const { brandId, provider, status } of await paidStoppedCharges(now)) {
    const brand = await findBrandById(brandId);
    if (!brand) continue;
    try {
      await applyGatewayStatus(brand, provider, status, null);
    } catch (error) {
      logger().warn({ brandId, reference: status.reference, err: error }, "a stopped charge paid");
    }
  }
}

/**
 * Orders whose payment failed and whose customer did not try again, nor chose to pay in person,
 * in time (issue 32 item 6): cancelled as unpaid ("Not paid in time."). Their failed charge has
 * ended at the gateway: there is nothing to stop or ask.
 */
async function expireFailed(db: Db, now: Date): Promise<void> {
  const due = await db
    .select({ brandId: onlinePayments.brandId, orderId: onlinePayments.orderId })
    .from(onlinePayments)
    .innerJoin(orders, orderOfPayment)
    .where(
      and(
        eq(onlinePayments.state, "FAILED"),
        lte(onlinePayments.expiresAt, now),
        eq(orders.status, "PENDING"),
        sql`${orders.payment}->>'method' = 'online'`,
      ),
    )
    .limit(SWEEP_BATCH);
  for (const { brandId, orderId } of due) {
    try {
      const brand = await findBrandById(brandId);
      if (!brand) continue;
      const expired = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
          .for("update");
        if (order?.status !== "PENDING") return null;
        const [payment] = await tx
          .select()
          .from(onlinePayments)
          .where(and(eq(onlinePayments.brandId, brandId), eq(onlinePayments.orderId, orderId)))
          .for("update");
        // Tried again meanwhile: not this sweep's.
        if (payment?.state !== "FAILED" || payment.expiresAt > now) return null;
        await moveTo(tx, brand, payment, "EXPIRED");
        return payment.provider;
      });
      if (expired) countPayment(expired, "expired");
      kickJobs();
    } catch (error) {
      logger().warn({ brandId, orderId, err: error }, "payment sweep: a failed payment's expiry");
    }
  }
}

async function settle(db: Db, row: PaymentRow, now: Date): Promise<void> {
  const where = and(
    eq(onlinePayments.brandId, row.brandId),
    eq(onlinePayments.orderId, row.orderId),
  );
  // Looked at now, whatever follows: a payment that fails here waits its turn again, and never
  // keeps the others out of the sweep.
  await db.update(onlinePayments).set({ checkedAt: now }).where(where);
  const brand = await findBrandById(row.brandId);
  if (!brand) return;
  const expired = row.expiresAt <= now;
  const expire = () =>
    applyGatewayStatus(
      brand,
      row.provider,
      { reference: row.reference, state: "EXPIRED", amount: row.amount, currency: row.currency },
      null,
    );
  let gateway: PaymentGateway;
  try {
    gateway = await gatewayFor(row.brandId, row.provider, row.mode);
  } catch (error) {
    // No gateway to ask (its keys gone, the simulator off): past its time, it expires all the same.
    if (expired) await expire();
    throw error;
  }
  if (row.gatewayId) {
    const status = await askStatus(gateway, row.reference);
    if (status && status.state !== "PENDING") {
      await applyGatewayStatus(brand, row.provider, status, null);
      return;
    }
  }
  if (!expired) return;
  // Unpaid on kedai's clock: stopped at the gateway first, so it cannot be paid after. A stop
  // refused (paid a moment ago) is asked about again: the gateway's word wins over the clock.
  if (row.gatewayId && !(await stopped(brand, row, gateway))) return;
  await expire();
}
