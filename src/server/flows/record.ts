import "server-only";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { enqueueJob } from "../jobs/jobs";
import { notifyChange } from "../live/live";
import { orderMessage } from "../messages/order-message";
import { takenMessage } from "../messages/staff-orders";
import type { Actor, OrderEvent } from "../orders/events";
import { insertEvent } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { requireOrder } from "../orders/rows";
import { smsJob } from "./jobs";

/**
 * The step every flow ends its transaction with: the timeline's row, the customer's message (a
 * change of status, a payment confirmed; queued, sent after the commit), and the live
 * notification. `phoneNumber` null sends no message: an order kept after its customer deleted
 * their account, or money that goes back.
 */
export async function record(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  phoneNumber: string | null,
  event: OrderEvent,
  actor: Actor,
): Promise<number> {
  const eventId = await insertEvent(tx, brand.id, order.id, event, actor);
  const message = phoneNumber && (await orderMessage(tx, brand, order, event));
  if (phoneNumber && message) await tellCustomer(tx, brand.id, phoneNumber, message);
  await notifyChange(tx, {
    brandId: brand.id,
    orderId: order.id,
    branchId: order.branchId,
    eventId,
  });
  return eventId;
}

/** Queues a text message to an order's customer, sent once `tx` commits. */
export async function tellCustomer(tx: Db, brandId: string, phoneNumber: string, message: string) {
  await enqueueJob(tx, brandId, smsJob, { to: phoneNumber, message });
}

/**
 * Staff took the order `orderId` for its customer by phone (issue 36 item 4): they are told, with
 * the link to follow it, in the transaction that writes it.
 */
export async function tellTaken(tx: Db, brand: BrandRef, orderId: string, phoneNumber: string) {
  const order = await requireOrder(tx, brand.id, orderId);
  await tellCustomer(tx, brand.id, phoneNumber, await takenMessage(tx, brand, order));
}
