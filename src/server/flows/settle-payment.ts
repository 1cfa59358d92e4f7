import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "@/domain/locale";
import type { OnlinePaymentState, PaymentProvider } from "@/domain/online-payment";
import { nextPaymentState } from "@/domain/online-payment";
import enMessages from "@/i18n/server/en/status-messages.json";
import idMessages from "@/i18n/server/id/status-messages.json";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { onlinePayments, orders, paymentAttempts, paymentNotifications } from "../db/schema";
import { AppError } from "../errors";
import { enqueueJob, kickJobs } from "../jobs/jobs";
import { logger } from "../logger";
import { countPayment, paymentOutcome } from "../metrics";
import { customerLanguage } from "../messages/order-message";
import { lockOrder, orderWithPhone } from "../orders/rows";
import type { PaymentGateway, PaymentStatus } from "../payments/gateway";
import { gatewayFor } from "../payments/gateways";
import { giveBack } from "../promotions/claims";
import type { PaymentRow } from "../payments/online";
import { askStatus, cancelReplacedCharge, orderOfReference, paymentRow } from "../payments/online";
import { refundJob } from "./jobs";
import { record } from "./record";

// Settling a payment (issue 20, docs/payments.md): the gateway's word on a charge, from its
// notification or kedai's own question (the sweep, ./sweep-payments.ts), moves the payment and,
// with it, the order: paid, expired or failed (cancelled with the reason), refunded. Steps: check
// the word (verified, confirmed, the order's amount), write the payment, then the order's status,
// its timeline, its customer's message and the live update (record); money that came for an order
// that no longer waits goes back (a refund job).

/** Why kedai cancelled an unpaid order, in the customer's language (their message, the timeline). */
const REASONS: Record<Locale, Record<"EXPIRED" | "FAILED", string>> = {
  en: { EXPIRED: enMessages.paymentExpired, FAILED: enMessages.paymentFailed },
  id: { EXPIRED: idMessages.paymentExpired, FAILED: idMessages.paymentFailed },
};

/** The gateway, by its id, on the staff board's timeline (the board names it in staff's words). */
export const systemActor = (provider: PaymentProvider) => ({
  kind: "system" as const,
  name: provider,
});

/**
 * The gateway's word on a payment, from a notification (`eventKey`: a repeat changes nothing) or
 * kedai's own status check: refused when its amount or currency is not the order's; otherwise the
 * payment moves as nextPaymentState allows, and the order with it, in one transaction. The word
 * on a charge the customer replaced by trying again is its own case (earlierAttempt).
 */
export async function applyGatewayStatus(
  brand: BrandRef,
  provider: PaymentProvider,
  status: Pick<PaymentStatus, "reference" | "state" | "amount" | "currency">,
  eventKey: string | null,
): Promise<{ changed: boolean }> {
  const { db } = await getDb();
  const orderId = await orderOfReference(db, brand.id, status.reference);
  if (!orderId)
    throw new AppError("PAYMENT_NOT_FOUND", `No ${provider} payment ${status.reference}.`);
  const { changed, stop, moved } = await db.transaction(async (tx) => {
    // The order's row first, then its payment's: the order kedai's other writers take them in
    // (a staff cancel), so two of them never wait on each other (a deadlock on PostgreSQL).
    await lockOrder(tx, brand.id, orderId);
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.brandId, brand.id), eq(onlinePayments.orderId, orderId)))
      .for("update");
    if (!payment || payment.provider !== provider)
      throw new AppError("PAYMENT_NOT_FOUND", `No ${provider} payment ${status.reference}.`);
    if (status.amount !== payment.amount || status.currency !== payment.currency)
      throw new AppError(
        "PAYMENT_AMOUNT_MISMATCH",
        `The notification is for ${status.currency} ${status.amount}; the order is ${payment.currency} ${payment.amount}.`,
      );
    if (eventKey) {
      const [fresh] = await tx
        .insert(paymentNotifications)
        .values({
          brandId: brand.id,
          provider,
          eventKey,
          orderId: payment.orderId,
          state: status.state,
        })
        .onConflictDoNothing()
        .returning({ eventKey: paymentNotifications.eventKey });
      if (!fresh) return { changed: false, stop: null, moved: null };
    }
    if (payment.reference !== status.reference)
      return earlierAttempt(tx, brand, payment, status.reference, status.state);
    const next = nextPaymentState(payment.state, status.state);
    if (!next) return { changed: false, stop: null, moved: null };
    await moveTo(tx, brand, payment, next);
    return { changed: true, stop: null, moved: next };
  });
  // Counted once committed: a transaction tried again must not count twice (docs/metrics.md).
  const outcome = moved && paymentOutcome(moved);
  if (outcome) countPayment(provider, outcome);
  if (changed) kickJobs();
  if (stop) await cancelReplacedCharge(brand, stop);
  return { changed };
}

