import "server-only";
import { sendsMessage } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import type { OrderEventType, OrderStatus } from "@/domain/order";
import { shortOrderNumber } from "@/domain/order";
import type { MessageEvent } from "@/domain/order-status";
import { messageEventOf, renderMessage } from "@/domain/order-status";
import { dayAndTime } from "@/domain/time";
import { profileOf } from "../account/profile";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import type { orders } from "../db/schema";
import { messageTemplate } from "./templates";

// The text a customer gets when something happens to their order (issue 7, docs/orders.md): in
// their language, in the brand's wording, only for the messages they chose (issue 32 item 8).

type OrderRow = typeof orders.$inferSelect;

/** The language a customer's messages are written in: their account's, else the order's. */
const messageLanguage = (
  profile: { language: Locale | null },
  order: Pick<OrderRow, "language">,
): Locale => profile.language ?? order.language;

/** The language `order`'s customer reads its messages and reasons in (messageLanguage). */
export async function customerLanguage(tx: Db, brandId: string, order: OrderRow): Promise<Locale> {
  return messageLanguage(await profileOf(tx, brandId, order.customerId), order);
}

/** The message event, if any, a timeline event is told to the customer as. */
function messageEventFor(
  order: OrderRow,
  event: { type: OrderEventType; status?: OrderStatus },
): MessageEvent | null {
  if (event.type === "PAID") return "PAID";
  if (event.type === "STATUS" && event.status)
    return messageEventOf(event.status, order.orderMode, order.scheduledFor !== null);
  return null;
}

/** The text its customer gets for `event` of `order`, or null when none is sent. */
export async function orderMessage(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  event: { type: OrderEventType; status?: OrderStatus; reason?: string | null },
): Promise<string | null> {
  const messageEvent = messageEventFor(order, event);
  if (!messageEvent) return null;
  const profile = await profileOf(tx, brand.id, order.customerId);
  if (!sendsMessage(profile.messages, messageEvent)) return null;
  const language = messageLanguage(profile, order);
  return renderMessage(messageTemplate(brand.messageTemplates, language, messageEvent), {
    brand: brand.name,
    order: shortOrderNumber(order.id),
    branch: order.selectedBranch.name,
    reason: event.reason ?? "",
    time: order.scheduledFor
      ? dayAndTime(order.scheduledFor.toISOString(), brand.timeZone, language)
      : "",
  });
}
