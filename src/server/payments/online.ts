import "server-only";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { StoreConfigs } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import type {
  OnlinePaymentState,
  OnlinePaymentView,
  PaymentProvider,
} from "@/domain/online-payment";
import { nextPaymentState } from "@/domain/online-payment";
import { ROUTES } from "@/domain/routes";
import enMessages from "@/i18n/server/en/status-messages.json";
import idMessages from "@/i18n/server/id/status-messages.json";
import type { BrandRef } from "../brands/resolve";
import { findBrandById } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import {
  customers,
  onlinePayments,
  orders,
  paymentAttempts,
  paymentNotifications,
} from "../db/schema";
import { AppError } from "../errors";
import { enqueueJob, kickJobs } from "../jobs/jobs";
import { env } from "../env";
import { logger } from "../logger";
import { customerLanguage, orderWithPhone, record } from "../orders/status";
import { siteOrigin } from "../site-url";
import type { PaymentGateway, PaymentStatus } from "./gateway";
import { GatewayError } from "./gateway";
import { gatewayFor } from "./gateways";

// An order's online payment (issue 20, docs/payments.md), from its charge to its end: the charge
// is made once per order whoever asks; the gateway's word (a verified notification, or its answer
// to kedai's own status check) moves the payment and the order; an unpaid order expires on
// kedai's clock; a cancelled paid order is refunded by a job, which staff see if it fails.

type PaymentRow = typeof onlinePayments.$inferSelect;
type OnlineConfig = NonNullable<
  StoreConfigs["salesChannels"]["customerApp"]["paymentsMethods"]["online"]
>["merchantLevelConfigs"];

/** Why kedai cancelled an unpaid order, in the customer's language (their message, the timeline). */
const REASONS: Record<Locale, Record<"EXPIRED" | "FAILED", string>> = {
  en: { EXPIRED: enMessages.paymentExpired, FAILED: enMessages.paymentFailed },
  id: { EXPIRED: idMessages.paymentExpired, FAILED: idMessages.paymentFailed },
};

/** The gateway, by its id, on the staff board's timeline (the board names it in staff's words). */
const systemActor = (provider: PaymentProvider) => ({ kind: "system" as const, name: provider });

/** The brand's online payment settings when the method is on. */
export function onlineConfigOf(configs: StoreConfigs): OnlineConfig | null {
  const online = configs.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs;
  return online?.isActive ? online : null;
}

/** The payment as its customer and staff see it. */
export function paymentView(row: PaymentRow): OnlinePaymentView {
  return {
    provider: row.provider,
    channel: row.channel,
    state: row.state,
    reference: row.reference,
    attempt: row.attempt,
    amount: row.amount,
    currency: row.currency,
    action: row.action,
    expiresAt: row.expiresAt.toISOString(),
    refund: row.refundState ? { state: row.refundState, error: row.refundError } : null,
  };
}

async function paymentRow(db: Db, brandId: string, orderId: string) {
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
export async function ensureCharge(brand: BrandRef, orderId: string): Promise<OnlinePaymentView> {
  const { db } = await getDb();
  const deadline = Date.now() + (CHARGING_S + 5) * 1000;
  for (;;) {
    const row = await paymentRow(db, brand.id, orderId);
    if (!row) throw new AppError("PAYMENT_NOT_FOUND", "This order is not paid online.");
    if (row.gatewayId || row.state !== "PENDING") return paymentView(row);
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
    if (Date.now() > deadline) return paymentView(row);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function charge(db: Db, brand: BrandRef, row: PaymentRow): Promise<OnlinePaymentView> {
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
      returnUrl: `${origin}${ROUTES.tracking(row.orderId)}`,
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
    // Ended while the gateway made it (a staff cancel, a switch to paying in person): it is
    // stopped there too, so nobody can pay it.
    if (saved?.state === "FAILED") await stopUnpaidCharge(brand, row.orderId);
    return paymentView(saved ?? row);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger().warn({ brandId: brand.id, orderId: row.orderId, err: message }, "charge failed");
    const [saved] = await db
      .update(onlinePayments)
      .set({ chargingUntil: null, chargeError: message.slice(0, 300) })
      .where(where)
      .returning();
    return paymentView(saved ?? row);
  }
}

/** 503: the gateway does not bear the notification out (yet); it sends it again later. */
export const notConfirmed = () =>
  new AppError("PAYMENT_NOT_CONFIRMED", "The gateway does not confirm this payment yet.");

/**
 * A notification from `provider` for this brand: verified with the brand's keys (a forgery is
 * 401 and writes nothing), then confirmed with the gateway and taken as its word on the payment.
 *
 * A gateway's notification is a prompt, not its word (issue 31 item 4): Midtrans signs the order,
 * the status code and the amount, not transaction_status (a signed body could be relabelled
 * "settlement" → "refund"); Xendit's x-callback-token is one secret for every callback, so whoever
 * holds it could say any order was paid. What moves the payment is the gateway's answer to kedai's
 * own status call. The notification's event is kept as handled only when that answer bears it
 * out; when the gateway still says pending (its status API lags its notification), the answer is
 * 503 and nothing is kept, so the gateway's retry is taken. The simulator's notification is signed
 * by this server itself (APP_SECRET): it is its own word.
 */
export async function takeNotification(
  brand: BrandRef,
  provider: PaymentProvider,
  headers: Headers,
  body: string,
): Promise<{ changed: boolean }> {
  const gateway = await gatewayFor(brand.id, provider);
  const notification = gateway.verifyNotification(headers, body);
  if (provider === "simulator" || notification.state === "PENDING")
    return applyGatewayStatus(brand, provider, notification, notification.eventKey);
  const confirmed = await gateway.status(notification.reference);
  if (confirmed.state === notification.state)
    return applyGatewayStatus(brand, provider, confirmed, notification.eventKey);
  if (confirmed.state === "PENDING") throw notConfirmed();
  // The gateway says something else (a relabelled body, or the payment moved on since): its word
  // is taken, and the notification is not kept as handled.
  return applyGatewayStatus(brand, provider, confirmed, null);
}

/** The order a gateway's reference is of: its current charge's, or one it replaced. */
async function orderOfReference(db: Db, brandId: string, reference: string) {
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
  const { changed, stop } = await db.transaction(async (tx) => {
    // The order's row first, then its payment's: the order kedai's other writers take them in
    // (a staff cancel), so two of them never wait on each other (a deadlock on PostgreSQL).
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.brandId, brand.id), eq(orders.id, orderId)))
      .for("update");
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
      if (!fresh) return { changed: false, stop: null };
    }
    if (payment.reference !== status.reference)
      return earlierAttempt(tx, brand, payment, status.reference, status.state);
    const next = nextPaymentState(payment.state, status.state);
    if (!next) return { changed: false, stop: null };
    await moveTo(tx, brand, payment, next);
    return { changed: true, stop: null };
  });
  if (changed) kickJobs();
  if (stop) await stopReplaced(brand, stop);
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
}> {
  const unchanged = { changed: false, stop: null };
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
    return { changed: true, stop: null };
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
    await enqueueJob(tx, brand.id, "refund", { orderId: order.id, reference });
    logger().info(
      { brandId: brand.id, orderId: order.id, reference },
      "a replaced charge was paid: refunding it",
    );
    return { changed: true, stop: null };
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
  return { changed: true, stop };
}

