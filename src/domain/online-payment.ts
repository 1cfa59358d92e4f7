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
  midtrans: [
    "QRIS",
    "GOPAY",
    "SHOPEEPAY",
    "VA_BCA",
    "VA_BNI",
    "VA_BRI",
    "VA_MANDIRI",
    "VA_PERMATA",
  ],
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
  amount: number;
  currency: string;
  /** What to do to pay; null until the gateway made the charge (or when it could not). */
  action: PaymentAction | null;
  /** ISO 8601: after this the order is cancelled unless paid. */
  expiresAt: string;
  /** The refund of a cancelled paid order: where it stands, and why it failed if it did. */
  refund: { state: "PENDING" | "DONE" | "FAILED"; error: string | null } | null;
}

/** Staff prepare an order paid online only once it is paid (issue 20 item 7). */
export const awaitsPayment = (order: {
  status: string;
  onlinePayment?: Pick<OnlinePaymentView, "state"> | null;
}) => order.status === "PENDING" && order.onlinePayment?.state === "PENDING";

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
