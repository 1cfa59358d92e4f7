import { PROVIDER_CHANNELS } from "@/domain/online-payment";
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type {
  Charge,
  ChargeRequest,
  GatewayMode,
  PaymentAction,
  PaymentChannel,
  PaymentGateway,
  PaymentNotification,
  PaymentState,
  PaymentStatus,
  Refund,
} from "./gateway";
import {
  ForgedNotification,
  GATEWAY_TIMEOUT_MS,
  GatewayError,
  IgnoredNotification,
} from "./gateway";

// Xendit Payments API v3 (https://docs.xendit.co/apidocs/create-payment-request): one request
// shape (`channel_code` + `channel_properties`) and one action shape (`actions[]` of
// PRESENT_TO_CUSTOMER / REDIRECT_CUSTOMER) for QRIS, e-wallets and virtual accounts, with a
// documented cancel. The per-product APIs (/qr_codes, /ewallets/charges,
// /callback_virtual_accounts) are legacy: https://docs.xendit.co/docs/migrate-direct-per-channel-apis-to-v3
const API_VERSION = "2024-11-11";

const CHANNEL_CODES: Record<PaymentChannel, string> = {
  QRIS: "QRIS",
  GOPAY: "GOPAY",
  OVO: "OVO",
  DANA: "DANA",
  SHOPEEPAY: "SHOPEEPAY",
  VA_BCA: "BCA_VIRTUAL_ACCOUNT",
  VA_BNI: "BNI_VIRTUAL_ACCOUNT",
  VA_BRI: "BRI_VIRTUAL_ACCOUNT",
  VA_MANDIRI: "MANDIRI_VIRTUAL_ACCOUNT",
  VA_PERMATA: "PERMATA_VIRTUAL_ACCOUNT",
};

/** Xendit's key prefixes: test-mode keys cannot move money, live keys can. */
const KEY_PREFIX: Record<GatewayMode, string> = {
  sandbox: "xnd_development_",
  production: "xnd_production_",
};

export interface XenditOptions {
  secretKey: string;
  /** The webhook verification token from the brand's Xendit dashboard. */
  callbackToken: string;
  mode: GatewayMode;
  /** Tests: the fake Xendit. Xendit itself has one host for both modes. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The payment request object (v3), as far as kedai reads it. */
export interface XenditPaymentRequest {
  payment_request_id: string;
  reference_id: string;
  status: string;
  currency: string;
  request_amount: number | string;
  channel_code: string;
  channel_properties?: { expires_at?: string };
  actions?: { type: string; descriptor: string; value: string }[];
  created?: string;
  updated?: string;
}

interface XenditRefund {
  id: string;
  reference_id?: string;
  amount: number | string;
  status: string;
}

interface CallOptions {
  body?: unknown;
  idempotencyKey?: string;
}

/** A payment request as a PaymentStatus. */
const statusOf = (found: XenditPaymentRequest): PaymentStatus => ({
  reference: found.reference_id,
  gatewayId: found.payment_request_id,
  state: stateOf(found.status),
  amount: Number(found.request_amount),
  currency: found.currency,
  at: new Date(found.updated ?? Date.now()),
});

export class XenditGateway implements PaymentGateway {
  readonly provider = "xendit" as const;
  readonly channels = PROVIDER_CHANNELS.xendit;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly authorization: string;

  constructor(private readonly options: XenditOptions) {
    // Xendit has one host for both modes; the key decides whether money moves. `mode` is what the
    // brand says it wants, so a key of the other kind is refused here, before any call: a live key
    // in a sandbox brand (real charges in a demo) or a test key in production (nobody can pay).
    // The message names the mode only: a key never reaches an error or a log.
    if (!options.secretKey.startsWith(KEY_PREFIX[options.mode])) {
      throw new Error(`The Xendit secret key is not a ${options.mode} key.`);
    }
    this.baseUrl = options.baseUrl ?? "https://api.xendit.co";
    this.timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
    this.authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;
  }