/**
 * The gateway's word on a charge the customer replaced by trying again (issue 32 item 6). Paid
 * after all while its order still waits for its payment: it becomes the order's payment, paid,
 * and the charge that replaced it is stopped (`stop`). Paid when the order no longer waits (paid
 * by another charge, switched to paying in person, cancelled): the money goes back, by a refund
 * job of its own. Its refund done is recorded; any other word changes nothing (it ended already).
 */
async function earlierAttempt(
  tx: Db,
  brand: BrandRef,
  payment: PaymentRow,
  reference: string,
  incoming: OnlinePaymentState,
): Promise<{
  changed: boolean;
  stop: { provider: PaymentProvider; mode: PaymentRow["mode"]; reference: string } | null;
  /** The state the charge moved to, when it did (counted in metrics). */
  moved: OnlinePaymentState | null;
}> {
  const unchanged = { changed: false, stop: null, moved: null };
  const whereAttempt = and(
    eq(paymentAttempts.brandId, brand.id),
    eq(paymentAttempts.reference, reference),
  );
  const [attempt] = await tx.select().from(paymentAttempts).where(whereAttempt).for("update");
  if (!attempt) return unchanged;
  const found = await orderWithPhone(tx, brand.id, payment.orderId);
  if (!found) throw new AppError("ORDER_NOT_FOUND");
  const { order, phoneNumber } = found;
  const actor = systemActor(payment.provider);
  if (incoming === "REFUNDED" && attempt.state === "PAID") {
    await tx
      .update(paymentAttempts)
      .set({ state: "REFUNDED", refundState: "DONE", refundError: null })
      .where(whereAttempt);
    await record(tx, brand, order, phoneNumber, { type: "REFUNDED" }, actor);
    return { changed: true, stop: null, moved: "REFUNDED" };
  }
  if (incoming !== "PAID" || attempt.state === "PAID" || attempt.state === "REFUNDED")
    return unchanged;
  const waits =
    order.status === "PENDING" &&
    order.payment.method === "online" &&
    (payment.state === "PENDING" || payment.state === "FAILED") &&
    !payment.refundState;
  if (!waits) {
    await tx
      .update(paymentAttempts)
      .set({ state: "PAID", refundState: "PENDING", refundError: null })
      .where(whereAttempt);
    await enqueueJob(tx, brand.id, refundJob, { orderId: order.id, reference });
    logger().info(
      { brandId: brand.id, orderId: order.id, reference },
      "a replaced charge was paid: refunding it",
    );
    return { changed: true, stop: null, moved: "PAID" };
  }
  // The two swap: the earlier charge is the order's payment again, the later one is replaced.
  await tx
    .update(paymentAttempts)
    .set({
      reference: payment.reference,
      attempt: payment.attempt,
      channel: payment.channel,
      gatewayId: payment.gatewayId,
      state: "FAILED",
    })
    .where(whereAttempt);
  const adopted = { ...payment, reference, channel: attempt.channel, gatewayId: attempt.gatewayId };
  await tx
    .update(onlinePayments)
    .set({ reference, channel: attempt.channel, gatewayId: attempt.gatewayId, action: null })
    .where(and(eq(onlinePayments.brandId, brand.id), eq(onlinePayments.orderId, order.id)));
  await moveTo(tx, brand, adopted, "PAID");
  const stop =
    payment.state === "PENDING" && payment.gatewayId
      ? { provider: payment.provider, mode: payment.mode, reference: payment.reference }
      : null;
  return { changed: true, stop, moved: "PAID" };
}

