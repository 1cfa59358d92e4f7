import "server-only";
import type { PaymentAction, PaymentState } from "./gateway";

// The shapes Midtrans' Core API answers with, and how kedai reads them. Every field is optional
// here: Midtrans adds and drops fields by payment method, and the adapter checks what it needs.
// Charge answers: https://docs.midtrans.com/docs/coreapi-e-money-integration,
// https://docs.midtrans.com/docs/coreapi-core-api-bank-transfer-integration; status answers:
// https://docs.midtrans.com/docs/get-status-api-requests.

export interface MidtransAction {
  name: string;
  method?: string;
  url: string;
}

export interface MidtransRefundEntry {
  refund_chargeback_id?: number | string;
  refund_amount?: string;
  refund_key?: string;
  created_at?: string;
  bank_confirmed_at?: string;
}

/** A charge, status, cancel, refund or notification body: one transaction's fields. */
export interface MidtransAnswer {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  order_id?: string;
  gross_amount?: string;
  currency?: string;
  payment_type?: string;
  transaction_time?: string;
  transaction_status?: string;
  fraud_status?: string;
  settlement_time?: string;
  expiry_time?: string;
  signature_key?: string;
  actions?: MidtransAction[];
  qr_string?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  refund_chargeback_id?: number | string;
  refund_amount?: string;
  refund_key?: string;
  refunds?: MidtransRefundEntry[];
}

/**
 * transaction_status (and fraud_status) as kedai's state. Sources:
 * https://docs.midtrans.com/docs/https-notification-webhooks#status-definition and
 * https://docs.midtrans.com/docs/transaction-status-cycle.
 *
 * - settlement/capture are paid only when fraud_status is absent or `accept` (the docs' rule for
 *   "safe to deliver"); `challenge` waits (PENDING), `deny` failed.
 * - partial_refund is PAID: kedai refunds only in full (PaymentGateway.refund), so a partial
 *   refund was made outside kedai (the Midtrans dashboard) and the order was still paid for;
 *   calling it REFUNDED would tell staff the customer got everything back.
 * - authorize (card pre-authorisation, not a channel kedai offers) is PENDING.
 * - chargeback and anything unknown return null: the caller refuses to guess.
 */
export function stateOf(answer: MidtransAnswer): PaymentState | null {
  const fraud = answer.fraud_status;
  switch (answer.transaction_status) {
    case "settlement":
    case "capture":
      if (fraud === undefined || fraud === "accept") return "PAID";
      return fraud === "deny" ? "FAILED" : "PENDING";
    case "partial_refund":
      return "PAID";
    case "pending":
    case "authorize":
      return "PENDING";
    case "expire":
      return "EXPIRED";
    case "cancel":
    case "deny":
    case "failure":
      return "FAILED";
    case "refund":
      return "REFUNDED";
    default:
      return null;
  }
}

/** Midtrans' times are "YYYY-MM-DD HH:MM:SS" in Western Indonesian Time (GMT+7). */
export function parseWib(value: string | undefined): Date | undefined {
  const match = value && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}+07:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** custom_expiry.order_time's format: "YYYY-MM-DD HH:MM:SS +0700". */
export function formatWib(date: Date): string {
  const wib = new Date(date.getTime() + 7 * 3600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/** When the answer says its state came about; `now` when it does not say. */
export function happenedAt(answer: MidtransAnswer, state: PaymentState, now: Date): Date {
  if (state === "PAID") return parseWib(answer.settlement_time) ?? now;
  if (state === "EXPIRED") return parseWib(answer.expiry_time) ?? now;
  if (state === "REFUNDED") {
    const last = answer.refunds?.at(-1);
    return parseWib(last?.bank_confirmed_at ?? last?.created_at) ?? now;
  }
  return now;
}

const actionUrl = (answer: MidtransAnswer, name: string) =>
  answer.actions?.find((a) => a.name === name)?.url;

/**
 * What the customer does to pay, read from a charge (or status) answer; null when the answer
 * does not carry it (the status answer of an e-wallet charge has no actions or qr_string).
 */
export function actionOf(answer: MidtransAnswer): PaymentAction | null {
  switch (answer.payment_type) {
    case "qris":
      return answer.qr_string ? { kind: "qr", qrString: answer.qr_string } : null;
    case "gopay": {
      // The deeplink opens the Gojek/GoPay app on the phone; on a computer it leads nowhere
      // payable, so `url` is the QR image (scanned with any QRIS app), falling back to the
      // deeplink when Midtrans sent no QR. https://docs.midtrans.com/docs/coreapi-e-money-integration
      const deeplink = actionUrl(answer, "deeplink-redirect");
      const qr = actionUrl(answer, "generate-qr-code");
      const url = qr ?? deeplink;
      if (!url) return null;
      return deeplink && deeplink !== url
        ? { kind: "redirect", url, mobileUrl: deeplink }
        : { kind: "redirect", url };
    }
    case "shopeepay": {
      const deeplink = actionUrl(answer, "deeplink-redirect");
      return deeplink ? { kind: "redirect", url: deeplink } : null;
    }
    case "bank_transfer": {
      if (answer.permata_va_number) {
        return { kind: "va", bank: "permata", accountNumber: answer.permata_va_number };
      }
      const va = answer.va_numbers?.[0];
      return va ? { kind: "va", bank: va.bank, accountNumber: va.va_number } : null;
    }
    case "echannel":
      // Mandiri Bill: the customer picks the biller (company) code, e.g. 70012, in Livin' or
      // at the ATM, then types the bill key. accountNumber is the two run together, biller code
      // first (the docs' field table swaps the two descriptions; its samples show biller_code
      // "70012" and a 12-digit bill_key).
      // https://docs.midtrans.com/docs/coreapi-core-api-bank-transfer-integration
      return answer.biller_code && answer.bill_key
        ? { kind: "va", bank: "mandiri", accountNumber: `${answer.biller_code}${answer.bill_key}` }
        : null;
    default:
      return null;
  }
}
