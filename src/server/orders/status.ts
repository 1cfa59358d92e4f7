import "server-only";
import type { Scope } from "../access";
import { covers, notYourBranch } from "../access";
import { and, asc, desc, eq, gt, gte, inArray, notInArray, sql } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type {
  OrderActor,
  OrderDetail,
  OrderEventType,
  OrderEventView,
  OrderStatus,
  StaffOrder,
} from "@/domain/order";
import { ORDER_ID_PATTERN, shortOrderNumber } from "@/domain/order";
import type { MessageEvent } from "@/domain/order-status";
import {
  allowedFrom,
  canMove,
  customerEvents,
  messageEventOf,
  OPEN_STATUSES,
  renderMessage,
} from "@/domain/order-status";
import { messageTemplate } from "./messages";
import { startOfDayIn } from "@/domain/time";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import {
  customerProfiles,
  customers,
  onlinePayments,
  orderEvents,
  orders,
  paymentAttempts,
} from "../db/schema";
import { profileOf } from "../account/profile";
import { sendsMessage } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import type { OnlinePaymentView } from "@/domain/online-payment";
import { awaitsPayment, customerPaymentView, shownPayment } from "@/domain/online-payment";
import { paymentView, refundOnCancel, stopUnpaidCharge } from "../payments/online";
import { AppError } from "../errors";
import { enqueueJob, kickJobs } from "../jobs/jobs";
import { notifyChange } from "./live";
import type { OrdersOf } from "./queries";
import { toOrderView } from "./queries";
import { dayAndTime } from "@/domain/time";

// Changes to an order after it is placed (issue 7, docs/orders.md): one guarded update, its
// timeline event, the customer's message and the live notification, all in one transaction.

/** Who made a change: shown on the staff board's timeline, never to the customer. */
export interface Actor {
  kind: OrderActor;
  name: string;
}

export type { Scope };

type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

const notFound = () => new AppError("ORDER_NOT_FOUND");

/** An order id from a path: anything that cannot be one of ours is the same 404 as a missing order. */
export function requireOrderId(orderId: string): string {
  if (!ORDER_ID_PATTERN.test(orderId)) throw notFound();
  return orderId;
}

/** The order id of a path `/api/orders/{brandId}/{orderId}`: another brand's path is the same 404. */
export function requireOrderInPath(
  brand: BrandRef,
  params: { brandId: string; orderId: string },
): string {
  if (params.brandId !== brand.id) throw notFound();
  return requireOrderId(params.orderId);
}

/**
 * Orders with their customer's phone number and the name they gave this brand: what staff see. An
 * order kept after its customer deleted their account has neither (docs/privacy.md).
 */
