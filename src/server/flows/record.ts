import "server-only";
import type { Locale } from "@/domain/locale";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { notifyChange } from "../live/live";
import { queueOrderMessage, queueSms } from "./deliver";
import { orderMessage, ordersByWhatsApp } from "../messages/order-message";
import { takenMessage } from "../messages/staff-orders";
import type { Actor, OrderEvent } from "../orders/events";
import { insertEvent } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { requireOrder } from "../orders/rows";

/**
 * The step every flow ends its transaction with: the timeline's row, the customer's message (a
 * change of status, a payment confirmed or refunded; queued by the messenger, sent after the
 * commit by the brand's channel, SMS or WhatsApp), and the live notification. `phoneNumber` null
 * sends no message: an order kept after its customer deleted their account, or money that goes
 * back.
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
  if (phoneNumber && message)
    await queueOrderMessage(tx, brand, { orderId: order.id, phoneNumber, ...message });
  await notifyChange(tx, {
    brandId: brand.id,
    orderId: order.id,
    branchId: order.branchId,
    eventId,
  });
  return eventId;
}

/**
 * Queues a text message about an order to its customer, sent once `tx` commits: one with no
 * WhatsApp template (a correction), so always by SMS.
 */
export async function tellCustomer(
  tx: Db,
  brandId: string,
  phoneNumber: string,
  message: string,
  about: { orderId: string; language: Locale },
) {
  await queueSms(tx, brandId, { phoneNumber, text: message, kind: "order", ...about });
}

/**
 * An order was placed (issue 37 item 3): its customer is told it was received, or that it waits
 * for their payment online, by WhatsApp when the brand sends order messages by it (SMS brands
 * send nothing here, as before). Staff took it by phone (issue 36 item 4): they are always told,
 * with the link to follow it, by the brand's channel (the SMS in the taken wording).
 */
export async function tellPlaced(
  tx: Db,
  brand: BrandRef,
  orderId: string,
  phoneNumber: string,
  takenByStaff: boolean,
) {
  // One read for the usual case, an order a customer placed at a brand on SMS: nothing to say.
  if (!takenByStaff && !(await ordersByWhatsApp(tx, brand.id))) return;
  const order = await requireOrder(tx, brand.id, orderId);
  const event = order.payment.method === "online" ? "PAYMENT_WAITING" : "RECEIVED";
  const message = await orderMessage(
    tx,
    brand,
    order,
    { type: "STATUS", status: "PENDING" },
    event,
    takenByStaff ? { text: await takenMessage(tx, brand, order), always: true } : {},
  );
  if (message) await queueOrderMessage(tx, brand, { orderId, phoneNumber, ...message });
}
