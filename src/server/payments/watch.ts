import "server-only";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { findBrandById } from "../brands/resolve";
import { getDb } from "../db/client";
import { onlinePayments, paymentAttempts } from "../db/schema";
import { env } from "../env";
import { logger } from "../logger";
import { GatewayError } from "./gateway";
import { gatewayFor } from "./gateways";
import type { PaymentStatus } from "./gateway";

// A charge kedai stopped (its order cancelled, or switched to paying in person) or replaced (the
// customer tried again) may still be paid: the stop may never have reached the gateway, and its
// notification may be lost. Until its time is up, and a margin, kedai asks the gateway about it
// now and then; money that came is answered to the sweep (src/server/flows/sweep-payments.ts),
// which takes it as a notification's word (the order's payment if it still waits, refunded
// otherwise: docs/payments.md "When a payment fails").

/** How long after a charge's expiry kedai still asks about it: a gateway's clock may lag. */
const WATCH_AFTER_EXPIRY_MS = 15 * 60 * 1000;
const BATCH = 50;

type Watched = Pick<
  typeof onlinePayments.$inferSelect,
  "brandId" | "orderId" | "reference" | "provider" | "mode"
>;

/** A watched charge the gateway says was paid, with its word. */
export interface PaidCharge {
  brandId: string;
  provider: Watched["provider"];
  status: PaymentStatus;
}

/** Asks the gateway about the stopped and replaced charges due a question; answers the paid ones. */
export async function paidStoppedCharges(now = new Date()): Promise<PaidCharge[]> {
  const { db } = await getDb();
  const asked = new Date(now.getTime() - env().PAYMENT_CHECK_AFTER_SECONDS * 1000);
  const since = new Date(now.getTime() - WATCH_AFTER_EXPIRY_MS);
  const payment = {
    brandId: onlinePayments.brandId,
    orderId: onlinePayments.orderId,
    provider: onlinePayments.provider,
    mode: onlinePayments.mode,
  };
  const [ended, replaced] = await Promise.all([
    db
      .select({ ...payment, reference: onlinePayments.reference })
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.state, "FAILED"),
          isNotNull(onlinePayments.gatewayId),
          gt(onlinePayments.expiresAt, since),
          or(isNull(onlinePayments.checkedAt), lt(onlinePayments.checkedAt, asked)),
        ),
      )
      .limit(BATCH),
    db
      .select({ ...payment, reference: paymentAttempts.reference })
      .from(paymentAttempts)
      .innerJoin(
        onlinePayments,
        and(
          eq(onlinePayments.brandId, paymentAttempts.brandId),
          eq(onlinePayments.orderId, paymentAttempts.orderId),
        ),
      )
      .where(
        and(
          eq(paymentAttempts.state, "FAILED"),
          isNotNull(paymentAttempts.gatewayId),
          gt(onlinePayments.expiresAt, since),
          or(isNull(paymentAttempts.checkedAt), lt(paymentAttempts.checkedAt, asked)),
        ),
      )
      .limit(BATCH),
  ]);
  const paid: PaidCharge[] = [];
  for (const charge of ended) {
    await db
      .update(onlinePayments)
      .set({ checkedAt: now })
      .where(
        and(eq(onlinePayments.brandId, charge.brandId), eq(onlinePayments.orderId, charge.orderId)),
      );
    await ask(charge, paid);
  }
  for (const charge of replaced) {
    await db
      .update(paymentAttempts)
      .set({ checkedAt: now })
      .where(
        and(
          eq(paymentAttempts.brandId, charge.brandId),
          eq(paymentAttempts.reference, charge.reference),
        ),
      );
    await ask(charge, paid);
  }
  return paid;
}

/** The gateway's word on one watched charge; only "paid" changes anything. */
async function ask(charge: Watched, paid: PaidCharge[]): Promise<void> {
  try {
    // A brand gone since (deleted): nothing to ask its gateway about.
    if (!(await findBrandById(charge.brandId))) return;
    const gateway = await gatewayFor(charge.brandId, charge.provider, charge.mode);
    const status = await gateway.status(charge.reference);
    if (status.state !== "PAID") return;
    paid.push({ brandId: charge.brandId, provider: charge.provider, status });
  } catch (error) {
    // Unknown to the gateway, or it cannot be asked now: asked again on a later sweep.
    if (error instanceof GatewayError && error.failure === "not-found") return;
    logger().warn(
      { brandId: charge.brandId, orderId: charge.orderId, err: error },
      "watching a stopped charge",
    );
  }
}
