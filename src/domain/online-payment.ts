// Issue 20 (docs/payments.md): paying online through the brand's payment gateway. Pure rules,
// shared by the brand file, checkout, the server's payment flow and the staff board.

/** The gateways kedai speaks to; `simulator` is the built-in one (the embedded default, demos). */
export const PAYMENT_PROVIDERS = ["midtrans", "xendit", "simulator"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** How a customer pays online: QRIS, an e-wallet, or a bank's virtual account. */
export const PAYMENT_CHANNELS = [
  "QRIS",
  "GOPAY",
  "OVO",
  "DANA",
  "SHOPEEPAY",
  "VA_BCA",
  "VA_BNI",
  "VA_BRI",
  "VA_MANDIRI",
  "VA_PERMATA",
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** What each gateway can take (Midtrans' Core API has no OVO or DANA). */
export const PROVIDER_CHANNELS: Record<PaymentProvider, readonly PaymentChannel[]> = {
  midtrans: PAYMENT_CHANNELS.filter((c) => c !== "OVO" && c !== "DANA"),
  xendit: PAYMENT_CHANNELS,
  simulator: PAYMENT_CHANNELS,
};

/** Where a payment stands at the gateway. */
export const ONLINE_PAYMENT_STATES = ["PENDING", "PAID", "EXPIRED", "FAILED", "REFUNDED"] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/** How long an order waits for its online payment, unless the brand says otherwise. */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 15;

/**
 * The state a payment moves to when the gateway reports `incoming`, or null when the report
 * changes nothing: the same state again (a repeated notification), or one that came out of order
 * (a "pending" after the payment was made). Money that arrives after kedai gave up on the payment
 * (EXPIRED, FAILED) is PAID all the same: the order is then cancelled, so it is refunded.
 */
export function nextPaymentState(
  current: OnlinePaymentState,
  incoming: OnlinePaymentState,
): OnlinePaymentState | null {
  if (incoming === current) return null;
  switch (incoming) {
    case "PENDING":
      return null;
    case "PAID":
      return current === "REFUNDED" ? null : "PAID";
    case "EXPIRED":
    case "FAILED":
      return current === "PENDING" ? incoming : null;
    case "REFUNDED":
      return current === "PAID" ? "REFUNDED" : null;
  }
}

/** What the customer does to pay: scan a QR, open an e-wallet, or transfer to a virtual account. */
export type PaymentAction =
  | { kind: "qr"; qrString: string }
  | { kind: "redirect"; url: string; mobileUrl?: string }
  | { kind: "va"; bank: string; accountNumber: string };

/** An order's online payment as its customer and the staff board see it. */
export interface OnlinePaymentView {
  provider: PaymentProvider;
  channel: PaymentChannel;
  state: OnlinePaymentState;
  /** The gateway's reference of the current attempt (`attemptReference`). */
  reference: string;
  /** Which attempt this is: 1 for the charge made at checkout, one more for each "Try again". */
  attempt: number;
  amount: number;
  currency: string;
  /** What to do to pay; null until the gateway made the charge (or when it could not). */
  action: PaymentAction | null;
  /** ISO 8601: after this the order is cancelled unless paid. */
  expiresAt: string;
  /** The refund of a cancelled paid order: where it stands, and why it failed if it did. */
  refund: { state: "PENDING" | "DONE" | "FAILED"; error: string | null } | null;
}

/** A payment as kedai keeps it (src/server/db/schema.ts `online_payments`). */
export type PaymentRecord = Omit<OnlinePaymentView, "expiresAt" | "refund"> & {
  expiresAt: Date;
  refundState: NonNullable<OnlinePaymentView["refund"]>["state"] | null;
  refundError: string | null;
};

/** The payment as its customer and staff see it. */
export const paymentView = (row: PaymentRecord): OnlinePaymentView => ({
  provider: row.provider,
  channel: row.channel,
  state: row.state,
  reference: row.reference,
  attempt: row.attempt,
  amount: row.amount,
  currency: row.currency,
  action: row.action,
  expiresAt: row.expiresAt.toISOString(),
  refund: row.refundState ? { state: row.refundState, error: row.refundError } : null,
});

/** The payment as its customer sees it: a failed refund's reason is the gateway's, for staff. */
export const customerPaymentView = (view: OnlinePaymentView): OnlinePaymentView =>
  view.refund ? { ...view, refund: { ...view.refund, error: null } } : view;

/**
 * Staff prepare an order paid online only once it is paid (issue 20 item 7). A payment that failed
 * still leaves the order waiting: its customer may try again until its time runs out (issue 32
 * item 6), when kedai's sweep cancels it.
 */
export const awaitsPayment = (order: {
  status: string;
  onlinePayment?: Pick<OnlinePaymentView, "state"> | null;
}) =>
  order.status === "PENDING" &&
  (order.onlinePayment?.state === "PENDING" || order.onlinePayment?.state === "FAILED");

/**
 * The tracking page's headline while the order waits for its online payment (issue 32 item 6):
 * it waits for the customer, not the kitchen, so it does not say it "will start preparing soon".
 */
export const waitsForCustomerPayment = (order: {
  status: string;
  payment: { method: string };
  onlinePayment?: Pick<OnlinePaymentView, "state"> | null;
}) => order.payment.method === "online" && awaitsPayment(order);

// Trying again after a failed payment (issue 32 item 6, docs/payments.md "When a payment fails").

/** How many charges one order may have: the first and four more. */
export const MAX_PAYMENT_ATTEMPTS = 5;

/**
 * The gateway's reference of an order's `attempt`th charge: the order's id for the first, then
 * `{orderId}-2`, `-3`… (Midtrans refuses an order_id used before, Xendit a reference_id's second
 * charge would be found as the first). Order ids are 20 letters and digits, so the suffix is
 * never ambiguous.
 */
export const attemptReference = (orderId: string, attempt: number) =>
  attempt <= 1 ? orderId : `${orderId}-${attempt}`;

/** Why a failed payment may not be tried again now, or null when it may. */
export function retryRefusal(
  orderStatus: string,
  payment: Pick<OnlinePaymentView, "state" | "attempt" | "expiresAt">,
  now: number,
): "PAYMENT_ALREADY_ENDED" | "PAYMENT_TIME_UP" | "PAYMENT_ATTEMPTS_EXHAUSTED" | null {
  if (orderStatus !== "PENDING" || payment.state !== "FAILED") return "PAYMENT_ALREADY_ENDED";
  if (Date.parse(payment.expiresAt) <= now) return "PAYMENT_TIME_UP";
  if (payment.attempt >= MAX_PAYMENT_ATTEMPTS) return "PAYMENT_ATTEMPTS_EXHAUSTED";
  return null;
}

/**
 * An order's online payment as it is shown: hidden once its customer switched to paying in person
 * (its payment ended unpaid), unless money moved through it (paid late, so being refunded).
 */
export function shownPayment(
  method: string,
  payment: OnlinePaymentView | null | undefined,
): OnlinePaymentView | null {
  if (!payment) return null;
  if (method === "online") return payment;
  return payment.state === "PAID" || payment.state === "REFUNDED" || payment.refund
    ? payment
    : null;
}

/** The outcomes a person can choose on the built-in simulator's payment page. */
export const SIMULATED_OUTCOMES = ["PAID", "EXPIRED", "FAILED"] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** The built-in simulator's charge, as its payment page shows it. */
export interface SimulatedCharge {
  reference: string;
  brandName: string;
  channel: PaymentChannel;
  amount: number;
  currency: string;
  state: OnlinePaymentState;
  /** ISO 8601. */
  expiresAt: string;
  /** The order's tracking page, where the customer goes back to. */
  returnUrl: string;
}

// What the customer and the staff board show of a payment (issue 20 items 4-6).

/** How a channel is paid: a QR to scan, an e-wallet to open, or a bank's virtual account. */
export type ChannelKind = "qr" | "ewallet" | "va";

export function channelKind(channel: PaymentChannel): ChannelKind {
  if (channel === "QRIS") return "qr";
  return channel.startsWith("VA_") ? "va" : "ewallet";
}

/** The channel's own name, as its brand writes it (a VA's is its bank's: `bankName`). */
export const CHANNEL_NAMES: Record<PaymentChannel, string> = {
  QRIS: "QRIS",
  GOPAY: "GoPay",
  OVO: "OVO",
  DANA: "DANA",
  SHOPEEPAY: "ShopeePay",
  VA_BCA: "BCA",
  VA_BNI: "BNI",
  VA_BRI: "BRI",
  VA_MANDIRI: "Mandiri",
  VA_PERMATA: "Permata",
};

/** A virtual account's bank as gateways name it ("bca", "BCA", "permata"), as people write it. */
export function bankName(bank: string): string {
  const channel = PAYMENT_CHANNELS.find((c) => c === `VA_${bank.toUpperCase()}`);
  return channel ? CHANNEL_NAMES[channel] : bank.toUpperCase();
}

/**
 * The channels checkout offers: the brand's, in its order, when it takes payments online. Only
 * channels kedai knows; the brand file's schema checks them on import.
 */
export function offeredChannels(
  online:
    | {
        merchantLevelConfigs: { isActive: boolean; channels?: readonly string[] };
      }
    | null
    | undefined,
): PaymentChannel[] {
  const configs = online?.merchantLevelConfigs;
  if (!configs?.isActive) return [];
  return (configs.channels ?? []).filter((c): c is PaymentChannel =>
    (PAYMENT_CHANNELS as readonly string[]).includes(c),
  );
}

/**
 * Whole seconds left to pay at `now` (ms since the epoch), never below 0; rounded down, so a fresh
 * 15-minute payment reads 15:00 or 14:59, never 15:01.
 */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

/** The countdown to pay: "14:32", "0:05", or "1:05:09" past an hour. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** Whether a browser is a phone's, where an e-wallet's own app opens from its link. */
export const isPhoneBrowser = (userAgent: string) =>
  /Android|iPhone|iPod|Windows Phone|Mobile/i.test(userAgent);

/** Where the e-wallet's button leads: its app on a phone (when the gateway gave a link), else its page. */
export function walletLink(
  action: Extract<PaymentAction, { kind: "redirect" }>,
  onPhone: boolean,
): string {
  return onPhone && action.mobileUrl ? action.mobileUrl : action.url;
}

/**
 * The customer's payment status line for an order paid online (the panel speaks while it waits;
 * a payment that expired or failed cancelled the order, which says why): paid, or its refund.
 */
export function customerPaymentLine(
  payment: Pick<OnlinePaymentView, "state" | "refund"> | null,
): "paidOnline" | "refunding" | "refunded" | null {
  if (!payment) return null;
  if (payment.state === "REFUNDED" || payment.refund?.state === "DONE") return "refunded";
  if (payment.state !== "PAID") return null;
  // A failed refund is the shop's to try again; the customer's money is still on its way back.
  return payment.refund ? "refunding" : "paidOnline";
}

/**
 * The staff board's payment line for an order paid online (`orderStatus`: the order's), and the
 * refund's error if it failed.
 */
export function staffPaymentLine(
  payment: Pick<OnlinePaymentView, "state" | "refund">,
  orderStatus: string,
):
  | {
      key:
        | "awaitingOnline"
        | "unpaid"
        | "paidOnline"
        | "expired"
        | "failed"
        | "failedRetrying"
        | "refundPending"
        | "refunded";
    }
  | { key: "refundFailed"; error: string } {
  if (payment.state === "REFUNDED" || payment.refund?.state === "DONE") return { key: "refunded" };
  if (payment.refund?.state === "FAILED")
    return { key: "refundFailed", error: payment.refund.error ?? "" };
  if (payment.refund?.state === "PENDING") return { key: "refundPending" };
  switch (payment.state) {
    case "PENDING":
      // Cancelled before it was paid: its charge is being stopped at the gateway.
      return { key: orderStatus === "CANCELLED" ? "unpaid" : "awaitingOnline" };
    case "EXPIRED":
      return { key: "expired" };
    case "FAILED":
      // Still waiting: its customer may try again until the time runs out (issue 32 item 6).
      return { key: orderStatus === "PENDING" ? "failedRetrying" : "failed" };
    default:
      return { key: "paidOnline" };
  }
}
