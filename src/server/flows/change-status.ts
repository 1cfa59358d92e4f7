import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import { awaitsPayment, shownPayment } from "@/domain/online-payment";
import { allowedFrom, canMove } from "@/domain/order-status";
import { paidInPerson } from "@/domain/payment";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import { kickJobs } from "../jobs/jobs";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { withPhone } from "../orders/rows";
import { paymentsOf, staffOrder } from "../orders/views";
import { earnFor } from "../promotions/loyalty";
import { cancelOrder } from "./cancel-order";
import { queueAutoBooking } from "./courier-jobs";
import { writePaid } from "./mark-paid";
import { ticketOnAccept } from "./print-order";
import { record } from "./record";

// Changing an order's status (issue 7, docs/orders.md): PENDING → ACCEPTED → READY → COMPLETED,
// READY may be skipped; an open order → CANCELLED is its own flow (./cancel-order.ts). Steps:
// check the move, write it (a guarded update: two people tapping at once move it once), record it
// (timeline, message, live update), send the message. An order paid in person is paid when it is
// completed, in the same transaction (issue 36 item 5, docs/till.md), and a completed order earns
// its customer's stamps or points there too (issue 39 item 4, decision 0050).

/** The 409 of a move the rules forbid, also when someone else moved the order a moment ago. */
export const illegalMove = (from: OrderStatus, to: OrderStatus) =>
  new AppError("INVALID_STATUS_CHANGE", `An order that is ${from} cannot become ${to}.`, {
    details: { from, to },
  });

/** Moves the order to `to` unless someone moved it meanwhile (then 409). */
export async function moveStatus(tx: Db, brandId: string, order: OrderRow, to: OrderStatus) {
  const [moved] = await tx
    .update(orders)
    .set({ status: to })
    .where(
      and(
        eq(orders.brandId, brandId),
        eq(orders.id, order.id),
        inArray(orders.status, allowedFrom(to)),
      ),
    )
    .returning({ id: orders.id });
  if (!moved) throw illegalMove(order.status, to);
}

/**
 * Moves `checked` (an order the caller may act on: staff of its branch, the operator) to `to`; a
 * cancel needs `reason`.
 */
export async function changeOrderStatus(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  to: OrderStatus,
  actor: Actor,
  reason?: string,
): Promise<StaffOrder> {
  if (to === "CANCELLED") return cancelOrder(brand, checked, actor, reason);
  const { db } = await getDb();
  const { order, phoneNumber } = await withPhone(db, brand.id, checked.id);
  if (!canMove(order.status, to)) throw illegalMove(order.status, to);
  // Paid online and not paid yet: staff may only cancel it (issue 20 item 7).
  const onlinePayment = shownPayment(
    order.payment.method,
    (await paymentsOf(db, brand.id, [order.id])).get(order.id),
  );
  if (awaitsPayment({ status: order.status, onlinePayment }))
    throw new AppError("AWAITING_PAYMENT", "This order is waiting for its online payment.");
  await db.transaction(async (tx) => {
    await applyStatus(tx, brand, order, phoneNumber, to, actor);
    // The branch's courier, booked by a job when its rule says (issue 38): never waited for here,
    // and only on staff's taps (a courier's own pickup moving the order is no cue to book one).
    if (to === "ACCEPTED") await queueAutoBooking(tx, brand, order, "accepted");
    if (to === "READY") await queueAutoBooking(tx, brand, order, "ready");
  });
  kickJobs();
  return (await staffOrder(brand, order.id))!;
}

/**
 * In `tx`: moves `order` to `to` as staff do (the caller checked the move): the guarded update,
 * the cash of an order paid in person on completion, the record (timeline, message, live update)
 * and the ticket on acceptance. Staff's taps and a courier's statuses (./courier-update.ts) both.
 */
export async function applyStatus(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  phoneNumber: string | null,
  to: Exclude<OrderStatus, "CANCELLED">,
  actor: Actor,
): Promise<void> {
  await moveStatus(tx, brand.id, order, to);
  // Handed over: the cash came with it (a PAID event before COMPLETED; once, if tapped before).
  if (to === "COMPLETED" && paidInPerson(order.payment.method))
    await writePaid(tx, brand, order, phoneNumber, actor);
  // Its customer's stamps or points (issue 39 item 4), staff-taken orders too: once per order.
  if (to === "COMPLETED") await earnFor(tx, brand.id, order);
  await record(tx, brand, order, phoneNumber, { type: "STATUS", status: to }, actor);
  if (to === "ACCEPTED") await ticketOnAccept(tx, brand.id, order);
}
