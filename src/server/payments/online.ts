import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { PaymentProvider } from "@/domain/online-payment";
import type { OnlinePaymentView } from "@/domain/online-payment";
import { paymentView } from "@/domain/online-payment";
import { ROUTES } from "@/domain/routes";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { customers, onlinePayments, orders, paymentAttempts } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { brandOrigin, siteOrigin } from "../site-url";
import type { PaymentGateway } from "./gateway";
import { GatewayError } from "./gateway";
import { gatewayFor } from "./gateways";

// An order's online payment (issue 20, docs/payments.md) as kedai keeps it and its gateway makes
// it: the charge, made once per order whoever asks; the payment's row and the charges it
// replaced; the gateway's word on a charge. What follows for the order (its status, timeline,
// messages, refunds) is the flows' (src/server/flows).

export type PaymentRow = typeof onlinePayments.$inferSelect;

/** The charge as it stands, and whether its payment ended while the gateway made it. */
export interface Charged {
  view: OnlinePaymentView;
  /** Ended meanwhile (a staff cancel, a switch to paying in person): it must be stopped. */
  ended: boolean;
}

export async function paymentRow(db: Db, brandId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.brandId, brandId), eq(onlinePayments.orderId, orderId)));
  return row ?? null;
}

/** How long a request may hold the right to make a charge (a gateway call's time, with room). */
const CHARGING_S = 30;
const WAIT_STEP_MS = 150;

/**
 * Makes the order's charge at the gateway unless it is made: one request at a time claims the
 * right to call the gateway; others wait for its answer. A retried checkout, two tabs or fifty
 * concurrent requests give one charge. A gateway failure is kept (`chargeError`) for the customer
 * to try again; the order stays, waiting for its payment.
 */
export async function ensureCharge(brand: BrandRef, orderId: string): Promise<Charged> {
  const { db } = await getDb();
  const deadline = Date.now() + (CHARGING_S + 5) * 1000;
  for (;;) {
    const row = await paymentRow(db, brand.id, orderId);
    if (!row) throw new AppError("PAYMENT_NOT_FOUND", "This order is not paid online.");
    if (row.gatewayId || row.state !== "PENDING") return { view: paymentView(row), ended: false };
    const [claimed] = await db
      .update(onlinePayments)
      .set({ chargingUntil: sql`now() + make_interval(secs => ${CHARGING_S})` })
      .where(
        and(
          eq(onlinePayments.brandId, brand.id),
          eq(onlinePayments.orderId, orderId),
          // Still waited for: a payment ended meanwhile (a staff cancel, an expiry) is not charged.
          eq(onlinePayments.state, "PENDING"),
          isNull(onlinePayments.gatewayId),
          or(isNull(onlinePayments.chargingUntil), lt(onlinePayments.chargingUntil, sql`now()`)),
        ),
      )
      .returning();
    if (claimed) return charge(db, brand, claimed);
    if (Date.now() > deadline) return { view: paymentView(row), ended: false };
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function charge(db: Db, brand: BrandRef, row: PaymentRow): Promise<Charged> {
  // This attempt's row only: never another attempt's, whatever happened meanwhile.
  const where = and(
    eq(onlinePayments.brandId, brand.id),
    eq(onlinePayments.orderId, row.orderId),
    eq(onlinePayments.reference, row.reference),
  );
  try {
    const [customer] = await db
      .select({ phoneNumber: customers.phoneNumber })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.brandId, brand.id), eq(orders.id, row.orderId)));
    // The gateway notifies the shop's subdomain, which no owner's DNS can break; the customer comes
    // back to the shop's public address, its own domain once connected (issue 35 item 7).
    const origin = siteOrigin(brand.subDomainName);
    const gateway = await gatewayFor(brand.id, row.provider, row.mode);
    const made = await gateway.createCharge({
      reference: row.reference,
      amount: row.amount,
      currency: "IDR",
      channel: row.channel,
      expiresAt: row.expiresAt,
      // kedai knows its customers by their number only.
      customer: { name: brand.name, phoneNumber: customer?.phoneNumber ?? "" },
      description: `${brand.name} #${row.orderId.slice(-6)}`,
      notificationUrl: `${origin}/api/payments/${row.provider}/notifications`,
      returnUrl: `${brandOrigin(brand)}${ROUTES.tracking(row.orderId)}`,
    });
    const [saved] = await db
      .update(onlinePayments)
      .set({
        gatewayId: made.gatewayId,
        action: made.action,
        chargingUntil: null,
        chargeError: null,
      })
      .where(where)
      .returning();
    // Ended while the gateway made it (a staff cancel, a switch to paying in person): the flow
    // stops it there too, so nobody can pay it.
    return { view: paymentView(saved ?? row), ended: saved?.state === "FAILED" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger().warn({ brandId: brand.id, orderId: row.orderId, err: message }, "charge failed");
    const [saved] = await db
      .update(onlinePayments)
      .set({ chargingUntil: null, chargeError: message.slice(0, 300) })
      .where(where)
      .returning();
    return { view: paymentView(saved ?? row), ended: false };
  }
}