  async createCharge(request: ChargeRequest): Promise<Charge> {
    const body = {
      reference_id: request.reference,
      type: "PAY",
      country: "ID",
      currency: request.currency,
      request_amount: request.amount,
      capture_method: "AUTOMATIC",
      channel_code: CHANNEL_CODES[request.channel],
      channel_properties: channelProperties(request),
      description: request.description,
      metadata: { kedai_reference: request.reference },
    };
    let found: XenditPaymentRequest;
    try {
      found = await this.call<XenditPaymentRequest>("POST", "/v3/payment_requests", {
        body,
        idempotencyKey: request.reference,
      });
    } catch (error) {
      // A repeat of an idempotency key is answered 409 (Http409DuplicateError in the create
      // reference), not with the first answer: the charge made before is found by its reference.
      if (!(error instanceof GatewayError && error.status === 409)) throw error;
      // Another 409 (ACCOUNT_ALREADY_LINKED) leaves nothing to find: its own message then.
      found = await this.find(request.reference).catch((lookup: unknown) => {
        throw lookup instanceof GatewayError && lookup.failure === "not-found" ? error : lookup;
      });
    }
    if (
      Number(found.request_amount) !== request.amount ||
      found.channel_code !== CHANNEL_CODES[request.channel]
    ) {
      throw new GatewayError(
        "rejected",
        `Xendit already has a charge ${request.reference} for another amount or channel.`,
      );
    }
    const { reference, gatewayId, state, amount, currency } = statusOf(found);
    return {
      reference,
      gatewayId,
      state,
      amount,
      currency,
      action: actionOf(found, request),
      expiresAt: found.channel_properties?.expires_at
        ? new Date(found.channel_properties.expires_at)
        : request.expiresAt,
    };
  }

  async status(reference: string): Promise<PaymentStatus> {
    return statusOf(await this.find(reference));
  }

  async cancel(reference: string): Promise<void> {
    const found = await this.find(reference);
    const state = stateOf(found.status);
    if (state === "PAID") throw new GatewayError("rejected", `${reference} is already paid.`);
    if (state !== "PENDING") return; // expired, failed or cancelled before: nothing can pay it
    try {
      await this.call("POST", `/v3/payment_requests/${found.payment_request_id}/cancel`);
    } catch (error) {
      // INACTIVE_PAYMENT_REQUEST: it stopped taking payments meanwhile; only a payment matters.
      if (!(error instanceof GatewayError && error.failure === "rejected")) throw error;
      if (stateOf((await this.find(reference)).status) === "PAID") {
        throw new GatewayError("rejected", `${reference} was paid before it could be cancelled.`);
      }
    }
  }

  async refund(reference: string, amount: number, reason: string, key: string): Promise<Refund> {
    const found = await this.find(reference);
    let refund: XenditRefund;
    try {
      refund = await this.call<XenditRefund>("POST", "/refunds", {
        idempotencyKey: key,
        body: {
          payment_request_id: found.payment_request_id,
          reference_id: key,
          currency: found.currency,
          amount,
          // Xendit's reason is an enum; kedai's words go to metadata (500 characters at most).
          reason: "CANCELLATION",
          metadata: { kedai_reason: reason.slice(0, 500) },
        },
      });
    } catch (error) {
      if (!(error instanceof GatewayError && error.status === 409)) throw error;
      const list = await this.call<{ data: XenditRefund[] }>(
        "GET",
        `/refunds?payment_request_id=${encodeURIComponent(found.payment_request_id)}`,
      );
      const before = list.data.find((r) => r.reference_id === key);
      if (!before) throw error;
      refund = before;
    }
    return { gatewayId: refund.id, amount: Number(refund.amount) };
  }

  verifyNotification(headers: Headers, body: string): PaymentNotification {
    const token = headers.get("x-callback-token");
    if (token === null || !sameSecret(token, this.options.callbackToken)) {
      throw new ForgedNotification("The x-callback-token does not match the brand's token.");
    }
    return readNotification(body);
  }

  /** The payment request with this reference_id: the paid one when there are several. */
  private async find(reference: string): Promise<XenditPaymentRequest> {
    const list = await this.call<{ data: XenditPaymentRequest[] }>(
      "GET",
      `/v3/payment_requests?reference_id=${encodeURIComponent(reference)}`,
    );
    const mine = list.data.filter((pr) => pr.reference_id === reference);
    const found = mine.find((pr) => pr.status === "SUCCEEDED") ?? mine[0];
    if (!found) throw new GatewayError("not-found", `Xendit has no charge ${reference}.`, 404);
    return found;
  }

