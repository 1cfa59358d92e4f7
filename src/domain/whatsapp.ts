import type { MessageEvent } from "./order-status";

// A brand's messages to its customers by WhatsApp (issue 37, docs/whatsapp.md): which channel each
// kind of message goes by, the Cloud API's templates kedai sends, and how a message went.

/** The kinds of message a brand chooses a channel for. */
export const MESSAGE_KINDS = ["signInCode", "order"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * How a kind of message goes:
 * - `SMS`: by text message (the default, and all there was before WhatsApp).
 * - `WHATSAPP`: by WhatsApp alone.
 * - `WHATSAPP_THEN_SMS`: by WhatsApp, and by SMS too when WhatsApp refuses it, fails, or has not
 *   delivered it within the brand's fallback time.
 */
export const CHANNEL_CHOICES = ["SMS", "WHATSAPP", "WHATSAPP_THEN_SMS"] as const;
export type ChannelChoice = (typeof CHANNEL_CHOICES)[number];
export const DEFAULT_CHANNEL: ChannelChoice = "SMS";

/** The channels a message is sent by. */
export const CHANNELS = ["sms", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Seconds WhatsApp has to deliver a message before SMS takes over (WHATSAPP_THEN_SMS). */
export const FALLBACK_SECONDS = { min: 30, default: 120, max: 3600 } as const;

/**
 * How a message went, in the order it can go; a status never goes back (a "delivered" that arrives
 * after "read" changes nothing). `failed` ends it whenever it comes.
 */
export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Whether a message at `current` moves to `next` (statuses arrive out of order and twice). */
export function advancesTo(current: MessageStatus, next: MessageStatus): boolean {
  if (current === "failed") return false;
  if (next === "failed") return current !== "delivered" && current !== "read";
  return MESSAGE_STATUSES.indexOf(next) > MESSAGE_STATUSES.indexOf(current);
}

/** Whether the customer's phone has the message (no SMS needed after it). */
export const reachedPhone = (status: MessageStatus) => status === "delivered" || status === "read";

/**
 * The order messages kedai sends by WhatsApp: the SMS events (src/domain/order-status.ts) and three
 * WhatsApp adds (an order received, a payment waiting, money refunded).
 */
export const WHATSAPP_ORDER_EVENTS = [
  "RECEIVED",
  "PAYMENT_WAITING",
  "ACCEPTED",
  "ACCEPTED_FOR_LATER",
  "READY_FOR_PICKUP",
  "ON_THE_WAY",
  "COMPLETED",
  "CANCELLED",
  "PAID",
  "REFUNDED",
] as const satisfies readonly (MessageEvent | "RECEIVED" | "PAYMENT_WAITING" | "REFUNDED")[];
export type WhatsAppOrderEvent = (typeof WHATSAPP_ORDER_EVENTS)[number];

/** A template's name at Meta, as the owner submits it (docs/whatsapp.md lists each one's text). */
export const SIGN_IN_TEMPLATE = "kedai_sign_in_code";
export const ORDER_TEMPLATES: Record<WhatsAppOrderEvent, string> = {
  RECEIVED: "kedai_order_received",
  PAYMENT_WAITING: "kedai_payment_waiting",
  ACCEPTED: "kedai_order_accepted",
  ACCEPTED_FOR_LATER: "kedai_order_accepted_for_later",
  READY_FOR_PICKUP: "kedai_order_ready",
  ON_THE_WAY: "kedai_order_on_the_way",
  COMPLETED: "kedai_order_completed",
  CANCELLED: "kedai_order_cancelled",
  PAID: "kedai_order_paid",
  REFUNDED: "kedai_order_refunded",
};

/** A customer's reply that turns order messages by WhatsApp off (any case, alone on its line). */
export const OPT_OUT_WORDS = ["STOP", "BERHENTI"] as const;
export const isOptOut = (text: string) =>
  (OPT_OUT_WORDS as readonly string[]).includes(text.trim().toUpperCase());

/** The link that opens a WhatsApp conversation with `phoneNumber` (E.164, "+62…"). */
export const chatLink = (phoneNumber: string) => `https://wa.me/${phoneNumber.replace(/^\+/, "")}`;