const ordersWithPhone = (db: Db) =>
  db
    .select({ order: orders, phoneNumber: customers.phoneNumber, name: customerProfiles.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(
      customerProfiles,
      and(
        eq(customerProfiles.brandId, orders.brandId),
        eq(customerProfiles.customerId, orders.customerId),
      ),
    );

export async function orderWithPhone(db: Db, brandId: string, orderId: string) {
  const [row] = await ordersWithPhone(db).where(
    and(eq(orders.brandId, brandId), eq(orders.id, orderId)),
  );
  return row;
}

/** The order if it exists in this brand and the caller may act on it: 404 or 403 otherwise. */
async function orderInScope(db: Db, brand: BrandRef, orderId: string, scope: Scope) {
  const row = await orderWithPhone(db, brand.id, orderId);
  if (!row) throw notFound();
  if (!covers(scope, row.order.branchId)) throw notYourBranch();
  return row;
}

/**
 * Inside a transaction: the timeline row, the customer's message (a change of status, a payment
 * confirmed), and the live notification.
 */
/** The language a customer's messages are written in: their account's, else the order's. */
export const messageLanguage = (
  profile: { language: Locale | null },
  order: Pick<OrderRow, "language">,
): Locale => profile.language ?? order.language;

/** The language `order`'s customer reads its messages and reasons in (messageLanguage). */
export async function customerLanguage(tx: Db, brandId: string, order: OrderRow): Promise<Locale> {
  return messageLanguage(await profileOf(tx, brandId, order.customerId), order);
}

export async function record(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  phoneNumber: string | null,
  event: { type: OrderEventType; status?: OrderStatus; reason?: string | null },
  actor: Actor,
): Promise<number> {
  const [inserted] = await tx
    .insert(orderEvents)
    .values({
      brandId: brand.id,
      orderId: order.id,
      type: event.type,
      status: event.status ?? null,
      reason: event.reason ?? null,
      actor: actor.kind,
      actorName: actor.name,
    })
    .returning({ id: orderEvents.id });
  const eventId = inserted!.id;
  const messageEvent: MessageEvent | null =
    event.type === "PAID"
      ? "PAID"
      : event.type === "STATUS" && event.status
        ? messageEventOf(event.status, order.orderMode, order.scheduledFor !== null)
        : null;
  // An order kept after its customer deleted their account has no number to text.
  if (messageEvent && phoneNumber) {
    // The customer's choices at this brand (issue 32 item 8): which messages, in which language.
    const profile = await profileOf(tx, brand.id, order.customerId);
    if (sendsMessage(profile.messages, messageEvent)) {
      const language = messageLanguage(profile, order);
      const template = messageTemplate(brand.messageTemplates, language, messageEvent);
      const message = renderMessage(template, {
        brand: brand.name,
        order: shortOrderNumber(order.id),
        branch: order.selectedBranch.name,
        reason: event.reason ?? "",
        time: order.scheduledFor
          ? dayAndTime(order.scheduledFor.toISOString(), brand.timeZone, language)
          : "",
      });
      await enqueueJob(tx, brand.id, "sms", { to: phoneNumber, message });
    }
  }
  await notifyChange(tx, {
    brandId: brand.id,
    orderId: order.id,
    branchId: order.branchId,
    eventId,
  });
  return eventId;
}

/**
 * Moves an order to `to` (PENDING → ACCEPTED → READY → COMPLETED, READY may be skipped; an open
 * order → CANCELLED with a reason). Any other move is a 409, also when two people tap at once: the update only applies
 * while the order is still in a status that may move to `to`.
 */
export async function changeOrderStatus(
  brand: BrandRef,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  scope: Scope,
  reason?: string,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const { order, phoneNumber } = await orderInScope(db, brand, orderId, scope);
  const from = order.status;
  const illegal = () =>
    new AppError("INVALID_STATUS_CHANGE", `An order that is ${from} cannot become ${to}.`, {
      details: { from, to },
    });
  if (!canMove(from, to)) throw illegal();
  // Paid online and not paid yet: staff may only cancel it (issue 20 item 7).
  const onlinePayment = shownPayment(
    order.payment.method,
    (await paymentsOf(db, brand.id, [order.id])).get(order.id),
  );
  if (to !== "CANCELLED" && awaitsPayment({ status: from, onlinePayment }))
    throw new AppError("AWAITING_PAYMENT", "This order is waiting for its online payment.");
  const why = reason?.trim() || null;
  if (to === "CANCELLED" && !why)
    throw new AppError("REASON_REQUIRED", "reason: say why the order is cancelled");
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: to })
      .where(
        and(
          eq(orders.brandId, brand.id),
          eq(orders.id, order.id),
          inArray(orders.status, allowedFrom(to)),
        ),
      )
      .returning({ id: orders.id });
    if (!moved) throw illegal(); // someone else moved it a moment ago
    // Paid online: the money goes back (a job, retried; a failure shows on the board).
    if (to === "CANCELLED") await refundOnCancel(tx, brand.id, order.id);
    await record(
      tx,
      brand,
      order,
      phoneNumber,
      { type: "STATUS", status: to, reason: to === "CANCELLED" ? why : null },
      actor,
    );
  });
  kickJobs();
  // Unpaid online: stopped at the gateway, so it is not paid after (if it is, it is refunded).
  if (to === "CANCELLED") await stopUnpaidCharge(brand, order.id);
  return (await staffOrder(brand, order.id))!;
}