/** The payment becomes `next`; the order, its timeline and its customer follow. */
export async function moveTo(
  tx: Db,
  brand: BrandRef,
  payment: PaymentRow,
  next: OnlinePaymentState,
) {
  const found = await orderWithPhone(tx, brand.id, payment.orderId);
  if (!found) throw new AppError("ORDER_NOT_FOUND");
  const { order, phoneNumber } = found;
  const actor = systemActor(payment.provider);
  const where = and(eq(onlinePayments.brandId, brand.id), eq(onlinePayments.orderId, order.id));
  // Paid after the order was given up (cancelled), or after its customer chose to pay in person.
  const switched = order.payment.method !== "online";
  const refund = next === "PAID" && (order.status === "CANCELLED" || switched);
  await tx
    .update(onlinePayments)
    .set({
      state: next,
      chargingUntil: null,
      ...(next === "REFUNDED" ? { refundState: "DONE" as const, refundError: null } : {}),
      ...(refund ? { refundState: "PENDING" as const } : {}),
    })
    .where(where);
  if (next === "PAID") {
    // An order switched to paying in person is not paid by money that goes back.
    if (!switched)
      await tx
        .update(orders)
        .set({ paidAt: sql`now()` })
        .where(and(eq(orders.brandId, brand.id), eq(orders.id, order.id), isNull(orders.paidAt)));
    // Money that goes back is on the timeline, but not confirmed to the customer by a text.
    await record(tx, brand, order, refund ? null : phoneNumber, { type: "PAID" }, actor);
    // Paid after the order was given up (expired, cancelled, switched): the money goes back.
    if (refund) await enqueueJob(tx, brand.id, refundJob, { orderId: order.id });
    return;
  }
  if (next === "REFUNDED") {
    // A refund follows a cancel, which gave back the order's promotions and reward; money paid
    // into an order switched to paying in person goes back while the order (and its discounts) stays.
    await record(tx, brand, order, phoneNumber, { type: "REFUNDED" }, actor);
    return;
  }
  // EXPIRED or FAILED: the order, still waiting for it, is cancelled with the reason; one its
  // customer chose to pay in person for no longer depends on it.
  if (switched) return;
  const ended = next === "EXPIRED" ? "EXPIRED" : "FAILED";
  await record(
    tx,
    brand,
    order,
    phoneNumber,
    { type: next === "EXPIRED" ? "PAYMENT_EXPIRED" : "PAYMENT_FAILED" },
    actor,
  );
  // A failure within the payment's time leaves the order waiting: its customer may try again,
  // another channel, or pay in person (issue 32 item 6). The sweep cancels it when time is up.
  if (next === "FAILED" && payment.expiresAt.getTime() > Date.now()) return;
  const [cancelled] = await tx
    .update(orders)
    .set({ status: "CANCELLED" })
    .where(and(eq(orders.brandId, brand.id), eq(orders.id, order.id), eq(orders.status, "PENDING")))
    .returning({ id: orders.id });
  if (!cancelled) return;
  // Unpaid: its promotions' uses and its reward are given back (decision 0050).
  await giveBack(tx, brand.id, order.id);
  await record(
    tx,
    brand,
    order,
    phoneNumber,
    {
      type: "STATUS",
      status: "CANCELLED",
      reason: REASONS[await customerLanguage(tx, brand.id, order)][ended],
    },
    actor,
  );
}

/**
 * An unpaid charge of a cancelled order is stopped at its gateway. Refused because it was paid a
 * moment ago, the payment is taken as paid (and, the order being cancelled, refunded).
 */
export async function stopUnpaidCharge(brand: BrandRef, orderId: string): Promise<void> {
  const row = await paymentRow((await getDb()).db, brand.id, orderId);
  // Ended by the cancellation (endPaymentOnCancel), not by the gateway: stop it there too.
  if (!row?.gatewayId || row.state !== "FAILED") return;
  try {
    await stopped(brand, row, await gatewayFor(brand.id, row.provider, row.mode));
  } catch (error) {
    logger().warn({ brandId: brand.id, orderId, err: error }, "could not stop an unpaid charge");
  }
}

/**
 * Stops an unpaid charge at its gateway. When the gateway refuses (paid meanwhile), its state is
 * taken as a notification's would be: false, the charge was not stopped.
 */
export async function stopped(brand: BrandRef, row: PaymentRow, gateway: PaymentGateway) {
  try {
    await gateway.cancel(row.reference);
    return true;
  } catch (error) {
    const status = await askStatus(gateway, row.reference);
    if (status && status.state !== "PENDING") {
      await applyGatewayStatus(brand, row.provider, status, null);
      return false;
    }
    throw error;
  }
}