/** 503: the gateway does not bear the notification out (yet); it sends it again later. */
export const notConfirmed = () =>
  new AppError("PAYMENT_NOT_CONFIRMED", "The gateway does not confirm this payment yet.");

/** The order a gateway's reference is of: its current charge's, or one it replaced. */
export async function orderOfReference(db: Db, brandId: string, reference: string) {
  const [current] = await db
    .select({ orderId: onlinePayments.orderId })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.brandId, brandId), eq(onlinePayments.reference, reference)));
  if (current) return current.orderId;
  const [earlier] = await db
    .select({ orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.brandId, brandId), eq(paymentAttempts.reference, reference)));
  return earlier?.orderId ?? null;
}

/** The charge replaced when an earlier one was paid after all: stopped, so it is not paid too. */
export async function cancelReplacedCharge(
  brand: BrandRef,
  charge: { provider: PaymentProvider; mode: PaymentRow["mode"]; reference: string },
) {
  try {
    await (await gatewayFor(brand.id, charge.provider, charge.mode)).cancel(charge.reference);
  } catch (error) {
    // Paid a moment ago after all: its notification is an earlier attempt's, refunded.
    logger().warn(
      { brandId: brand.id, reference: charge.reference, err: error },
      "could not stop a replaced charge",
    );
  }
}

/**
 * Inside the transaction that cancels an order: paid online, its refund is due (true: the flow
 * queues it); still unpaid, its payment ends (FAILED) so it is no longer waited for. Money that
 * comes for it after all is refunded (the settle-payment flow).
 */
export async function endPaymentOnCancel(tx: Db, brandId: string, orderId: string) {
  const where = and(eq(onlinePayments.brandId, brandId), eq(onlinePayments.orderId, orderId));
  const [paid] = await tx
    .update(onlinePayments)
    .set({ refundState: "PENDING", refundError: null })
    .where(and(where, eq(onlinePayments.state, "PAID")))
    .returning({ orderId: onlinePayments.orderId });
  if (paid) return true;
  await tx
    .update(onlinePayments)
    .set({ state: "FAILED", chargingUntil: null })
    .where(and(where, eq(onlinePayments.state, "PENDING")));
  return false;
}

/**
 * Staff ask for a failed refund again: the order's payment, and each replaced charge paid after
 * all whose refund failed, are refunding again; answers the refunds to make (a charge's
 * `reference` when it is not the order's own).
 */
export async function refundsToRetry(
  tx: Db,
  brandId: string,
  orderId: string,
): Promise<{ reference?: string }[]> {
  const [failed] = await tx
    .update(onlinePayments)
    .set({ refundState: "PENDING" })
    .where(
      and(
        eq(onlinePayments.brandId, brandId),
        eq(onlinePayments.orderId, orderId),
        eq(onlinePayments.refundState, "FAILED"),
      ),
    )
    .returning({ orderId: onlinePayments.orderId });
  const earlier = await tx
    .update(paymentAttempts)
    .set({ refundState: "PENDING" })
    .where(
      and(
        eq(paymentAttempts.brandId, brandId),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.refundState, "FAILED"),
      ),
    )
    .returning({ reference: paymentAttempts.reference });
  return [...(failed ? [{}] : []), ...earlier];
}

/** The gateway's state of a charge, or null when it has none (never made). */
export async function askStatus(gateway: PaymentGateway, reference: string) {
  try {
    return await gateway.status(reference);
  } catch (error) {
    if (error instanceof GatewayError && error.failure === "not-found") return null;
    throw error;
  }
}
