import "server-only";
import { maskPhoneNumber } from "@/domain/phone";
import { defineJob } from "../jobs/jobs";

// The kinds of job the flows queue, with their payloads. Their handlers: ./work.ts.

/** A text message to a customer. */
export interface SmsJob {
  to: string;
  message: string;
}
export const smsJob = defineJob<SmsJob>("sms", ({ to }) => ({ to: maskPhoneNumber(to) }));

/** The refund of a cancelled order paid online (issue 20 item 6). */
export interface RefundJob {
  orderId: string;
  /** A charge the customer replaced, paid after all (issue 32 item 6); else the order's own. */
  reference?: string;
}
export const refundJob = defineJob<RefundJob>("refund");
