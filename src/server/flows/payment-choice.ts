import "server-only";
import { closedShopRefusal } from "@/domain/shop-gate";
import { and, eq } from "drizzle-orm";
import type { OnlinePaymentView, PaymentChannel } from "@/domain/online-payment";
import { attemptReference, paymentView, retryRefusal } from "@/domain/online-payment";
import type { OrderDetail } from "@/domain/order";
import type { InPersonMethod } from "@/domain/payment";
import { inPersonMethods, NOT_REQUIRED, onlineConfigOf } from "@/domain/payment";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { onlinePayments, orders, paymentAttempts } from "../db/schema";
import { AppError } from "../errors";
import { requireStorefront } from "../http";
import { kickJobs } from "../jobs/jobs";
import type { OrderRow } from "../orders/rows";
import { lockOrder, orderWithPhone } from "../orders/rows";
import { customerOrderDetail } from "../orders/views";
import { simulatorAllowed } from "../payments/gateways";
import { chargeOrder } from "./charge";
import { record } from "./record";
import { stopUnpaidCharge } from "./settle-payment";

// After a failed online payment (issue 32 item 6, docs/payments.md "When a payment fails"): while
// its time lasts the order waits, and its customer may try again (a new charge, with a reference
// of its own, at most MAX_PAYMENT_ATTEMPTS) or pay in person instead.

const REFUSALS = {
  PAYMENT_ALREADY_ENDED: "This payment has already ended.",
  PAYMENT_TIME_UP: "The time to pay for this order is up.",
  PAYMENT_ATTEMPTS_EXHAUSTED: "This order's payment has been tried too many times.",
} as const;

/** The order as it is now and its payment row: 404 if it is gone, or not paid online. */
async function withPayment(db: Db, brand: BrandRef, orderId: string) {
  const [row] = await db
    .select({ order: orders, payment: onlinePayments })
    .from(orders)
    .leftJoin(
      onlinePayments,
      and(eq(onlinePayments.brandId, orders.brandId), eq(onlinePayments.orderId, orders.id)),
    )
    .where(and(eq(orders.brandId, brand.id), eq(orders.id, orderId)));
  if (!row) throw new AppError("ORDER_NOT_FOUND");
  if (!row.payment) throw new AppError("PAYMENT_NOT_FOUND", "This order is not paid online.");
  return { order: row.order, payment: row.payment };
}

/**
 * POST …/payment/attempts: after a failed payment, a new charge, with `channel` (one the brand
 * offers). Two requests at once make one new attempt: the second finds it started and waits for
 * its charge (ensureCharge), never a second.
 */
export async function tryPaymentAgain(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  channel: PaymentChannel,
): Promise<OnlinePaymentView> {
  const { db } = await getDb();
  const orderId = checked.id;
  // A suspended shop makes no new charge (issue 35 item 6); paying in person stays possible.
  const closed = closedShopRefusal(brand.state);
  if (closed) throw new AppError(closed.code, closed.message);
  const { order, payment } = await withPayment(db, brand, orderId);
  // Started by another request a moment ago: its charge, never a second.
  if (payment.state === "PENDING" && order.payment.method === "online")
    return chargeOrder(brand, orderId);
  const refusal =
    order.payment.method === "online"
      ? retryRefusal(order.status, paymentView(payment), Date.now())
      : "PAYMENT_ALREADY_ENDED";
  if (refusal) throw new AppError(refusal, REFUSALS[refusal]);
  const config = onlineConfigOf((await requireStorefront(brand)).storeConfigs);
  if (
    !config ||
    config.provider !== payment.provider ||
    !config.channels.includes(channel) ||
    // Off for the brand (issue 31 item 3): checkout would not offer it either.
    (config.provider === "simulator" && !simulatorAllowed(brand.id))
  )
    throw new AppError(
      "PAYMENT_METHOD_NOT_ALLOWED",
      "Choose one of the shop's ways to pay online.",
    );
  const next = payment.attempt + 1;
  await db.transaction(async (tx) => {
    // The order's row first, as every writer of an order and its payment takes them.
    const locked = await lockOrder(tx, brand.id, orderId);
    // Cancelled a moment ago (by staff, or the sweep), or switched to paying in person by another
    // tab: nothing to pay online.
    if (locked?.status !== "PENDING" || locked.payment.method !== "online")
      throw new AppError("PAYMENT_ALREADY_ENDED", REFUSALS.PAYMENT_ALREADY_ENDED);
    const [started] = await tx
      .update(onlinePayments)
      .set({
        attempt: next,
        reference: attemptReference(orderId, next),
        channel,
        state: "PENDING",
        gatewayId: null,
        action: null,
        chargingUntil: null,
        chargeError: null,
        checkedAt: null,
      })
      .where(
        and(
          eq(onlinePayments.brandId, brand.id),
          eq(onlinePayments.orderId, orderId),
          eq(onlinePayments.state, "FAILED"),
          eq(onlinePayments.attempt, payment.attempt),
        ),
      )
      .returning({ orderId: onlinePayments.orderId });
    // The charge it replaces is kept: a gateway's late word on it still finds the order.
    if (started)
      await tx
        .insert(paymentAttempts)
        .values({
          brandId: brand.id,
          reference: payment.reference,
          orderId,
          attempt: payment.attempt,
          channel: payment.channel,
          gatewayId: payment.gatewayId,
          state: "FAILED",
        })
        .onConflictDoNothing();
  });
  return chargeOrder(brand, orderId);
}

