import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { OrderMessageView, OrderReplyView } from "@/domain/order";
import type { Db } from "../db/client";
import { customerMessages, whatsappReplies } from "../db/schema";

// What the board shows of an order's messages (issue 37 item 4): each message to its customer
// with its channel and how it went, and the customer's WhatsApp replies. Read for many orders at
// once, by the (brand, order) indexes of both tables (migration 0027).

const group = <T>(rows: (T & { orderId: string | null })[]) => {
  const byOrder = new Map<string, T[]>();
  for (const { orderId, ...rest } of rows)
    if (orderId) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), rest as T]);
  return byOrder;
};

/** The messages of each order `orderIds` names, oldest first. */
export async function messagesOfOrders(
  db: Db,
  brandId: string,
  orderIds: string[],
): Promise<Map<string, OrderMessageView[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: customerMessages.orderId,
      id: customerMessages.id,
      event: customerMessages.event,
      channel: customerMessages.channel,
      status: customerMessages.status,
      fallbackOf: customerMessages.fallbackOf,
      createdAt: customerMessages.createdAt,
    })
    .from(customerMessages)
    .where(and(eq(customerMessages.brandId, brandId), inArray(customerMessages.orderId, orderIds)))
    .orderBy(asc(customerMessages.createdAt), asc(customerMessages.id));
  return group(
    rows.map((r) => ({
      orderId: r.orderId,
      id: r.id,
      event: r.event,
      channel: r.channel,
      status: r.status,
      fallback: r.fallbackOf !== null,
      at: r.createdAt.toISOString(),
    })),
  );
}

/** The WhatsApp replies of each order `orderIds` names, oldest first. */
export async function repliesOfOrders(
  db: Db,
  brandId: string,
  orderIds: string[],
): Promise<Map<string, OrderReplyView[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: whatsappReplies.orderId,
      id: whatsappReplies.providerId,
      text: whatsappReplies.text,
      receivedAt: whatsappReplies.receivedAt,
    })
    .from(whatsappReplies)
    .where(and(eq(whatsappReplies.brandId, brandId), inArray(whatsappReplies.orderId, orderIds)))
    .orderBy(asc(whatsappReplies.receivedAt));
  return group(
    rows.map((r) => ({
      orderId: r.orderId,
      id: r.id,
      text: r.text,
      at: r.receivedAt.toISOString(),
    })),
  );
}
