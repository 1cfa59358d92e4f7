import "server-only";
import { maskPhoneNumber } from "@/domain/phone";
import type { PrintKind } from "@/domain/receipt";
import { defineJob } from "../jobs/jobs";
import { PRINT_JOB_KIND } from "../printing/print-state";

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