/**
 * POST …/payment/in-person: instead of paying online, the customer pays in person (cash to the
 * courier, or at the counter), where the brand offers it for the order's mode. The order becomes
 * an ordinary new order for staff; its online payment ends, and its charge is stopped at the
 * gateway (money that comes for it after all is refunded).
 */
export async function payInPerson(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  method: InPersonMethod,
): Promise<OrderDetail> {
  const { db } = await getDb();
  const orderId = checked.id;
  const { order, payment } = await withPayment(db, brand, orderId);
  const storefront = await requireStorefront(brand);
  if (!inPersonMethods(order.orderMode, storefront.storeConfigs).includes(method))
    throw new AppError(
      "PAYMENT_METHOD_NOT_ALLOWED",
      `The shop does not take ${method} for this order.`,
    );
  if (order.payment.method !== "online" || order.status !== "PENDING")
    throw new AppError("PAYMENT_ALREADY_ENDED", REFUSALS.PAYMENT_ALREADY_ENDED);
  if (payment.expiresAt.getTime() <= Date.now())
    throw new AppError("PAYMENT_TIME_UP", REFUSALS.PAYMENT_TIME_UP);
  const ended = () => new AppError("PAYMENT_ALREADY_ENDED", REFUSALS.PAYMENT_ALREADY_ENDED);
  // Whether a charge was open when the order switched: read under the order's lock, so a retry in
  // another tab either finished before (its charge is stopped) or is refused after.
  const open = await db.transaction(async (tx) => {
    // The order's row first, as every writer of an order and its payment takes them.
    const locked = await lockOrder(tx, brand.id, orderId);
    // Cancelled, or switched by another tab, a moment ago: nothing changes.
    if (locked?.status !== "PENDING" || locked.payment.method !== "online") throw ended();
    const found = await orderWithPhone(tx, brand.id, orderId);
    const [current] = await tx
      .select({ state: onlinePayments.state })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.brandId, brand.id), eq(onlinePayments.orderId, orderId)))
      .for("update");
    // Paid a moment ago: it is paid online.
    if (!found || (current?.state !== "PENDING" && current?.state !== "FAILED")) throw ended();
    await tx
      .update(onlinePayments)
      .set({ state: "FAILED", chargingUntil: null })
      .where(and(eq(onlinePayments.brandId, brand.id), eq(onlinePayments.orderId, orderId)));
    await tx
      .update(orders)
      .set({ payment: { method, confirmation: NOT_REQUIRED } })
      .where(and(eq(orders.brandId, brand.id), eq(orders.id, orderId)));
    await record(
      tx,
      brand,
      found.order,
      found.phoneNumber,
      { type: "PAYMENT_METHOD_CHANGED" },
      { kind: "customer", name: "" },
    );
    return current.state === "PENDING";
  });
  kickJobs();
  // Its charge still open: stopped at the gateway, so it is not paid after (if it is, refunded).
  if (open) await stopUnpaidCharge(brand, orderId);
  return (await customerOrderDetail(brand, order.customerId, orderId))!;
}