/** Records a confirmed transfer (staff checked the proof). Marking it twice changes nothing. */
export async function markOrderPaid(
  brand: BrandRef,
  orderId: string,
  actor: Actor,
  scope: Scope,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const { order, phoneNumber } = await orderInScope(db, brand, orderId, scope);
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

function eventView(e: EventRow): OrderEventView {
  return {
    id: e.id,
    type: e.type,
    status: e.status,
    at: e.createdAt.toISOString(),
    reason: e.reason,
  };
}

async function eventsOf(db: Db, brandId: string, orderIds: string[]): Promise<EventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.brandId, brandId), inArray(orderEvents.orderId, orderIds)))
    .orderBy(asc(orderEvents.id));
}

type Payments = Map<string, OnlinePaymentView>;

/** The online payments of these orders (issue 20), by order id. */
async function paymentsOf(db: Db, brandId: string, orderIds: string[]): Promise<Payments> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.brandId, brandId), inArray(onlinePayments.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId, paymentView(r)]));
}

/**
 * For staff: the online payments of these orders, with the refund of a replaced charge paid after
 * all (issue 32 item 6) when it is on its way or failed, as the order's own: staff see it, and
 * try it again (retryRefund takes both); a failure first. Its customer's order is paid: their page
 * does not say "refunded".
 */
async function staffPaymentsOf(db: Db, brandId: string, orderIds: string[]): Promise<Payments> {
  if (orderIds.length === 0) return new Map();
  const [views, refunds] = await Promise.all([
    paymentsOf(db, brandId, orderIds),
    db
      .select({
        orderId: paymentAttempts.orderId,
        state: paymentAttempts.refundState,
        error: paymentAttempts.refundError,
      })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.brandId, brandId),
          inArray(paymentAttempts.orderId, orderIds),
          inArray(paymentAttempts.refundState, ["PENDING", "FAILED"]),
        ),
      ),
  ]);
  for (const { orderId, state, error } of refunds) {
    const view = views.get(orderId);
    if (!view || !state || view.refund?.state === "FAILED") continue;
    if (state === "FAILED" || !view.refund)
      views.set(orderId, { ...view, refund: { state, error } });
  }
  return views;
}

function detailOf(
  row: OrderRow,
  timeZone: string,
  events: EventRow[],
  payments: Payments,
): OrderDetail {
  return {
    ...toOrderView(row, timeZone),
    events: events.map(eventView),
    onlinePayment: shownPayment(row.payment.method, payments.get(row.id)),
  };
}

function staffView(
  row: OrderRow,
  timeZone: string,
  customer: { phoneNumber: string | null; name: string | null },
  events: EventRow[],
  payments: Payments,
): StaffOrder {
  return {
    ...toOrderView(row, timeZone),
    onlinePayment: shownPayment(row.payment.method, payments.get(row.id)),
    customerPhoneNumber: customer.phoneNumber,
    customerName: customer.name,
    events: events.map((e) => ({
      ...eventView(e),
      by: e.actor === "customer" ? "customer" : e.actorName || e.actor,
    })),
  };
}

/** One order with its timeline, only if it belongs to this customer of this brand. */
export async function customerOrderDetail(
  brand: OrdersOf,
  customerId: string,
  orderId: string,
): Promise<OrderDetail | null> {
  const { db } = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.brandId, brand.id), eq(orders.id, orderId), eq(orders.customerId, customerId)),
    );
  if (!row) return null;
  const [events, payments] = await Promise.all([
    eventsOf(db, brand.id, [row.id]),
    paymentsOf(db, brand.id, [row.id]),
  ]);
  // A failed refund's reason is the gateway's own words, for staff: never sent to the customer.
  const detail = detailOf(row, brand.timeZone, customerEvents(events), payments);
  return {
    ...detail,
    onlinePayment: detail.onlinePayment && customerPaymentView(detail.onlinePayment),
  };
}

/**
 * Every order of a customer in a brand with its timeline, oldest first, as the customer sees each
 * one (customerOrderDetail): for their copy of their data (src/server/account/export.ts).
 */