  private async call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: {
          Authorization: this.authorization,
          "api-version": API_VERSION,
          ...(options.body !== undefined && { "Content-Type": "application/json" }),
          ...(options.idempotencyKey && { "idempotency-key": options.idempotencyKey }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") {
        throw new GatewayError("timeout", `Xendit did not answer ${method} ${path} in time.`);
      }
      throw new GatewayError("unavailable", `Xendit unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => "");
    let answer: unknown;
    try {
      answer = text ? JSON.parse(text) : {};
    } catch {
      answer = undefined;
    }
    if (!response.ok) throw failureOf(response.status, answer);
    if (answer === undefined) {
      throw new GatewayError("unavailable", `Xendit answered ${method} ${path} with no JSON.`);
    }
    return answer as T;
  }
}

function failureOf(status: number, answer: unknown): GatewayError {
  const { error_code: code, message } = (answer ?? {}) as { error_code?: string; message?: string };
  const said = `Xendit answered ${status}${code ? ` ${code}` : ""}${message ? `: ${message}` : ""}`;
  if (status === 401 || status === 403) return new GatewayError("unauthorized", said, status);
  if (status === 404) return new GatewayError("not-found", said, status);
  if (status >= 500) return new GatewayError("unavailable", said, status);
  return new GatewayError("rejected", said, status);
}

function channelProperties(request: ChargeRequest): Record<string, string> {
  if (request.channel === "QRIS" || request.channel.startsWith("VA_")) {
    return {
      expires_at: request.expiresAt.toISOString(),
      ...(request.channel.startsWith("VA_") && { display_name: request.customer.name }),
    };
  }
  // E-wallets send the customer back to the order's tracking page, whatever the outcome.
  return {
    success_return_url: request.returnUrl,
    failure_return_url: request.returnUrl,
    cancel_return_url: request.returnUrl,
  };
}

function actionOf(pr: XenditPaymentRequest, request: ChargeRequest): PaymentAction {
  const value = (descriptor: string) => pr.actions?.find((a) => a.descriptor === descriptor)?.value;
  if (request.channel === "QRIS") {
    const qrString = value("QR_STRING");
    if (!qrString) throw new GatewayError("unavailable", "Xendit answered without a QR string.");
    return { kind: "qr", qrString };
  }
  if (request.channel.startsWith("VA_")) {
    const accountNumber = value("VIRTUAL_ACCOUNT_NUMBER");
    if (!accountNumber) throw new GatewayError("unavailable", "Xendit answered without a VA.");
    return { kind: "va", bank: request.channel.slice(3), accountNumber };
  }
  const web = value("WEB_URL");
  const mobile = value("DEEPLINK_URL");
  // An e-wallet that asks the customer in its own app (OVO's push to the phone) has nothing to
  // open: the customer goes to the tracking page, which waits for the payment while they approve.
  if (!web && !mobile) return { kind: "redirect", url: request.returnUrl };
  return { kind: "redirect", url: web ?? mobile!, ...(mobile && { mobileUrl: mobile }) };
}

/** Payment request statuses (v3): https://docs.xendit.co/apidocs/get-payment-request */
function stateOf(status: string): PaymentState {
  switch (status) {
    case "SUCCEEDED":
      return "PAID";
    case "EXPIRED":
      return "EXPIRED";
    case "FAILED":
    case "CANCELED":
      return "FAILED";
    default: // REQUIRES_ACTION, ACCEPTING_PAYMENTS, AUTHORIZED (cards only), PENDING (v2)
      return "PENDING";
  }
}

/** Constant time; hashing first gives equal-length buffers, so the length does not leak either. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

interface XenditEvent {
  event?: string;
  created?: string;
  data?: {
    payment_id?: string;
    payment_request_id?: string;
    reference_id?: string;
    status?: string;
    currency?: string;
    request_amount?: number | string;
    captures?: { capture_amount?: number | string; capture_timestamp?: string }[];
    updated?: string;
  };
}

// The events a payment request of kedai's sends (https://docs.xendit.co/docs/payments-api-webhooks):
// payment.capture (paid), payment.failure, payment_request.expiry. The body carries no event id;
// Xendit names payment_id as what identifies a payment event
// (https://docs.xendit.co/docs/handling-webhooks), so the key is the event with that id.
const EVENT_STATES: Record<string, PaymentState> = {
  "payment.capture": "PAID",
  "payment.failure": "FAILED",
  "payment_request.expiry": "EXPIRED",
};

/**
 * Throws IgnoredNotification for an event kedai does not act on (refunds, tokens, cards'
 * authorization): the token proved Xendit sent it, so the endpoint answers 200. A body it cannot
 * read is a plain Error (400); status() reconciliation covers a payment whose event was not read.
 */
function readNotification(body: string): PaymentNotification {
  let parsed: XenditEvent;
  try {
    parsed = JSON.parse(body) as XenditEvent;
  } catch {
    throw new Error("The Xendit notification is not JSON.");
  }
  const state = parsed.event === undefined ? undefined : EVENT_STATES[parsed.event];
  if (!state)
    throw new IgnoredNotification(`Xendit event ${String(parsed.event)} is not one kedai reads.`);
  const data = parsed.data;
  const id = state === "EXPIRED" ? data?.payment_request_id : data?.payment_id;
  if (!data?.reference_id || !data.payment_request_id || !id || data.request_amount === undefined) {
    throw new Error(`Xendit event ${parsed.event} lacks the payment's ids or amount.`);
  }
  const capture = data.captures?.[0];
  return {
    reference: data.reference_id,
    gatewayId: data.payment_request_id,
    state,
    amount: Number(capture?.capture_amount ?? data.request_amount),
    currency: data.currency ?? "IDR",
    at: new Date(capture?.capture_timestamp ?? data.updated ?? parsed.created ?? Date.now()),
    eventKey: `${parsed.event}:${id}`,
  };
}
