import "server-only";
import type { Locale } from "@/domain/locale";
import { maskPhoneNumber } from "@/domain/phone";
import type { MessageKind } from "@/domain/whatsapp";
import type { PrintKind } from "@/domain/receipt";
import { defineJob } from "../jobs/jobs";
import { PRINT_JOB_KIND } from "../printing/print-state";

// The kinds of job the flows queue, with their payloads. Their handlers: ./work.ts.

/** A text message to a customer. */
export interface SmsJob {
  to: string;
  message: string;
  /** Its row in customer_messages (issue 37), marked sent or failed; none in jobs queued before. */
  messageId?: string;
}
export const smsJob = defineJob<SmsJob>("sms", ({ to }) => ({ to: maskPhoneNumber(to) }));

/** What a message says and to whom, kept for its SMS should WhatsApp not deliver it (issue 37). */
export interface MessageContent {
  to: string;
  /** The SMS's text, in the customer's language. */
  text: string;
  language: Locale;
  kind: MessageKind;
  orderId?: string;
  event?: string;
}

/** A WhatsApp template message to a customer (issue 37): its row in customer_messages. */
export interface WhatsappJob extends MessageContent {
  messageId: string;
  template: string;
  parameters: string[];
}
export const whatsappJob = defineJob<WhatsappJob>("whatsapp", ({ to, messageId, template }) => ({
  to: maskPhoneNumber(to),
  messageId,
  template,
}));

/**
 * The brand's fallback time after a WhatsApp message went (WHATSAPP_THEN_SMS): its SMS, unless the
 * message reached the phone or an SMS went already. A failed receipt runs it at once.
 */
export interface WhatsappFallbackJob extends MessageContent {
  messageId: string;
  /**
   * A sign-in code's SMS, `{ code, text }` sealed (src/server/payments/credentials.ts): a code is
   * never in clear at rest. `text` is then empty.
   */
  sealedCode?: string;
}
export const whatsappFallbackJob = defineJob<WhatsappFallbackJob>(
  "whatsapp-fallback",
  ({ to, messageId }) => ({ to: maskPhoneNumber(to), messageId }),
);

/** The refund of a cancelled order paid online (issue 20 item 6). */
export interface RefundJob {
  orderId: string;
  /** A charge the customer replaced, paid after all (issue 32 item 6); else the order's own. */
  reference?: string;
}
export const refundJob = defineJob<RefundJob>("refund");

/** An order's ticket or receipt for its branch's network printer (issue 36 item 2). */
export interface PrintJob {
  orderId: string;
  branchId: string;
  kind: PrintKind;
  /** Accepting the order asked for it (its branch's setting), or staff did. */
  by: "accept" | "staff";
}
export const printJob = defineJob<PrintJob>(PRINT_JOB_KIND, ({ orderId, kind, by }) => ({
  orderId,
  kind,
  by,
}));

/**
 * The WhatsApp stand-in's receipts of a message it took (issue 37: demos and tests), sent to the
 * brand's webhook as Meta would send them.
 */
export interface StandinReceiptJob {
  providerId: string;
  /** The customer, E.164: the receipt's recipient. */
  to: string;
  statuses: ("delivered" | "read" | "failed")[];
}
export const standinReceiptJob = defineJob<StandinReceiptJob>(
  "whatsapp-standin-receipt",
  ({ to, statuses }) => ({ to: maskPhoneNumber(to), statuses }),
);