export async function allCustomerOrderDetails(
  db: Db,
  brand: OrdersOf,
  customerId: string,
): Promise<OrderDetail[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brand.id), eq(orders.customerId, customerId)))
    .orderBy(asc(orders.createdAt));
  const ids = rows.map((r) => r.id);
  const [events, payments] = await Promise.all([
    eventsOf(db, brand.id, ids),
    paymentsOf(db, brand.id, ids),
  ]);
  const byOrder = new Map<string, EventRow[]>();
  for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
  return rows.map((row) => {
    const own = customerEvents(byOrder.get(row.id) ?? []);
    const detail = detailOf(row, brand.timeZone, own, payments);
    return {
      ...detail,
      onlinePayment: detail.onlinePayment && customerPaymentView(detail.onlinePayment),
    };
  });
}

/** One order as the staff board shows it. */
export async function staffOrder(brand: BrandRef, orderId: string): Promise<StaffOrder | null> {
  const { db } = await getDb();
  const row = await orderWithPhone(db, brand.id, orderId);
  if (!row) return null;
  const [events, payments] = await Promise.all([
    eventsOf(db, brand.id, [orderId]),
    staffPaymentsOf(db, brand.id, [orderId]),
  ]);
  return staffView(row.order, brand.timeZone, row, events, payments);
}

/** The order's branch, for a caller that must check the scope first (live streams). */
export async function orderBranch(
  brandId: string,
  orderId: string,
): Promise<{ branchId: string; customerId: string } | null> {
  const { db } = await getDb();
  const [row] = await db
    .select({ branchId: orders.branchId, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
  return row ?? null;
}

/** Finished orders of today shown on the board; open ones are always all there. */
const BOARD_LIMIT = 300;

/**
 * The staff board: every open order of the caller's branches, however old, and today's finished
 * ones (in the brand's time zone, at most BOARD_LIMIT), newest first.
 */
export async function boardOrders(brand: BrandRef, role: StaffRole): Promise<StaffOrder[]> {
  if (role.branchIds.length === 0) return [];
  const { db } = await getDb();
  const mine = and(eq(orders.brandId, brand.id), inArray(orders.branchId, role.branchIds));
  const [open, finished] = await Promise.all([
    ordersWithPhone(db)
      .where(and(mine, inArray(orders.status, [...OPEN_STATUSES])))
      .orderBy(desc(orders.createdAt)),
    ordersWithPhone(db)
      .where(
        and(
          mine,
          notInArray(orders.status, [...OPEN_STATUSES]),
          gte(orders.createdAt, startOfDayIn(brand.timeZone, new Date())),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(BOARD_LIMIT),
  ]);
  const rows = [...open, ...finished].sort(
    (x, y) => y.order.createdAt.getTime() - x.order.createdAt.getTime(),
  );
  const ids = rows.map((r) => r.order.id);
  const [events, payments] = await Promise.all([
    eventsOf(db, brand.id, ids),
    staffPaymentsOf(db, brand.id, ids),
  ]);
  const byOrder = new Map<string, EventRow[]>();
  for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
  return rows.map((r) =>
    staffView(r.order, brand.timeZone, r, byOrder.get(r.order.id) ?? [], payments),
  );
}

/** Orders of the caller's branches with a timeline event after `afterEventId` (stream resume). */
export async function ordersChangedSince(
  brand: BrandRef,
  role: StaffRole,
  afterEventId: number,
): Promise<{ orderId: string; eventId: number }[]> {
  if (role.branchIds.length === 0) return [];
  const { db } = await getDb();
  const latest = sql<number>`max(${orderEvents.id})`.mapWith(Number);
  return db
    .select({ orderId: orderEvents.orderId, eventId: latest })
    .from(orderEvents)
    .innerJoin(
      orders,
      and(eq(orders.brandId, orderEvents.brandId), eq(orders.id, orderEvents.orderId)),
    )
    .where(
      and(
        eq(orderEvents.brandId, brand.id),
        gt(orderEvents.id, afterEventId),
        inArray(orders.branchId, role.branchIds),
      ),
    )
    .groupBy(orderEvents.orderId)
    .orderBy(latest)
    .limit(BOARD_LIMIT);
}
