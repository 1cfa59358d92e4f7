import "server-only";
import type { CourierView } from "@/domain/couriers";
import { couriersOf } from "./courier-views";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type {
  OrderDetail,
  OrderEventView,
  OrderMessageView,
  OrderReplyView,
  StaffOrder,
} from "@/domain/order";
import type { OnlinePaymentView } from "@/domain/online-payment";
import { customerPaymentView, paymentView, shownPayment } from "@/domain/online-payment";
import { customerEvents } from "@/domain/order-status";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { onlinePayments, orderEvents, orders, paymentAttempts } from "../db/schema";
import { messagesOfOrders, repliesOfOrders } from "./order-messages";
import type { OrdersOf } from "./queries";
import { toOrderView } from "./queries";
import type { OrderRow } from "./rows";
import { orderWithPhone } from "./rows";

// Orders as their customer and the staff board see them: the row, its timeline and its online
// payment. Read only: what changes an order is a flow (src/server/flows).

type EventRow = typeof orderEvents.$inferSelect;

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
export async function paymentsOf(db: Db, brandId: string, orderIds: string[]): Promise<Payments> {
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
 * try it again (retryFailedRefund, src/server/flows/refund.ts, takes both); a failure first. Its customer's order is paid: their page
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
  couriers: Map<string, CourierView>,
): OrderDetail {
  return {
    ...toOrderView(row, timeZone),
    events: events.map(eventView),
    onlinePayment: shownPayment(row.payment.method, payments.get(row.id)),
    courier: couriers.get(row.id) ?? null,
  };
}

/** What the board shows of the customer's messages and the courier (issue 38): per order. */
interface Talk {
  messages: Map<string, OrderMessageView[]>;
  replies: Map<string, OrderReplyView[]>;
  couriers: Map<string, CourierView>;
}

async function talkOf(db: Db, brandId: string, orderIds: string[]): Promise<Talk> {
  const [messages, replies, couriers] = await Promise.all([
    messagesOfOrders(db, brandId, orderIds),
    repliesOfOrders(db, brandId, orderIds),
    couriersOf(db, brandId, orderIds, "staff"),
  ]);
  return { messages, replies, couriers };
}

function staffView(
  row: OrderRow,
  timeZone: string,
  customer: { phoneNumber: string | null; name: string | null },
  events: EventRow[],
  payments: Payments,
  talk: Talk,
): StaffOrder {
  return {
    ...toOrderView(row, timeZone),
    onlinePayment: shownPayment(row.payment.method, payments.get(row.id)),
    courier: talk.couriers.get(row.id) ?? null,
    customerPhoneNumber: customer.phoneNumber,
    customerName: customer.name,
    takenByStaff: row.takenBy !== null,
    events: events.map((e) => ({
      ...eventView(e),
      by: e.actor === "customer" ? "customer" : e.actorName || e.actor,
    })),
    messages: talk.messages.get(row.id) ?? [],
    replies: talk.replies.get(row.id) ?? [],
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
  const [events, payments, couriers] = await Promise.all([
    eventsOf(db, brand.id, [row.id]),
    paymentsOf(db, brand.id, [row.id]),
    couriersOf(db, brand.id, [row.id], "customer"),
  ]);
  // A failed refund's reason is the gateway's own words, for staff: never sent to the customer.
  const detail = detailOf(row, brand.timeZone, customerEvents(events), payments, couriers);
  return {
    ...detail,
    onlinePayment: detail.onlinePayment && customerPaymentView(detail.onlinePayment),
  };
}

/**
 * Every order of a customer in a brand with its timeline, oldest first, as the customer sees each
 * one (customerOrderDetail), with the name it was placed under: for their copy of their data
 * (src/server/account/export.ts).
 */
export async function allCustomerOrderDetails(
  db: Db,
  brand: OrdersOf,
  customerId: string,
): Promise<(OrderDetail & { customerName: string | null })[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brand.id), eq(orders.customerId, customerId)))
    .orderBy(asc(orders.createdAt));
  const ids = rows.map((r) => r.id);
  const [events, payments, couriers] = await Promise.all([
    eventsOf(db, brand.id, ids),
    paymentsOf(db, brand.id, ids),
    couriersOf(db, brand.id, ids, "customer"),
  ]);
  const byOrder = new Map<string, EventRow[]>();
  for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
  return rows.map((row) => {
    const own = customerEvents(byOrder.get(row.id) ?? []);
    const detail = detailOf(row, brand.timeZone, own, payments, couriers);
    return {
      ...detail,
      onlinePayment: detail.onlinePayment && customerPaymentView(detail.onlinePayment),
      customerName: row.customerName,
    };
  });
}

/** One order as the staff board shows it. */
export async function staffOrder(brand: BrandRef, orderId: string): Promise<StaffOrder | null> {
  const { db } = await getDb();
  const row = await orderWithPhone(db, brand.id, orderId);
  if (!row) return null;
  const [events, payments, talk] = await Promise.all([
    eventsOf(db, brand.id, [orderId]),
    staffPaymentsOf(db, brand.id, [orderId]),
    talkOf(db, brand.id, [orderId]),
  ]);
  return staffView(row.order, brand.timeZone, row, events, payments, talk);
}

/** At most this many orders changed since a stream's Last-Event-ID are sent again on resume. */
const RESUME_LIMIT = 300;

/**
 * Orders as the board shows them (src/server/orders/board.ts), in the order given: each with its
 * timeline and its payment, read for all of them at once.
 */
export async function staffViews(
  db: Db,
  brand: BrandRef,
  rows: { order: OrderRow; phoneNumber: string | null; name: string | null }[],
): Promise<StaffOrder[]> {
  const ids = rows.map((r) => r.order.id);
  const [events, payments, talk] = await Promise.all([
    eventsOf(db, brand.id, ids),
    staffPaymentsOf(db, brand.id, ids),
    talkOf(db, brand.id, ids),
  ]);
  const byOrder = new Map<string, EventRow[]>();
  for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
  return rows.map((r) =>
    staffView(r.order, brand.timeZone, r, byOrder.get(r.order.id) ?? [], payments, talk),
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
    .limit(RESUME_LIMIT);
}