/** The charge replaced when an earlier one was paid after all: stopped, so it is not paid too. */
async function stopReplaced(
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

/** The payment becomes `next`; the order, its timeline and its customer follow. */
async function moveTo(tx: Db, brand: BrandRef, payment: PaymentRow, next: OnlinePaymentState) {
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
    if (refund) await enqueueJob(tx, brand.id, "refund", { orderId: order.id });
    return;
  }
  if (next === "REFUNDED") {
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
  if (cancelled)
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
 * Inside the transaction that cancels an order: paid online, its refund, by a job (retried, never
 * lost); still unpaid, its payment ends (FAILED) so it is no longer waited for. Money that comes
 * for it after all is refunded (moveTo).
 */
export async function refundOnCancel(tx: Db, brandId: string, orderId: string): Promise<void> {
  const where = and(eq(onlinePayments.brandId, brandId), eq(onlinePayments.orderId, orderId));
  const [paid] = await tx
    .update(onlinePayments)
    .set({ refundState: "PENDING", refundError: null })
    .where(and(where, eq(onlinePayments.state, "PAID")))
    .returning({ orderId: onlinePayments.orderId });
  if (paid) {
    await enqueueJob(tx, brandId, "refund", { orderId });
    return;
  }
  await tx
    .update(onlinePayments)
    .set({ state: "FAILED", chargingUntil: null })
    .where(and(where, eq(onlinePayments.state, "PENDING")));
}

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

/**
 * An unpaid charge of a cancelled order is stopped at its gateway. Refused because it was paid a
 * moment ago, the payment is taken as paid (and, the order being cancelled, refunded).
 */
export async function stopUnpaidCharge(brand: BrandRef, orderId: string): Promise<void> {
  const row = await paymentRow((await getDb()).db, brand.id, orderId);
  // Ended by the cancellation (refundOnCancel), not by the gateway: stop it there too.
  if (!row?.gatewayId || row.state !== "FAILED") return;
  try {
    await stopped(brand, row, await gatewayFor(brand.id, row.provider, row.mode));
  } catch (error) {
    logger().warn({ brandId: brand.id, orderId, err: error }, "could not stop an unpaid charge");
  }
}

/**
 * Staff ask for a failed refund again: a fresh job for the order's payment, and for each replaced
 * charge paid after all whose refund failed.
 */
export async function retryRefund(tx: Db, brandId: string, orderId: string): Promise<boolean> {
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
  if (failed) await enqueueJob(tx, brandId, "refund", { orderId });
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
  for (const { reference } of earlier)
    await enqueueJob(tx, brandId, "refund", { orderId, reference });
  return Boolean(failed) || earlier.length > 0;
}

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
    .innerJoin(
      orders,
      and(eq(orders.brandId, onlinePayments.brandId), eq(orders.id, onlinePayments.orderId)),
    )
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
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
          .for("update");
        if (order?.status !== "PENDING") return;
        const [payment] = await tx
          .select()
          .from(onlinePayments)
          .where(and(eq(onlinePayments.brandId, brandId), eq(onlinePayments.orderId, orderId)))
          .for("update");
        // Tried again meanwhile: not this sweep's.
        if (payment?.state !== "FAILED" || payment.expiresAt > now) return;
        await moveTo(tx, brand, payment, "EXPIRED");
      });
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

/** The gateway's state of a charge, or null when it has none (never made). */
async function askStatus(gateway: PaymentGateway, reference: string) {
  try {
    return await gateway.status(reference);
  } catch (error) {
    if (error instanceof GatewayError && error.failure === "not-found") return null;
    throw error;
  }
}

/**
 * Stops an unpaid charge at its gateway. When the gateway refuses (paid meanwhile), its state is
 * taken as a notification's would be: false, the charge was not stopped.
 */
async function stopped(brand: BrandRef, row: PaymentRow, gateway: PaymentGateway) {
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
