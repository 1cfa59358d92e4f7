import "server-only";
import { eq } from "drizzle-orm";
import { sendsMessage } from "@/domain/account";
import type { Locale } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import type { OrderEventType, OrderStatus } from "@/domain/order";
import { shortOrderNumber } from "@/domain/order";
import type { MessageEvent } from "@/domain/order-status";
import { messageEventOf, renderMessage } from "@/domain/order-status";
import { ROUTES } from "@/domain/routes";
import { dayAndTime } from "@/domain/time";
import type { WhatsAppOrderEvent } from "@/domain/whatsapp";
import { profileOf } from "../account/profile";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import type { orders } from "../db/schema";
import { brandWhatsapp } from "../db/schema";
import { brandOrigin } from "../site-url";
import type { WhatsAppOnlyEvent } from "./templates";
import { DEFAULT_MESSAGE_TEMPLATES, messageTemplate, totalSaid } from "./templates";
import { orderParameters } from "./whatsapp-templates";

// What a customer is told when something happens to their order (issue 7, docs/orders.md): in
// their language, in the brand's wording, only for the messages they chose (issue 32 item 8).
// Each message has its text (the SMS) and its WhatsApp template's values (issue 37 item 3,
// docs/whatsapp-templates.md); the messenger (./deliver.ts) sends it by the brand's channel.

type OrderRow = typeof orders.$inferSelect;

/** A message about an order, ready for the messenger. */
export interface OrderMessage {
  event: WhatsAppOrderEvent;
  language: Locale;
  /** The SMS. */
  text: string;
  /** The WhatsApp template's values, {{1}} first. */
  parameters: string[];
}

/** The language a customer's messages are written in: their account's, else the order's. */
const messageLanguage = (
  profile: { language: Locale | null },
  order: Pick<OrderRow, "language">,
): Locale => profile.language ?? order.language;

/** The language `order`'s customer reads its messages and reasons in (messageLanguage). */
export async function customerLanguage(tx: Db, brandId: string, order: OrderRow): Promise<Locale> {
  return messageLanguage(await profileOf(tx, brandId, order.customerId), order);
}

/**
 * The events only WhatsApp tells (a brand on SMS sends none of them, as before issue 37), each
 * sent or not as the customer's choice sends the event it is most like: money always, an order
 * received as an important update.
 */
const LIKE: Record<WhatsAppOnlyEvent, MessageEvent> = {
  RECEIVED: "ACCEPTED",
  PAYMENT_WAITING: "PAID",
  REFUNDED: "PAID",
};
const isWhatsAppOnly = (event: WhatsAppOrderEvent): event is WhatsAppOnlyEvent => event in LIKE;

/** The message event, if any, a timeline event is told to the customer as. */
function messageEventFor(
  order: OrderRow,
  event: { type: OrderEventType; status?: OrderStatus },
): WhatsAppOrderEvent | null {
  if (event.type === "PAID") return "PAID";
  if (event.type === "REFUNDED") return "REFUNDED";
  if (event.type === "STATUS" && event.status)
    return messageEventOf(event.status, order.orderMode, order.scheduledFor !== null);
  return null;
}

/** Whether the brand sends its order messages by WhatsApp (alone or then SMS). */
export async function ordersByWhatsApp(tx: Db, brandId: string): Promise<boolean> {
  const [row] = await tx
    .select({ channel: brandWhatsapp.orderChannel })
    .from(brandWhatsapp)
    .where(eq(brandWhatsapp.brandId, brandId));
  return row !== undefined && row.channel !== "SMS";
}

/** The link its customer follows the order by (signed in with their number: it is theirs). */
export const trackingLink = (brand: BrandRef, orderId: string) =>
  `${brandOrigin(brand)}${ROUTES.tracking(orderId)}`;

/**
 * The message its customer gets for `event` of `order`, or null when none is sent: an event no
 * message tells, one they chose not to get, or one only WhatsApp tells at a brand on SMS.
 * `text` replaces the SMS's wording (an order staff took by phone is told so).
 */
export async function orderMessage(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  event: { type: OrderEventType; status?: OrderStatus; reason?: string | null },
  as: WhatsAppOrderEvent | null = messageEventFor(order, event),
  options: { text?: string; always?: boolean } = {},
): Promise<OrderMessage | null> {
  if (!as) return null;
  const profile = await profileOf(tx, brand.id, order.customerId);
  if (!options.always && !sendsMessage(profile.messages, isWhatsAppOnly(as) ? LIKE[as] : as))
    return null;
  if (!options.text && isWhatsAppOnly(as) && !(await ordersByWhatsApp(tx, brand.id))) return null;
  const language = messageLanguage(profile, order);
  const time = order.scheduledFor
    ? dayAndTime(order.scheduledFor.toISOString(), brand.timeZone, language)
    : "";
  const values = {
    brand: brand.name,
    order: shortOrderNumber(order.id),
    branch: order.selectedBranch.name,
    reason: event.reason ?? "",
    time,
  };
  const text =
    options.text ?? renderMessage(messageTemplate(brand.messageTemplates, language, as), values);
  const parameters = orderParameters(as, {
    ...values,
    reason: event.reason?.trim() || DEFAULT_MESSAGE_TEMPLATES[language].noReason,
    // What to pay or was paid, after its discounts and saying what they took off (issue 39); a refund
    // is the money that goes back, no more.
    amount:
      as === "REFUNDED"
        ? formatMoney(order.total, order.basket.currency)
        : totalSaid(order, language),
    link: trackingLink(brand, order.id),
  });
  return { event: as, language, text, parameters };
}
