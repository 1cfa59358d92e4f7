import "server-only";

// Issue 20: online payment through a gateway (docs/payments.md). One interface for Midtrans,
// Xendit and the built-in simulator; each brand has its own merchant account (its keys), so a
// gateway is made per brand from its keys. Amounts are whole rupiah (IDR has no minor unit in
// practice; the gateways refuse decimals for QRIS and VA).

export type {
  OnlinePaymentState as PaymentState,
  PaymentAction,
  PaymentChannel,
  PaymentProvider,
} from "@/domain/online-payment";
export { PAYMENT_CHANNELS, PAYMENT_PROVIDERS } from "@/domain/online-payment";
import type {
  OnlinePaymentState as PaymentState,
  PaymentAction,
  PaymentChannel,
  PaymentProvider,
} from "@/domain/online-payment";

export type GatewayMode = "sandbox" | "production";

export interface ChargeRequest {
  /**
   * kedai's reference of the payment, unique per brand and stable across retries: the gateway's
   * order id / reference id (a retried checkout must find the same charge, never make a second).
   */
  reference: string;
  /** Whole rupiah. */
  amount: number;
  currency: "IDR";
  channel: PaymentChannel;
  /** When the gateway should stop taking the payment (kedai also expires it on its own clock). */
  expiresAt: Date;
  customer: { name: string; phoneNumber: string };
  /** Shown on the customer's bank or e-wallet statement where the gateway allows. */
  description: string;
  /** Where the gateway sends its notifications for this charge, when it takes one per charge. */
  notificationUrl: string;
  /** Where an e-wallet app sends the customer back (the order's tracking page). */
  returnUrl: string;
}

export interface Charge {
  reference: string;
  /** The gateway's own id of the charge (Midtrans transaction_id, Xendit's id). */
  gatewayId: string;
  state: PaymentState;
  amount: number;
  currency: string;
  action: PaymentAction;
  expiresAt: Date;
}

/** The gateway's word on a payment: from a status check or a verified notification. */
export interface PaymentStatus {
  reference: string;
  gatewayId: string;
  state: PaymentState;
  amount: number;
  currency: string;
  /** When the gateway says it happened (settlement time, expiry time); else when it was read. */
  at: Date;
}

export interface PaymentNotification extends PaymentStatus {
  /**
   * A key the same notification always has, and another of the same payment does not: repeats
   * are dropped by it (Midtrans: transaction_id + transaction_status; Xendit: the event's id).
   */
  eventKey: string;
}

export interface Refund {
  gatewayId: string;
  amount: number;
}

/** Why a gateway call failed: the caller decides what each means (retry, show staff, refuse). */
export type GatewayFailure =
  | "timeout" // no answer in time: the charge may or may not exist; ask its status
  | "unavailable" // 5xx or a network failure
  | "rejected" // the gateway refused the request (4xx): its message says why
  | "unauthorized" // the brand's keys are wrong
  | "not-found"; // no such charge

export class GatewayError extends Error {
  constructor(
    readonly failure: GatewayFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** A notification whose signature or token does not match the brand's keys: answered 401. */
export class ForgedNotification extends Error {
  constructor(message = "The notification's signature does not match.") {
    super(message);
    this.name = "ForgedNotification";
  }
}

/**
 * A genuine notification kedai does not act on (a Xendit refund or token event): answered 200, so
 * the gateway does not send it again; reconciliation covers the payment meanwhile.
 */
export class IgnoredNotification extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IgnoredNotification";
  }
}

/** One brand's merchant account at one gateway. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The channels this gateway can offer. */
  readonly channels: readonly PaymentChannel[];
  /**
   * Creates the charge, or finds the one made before for the same `reference` (a retry after a
   * timeout): never two charges for one reference.
   */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** The charge's state now (reconciliation when a notification never came). */
  status(reference: string): Promise<PaymentStatus>;
  /** Stops an unpaid charge from being paid (an expired or cancelled order). */
  cancel(reference: string): Promise<void>;
  /** Refunds a paid charge in full; `key` makes a retried refund the same refund. */
  refund(reference: string, amount: number, reason: string, key: string): Promise<Refund>;
  /**
   * Reads a notification the gateway sent, after checking it is the gateway's (Midtrans'
   * signature_key, Xendit's x-callback-token); throws ForgedNotification otherwise.
   */
  verifyNotification(headers: Headers, body: string): PaymentNotification;
}

/** How long a gateway call may take before it counts as a timeout. */
export const GATEWAY_TIMEOUT_MS = 10_000;
