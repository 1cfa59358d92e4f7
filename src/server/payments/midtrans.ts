import { PROVIDER_CHANNELS } from "@/domain/online-payment";
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type {
  Charge,
  ChargeRequest,
  GatewayMode,
  PaymentGateway,
  PaymentNotification,
  PaymentState,
  PaymentStatus,
  Refund,
} from "./gateway";
import { ForgedNotification, GATEWAY_TIMEOUT_MS, GatewayError } from "./gateway";
import type { MidtransAnswer } from "./midtrans-answers";
import { actionOf, formatWib, happenedAt, parseWib, stateOf } from "./midtrans-answers";

export const MIDTRANS_BASE_URLS: Record<GatewayMode, string> = {
  sandbox: "https://api.sandbox.midtrans.com",
  production: "https://api.midtrans.com",
};

export interface MidtransOptions {
  serverKey: string;
  mode: GatewayMode;
  /** Tests: the fake Midtrans. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface Reply {
  /** The body's status_code when it carries one (Midtrans answers errors with HTTP 200 at times), else the HTTP status. */
  code: number;
  answer: MidtransAnswer;
  /** The body is one transaction's fields, answered with HTTP 2xx. */
  found: boolean;
}

/**
 * One brand's Midtrans merchant account, through the Core API (charge, status, cancel, refund)
 * and its HTTP notifications. OVO and DANA are not Core API charge channels, so they are not
 * offered. The server key never leaves the Authorization header and the signature check.
 */
export class MidtransGateway implements PaymentGateway {
  readonly provider = "midtrans";
  readonly channels = PROVIDER_CHANNELS.midtrans;
  private readonly serverKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: MidtransOptions) {
    this.serverKey = options.serverKey;
    this.baseUrl = (options.baseUrl ?? MIDTRANS_BASE_URLS[options.mode]).replace(/\/$/, "");
    this.timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  }

  async createCharge(request: ChargeRequest): Promise<Charge> {
    const now = new Date();
    const seconds = Math.floor((request.expiresAt.getTime() - now.getTime()) / 1000);
    if (seconds < 1) throw new RangeError("The charge would expire before it is made.");
    const { code, answer, found } = await this.call(
      "POST",
      "/v2/charge",
      {
        ...paymentOf(request),
        transaction_details: { order_id: request.reference, gross_amount: request.amount },
        customer_details: {
          first_name: request.customer.name,
          phone: request.customer.phoneNumber,
        },
        // https://docs.midtrans.com/docs/coreapi-advanced-features#custom-transaction-expiry
        custom_expiry: { order_time: formatWib(now), expiry_duration: seconds, unit: "second" },
      },
      // Per-charge notification URL: https://docs.midtrans.com/docs/gopay-qris-pos-integration
      { "X-Override-Notification": request.notificationUrl },
    );
    if (found) return this.chargeFrom(answer, request, "charge");
    // 406: the order_id has a charge already (a retry after a timeout): read it back, never
    // make a second. https://docs.midtrans.com/docs/error-code-and-response-code
    if (code === 406) return this.existingCharge(request);
    throw failure(code, answer, "refused the charge");
  }

  async status(reference: string): Promise<PaymentStatus> {
    const answer = await this.transaction(reference);
    const state = known(answer);
    return {
      reference: answer.order_id ?? reference,
      gatewayId: answer.transaction_id ?? "",
      state,
      amount: Number(answer.gross_amount),
      currency: answer.currency ?? "IDR",
      at: happenedAt(answer, state, new Date()),
    };
  }

  async cancel(reference: string): Promise<void> {
    const { code, answer, found } = await this.call("POST", `/v2/${id(reference)}/cancel`);
    const state = found ? known(answer) : undefined;
    if (state === "FAILED" || state === "EXPIRED") return;
    // 412 "cannot modify": already cancelled or expired is what the caller wanted (a retried
    // cancel lands here too); a paid charge needs a refund instead.
    if (code === 412 || found) {
      const now = known(await this.transaction(reference));
      if (now === "FAILED" || now === "EXPIRED") return;
      throw new GatewayError("rejected", `Midtrans cannot cancel a ${now} charge`, code);
    }
    throw failure(code, answer, "refused the cancel");
  }

  /**
   * POST /v2/{order_id}/refund: the one refund endpoint for every refundable method (Midtrans
   * now points all merchants at it rather than /refund/online/direct;
   * https://docs.midtrans.com/reference/refund-transaction). `key` is the refund_key: a retry
   * with the same key is read back from the status answer's refunds, never made twice. VA and
   * Mandiri Bill payments cannot be refunded through the API: Midtrans refuses them (rejected).
   */
  async refund(reference: string, amount: number, reason: string, key: string): Promise<Refund> {
    const { code, answer, found } = await this.call("POST", `/v2/${id(reference)}/refund`, {
      refund_key: key,
      amount,
      reason,
    });
    if (found && code === 200) {
      return refundOf(answer.refund_chargeback_id, answer.refund_amount);
    }
    // 202 "Refund denied by the bank": the transaction stays settled.
    if (found)
      throw new GatewayError(
        "rejected",
        `Midtrans refused the refund: ${code} ${answer.status_message ?? ""}`.trim(),
        code,
      );
    // A retry of a refund that went through meets 406 "Duplicate refund ID", or 412 when that
    // refund left nothing to refund: either way the status answer lists it under its key.
    if (code === 406 || code === 412) {
      const entry = (await this.transaction(reference)).refunds?.find((r) => r.refund_key === key);
      if (entry) return refundOf(entry.refund_chargeback_id, entry.refund_amount);
    }
    throw failure(code, answer, "refused the refund");
  }

  /**
   * Midtrans signs a notification with signature_key = SHA-512 hex of order_id + status_code +
   * gross_amount + server key (https://docs.midtrans.com/docs/https-notification-webhooks).
   * A body that is not JSON or lacks the signed fields is malformed: a plain Error (the endpoint
   * answers 400). A body whose signature_key is missing or wrong, or that claims a payment or
   * refund without the signed status_code 200, is ForgedNotification (401).
   * The headers carry nothing Midtrans signs.
   */
  verifyNotification(_headers: Headers, body: string): PaymentNotification {
    let n: MidtransAnswer;
    try {
      n = JSON.parse(body) as MidtransAnswer;
    } catch {
      throw new Error("The Midtrans notification is not JSON.");
    }
    if (typeof n !== "object" || n === null || Array.isArray(n)) {
      throw new Error("The Midtrans notification is not a JSON object.");
    }
    const { order_id, status_code, gross_amount, signature_key } = n;
    if (!isText(order_id) || !isText(status_code) || !isText(gross_amount)) {
      throw new Error("The Midtrans notification lacks order_id, status_code or gross_amount.");
    }
    if (
      !isText(signature_key) ||
      !this.signed(order_id + status_code + gross_amount, signature_key)
    ) {
      throw new ForgedNotification();
    }
    const amount = Number(gross_amount);
    if (!isText(n.transaction_id) || !isText(n.transaction_status) || !Number.isFinite(amount)) {
      throw new Error("The Midtrans notification lacks transaction_id or transaction_status.");
    }
    const state = known(n);
    // transaction_status is not signed; status_code is. The docs' check for a success is
    // status_code 200 with settlement/capture, so money that moved must come with a signed 200.
    if ((state === "PAID" || state === "REFUNDED") && status_code !== "200") {
      throw new ForgedNotification(
        "The notification's status does not match its signed status_code.",
      );
    }
    return {
      reference: order_id,
      gatewayId: n.transaction_id,
      state,
      amount,
      currency: n.currency ?? "IDR",
      at: happenedAt(n, state, new Date()),
      // Midtrans may send one event twice; a refund is sent twice (before and after the bank
      // confirms) with the same status, and one event is enough for kedai.
      eventKey: `${n.transaction_id}:${n.transaction_status}:${status_code}`,
    };
  }

  private signed(payload: string, signature: string): boolean {
    const expected = Buffer.from(
      createHash("sha512")
        .update(payload + this.serverKey)
        .digest("hex"),
    );
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** GET /v2/{order_id}/status. */
  private async transaction(reference: string): Promise<MidtransAnswer> {
    const { code, answer, found } = await this.call("GET", `/v2/${id(reference)}/status`);
    if (!found) throw failure(code, answer, "answered the status check");
    return answer;
  }

  private async existingCharge(request: ChargeRequest): Promise<Charge> {
    const answer = await this.transaction(request.reference);
    if (Number(answer.gross_amount) !== request.amount) {
      throw new GatewayError(
        "rejected",
        `Midtrans has ${request.reference} already, for ${answer.gross_amount}, not ${request.amount}`,
        406,
      );
    }
    return this.chargeFrom(answer, request, "existing");
  }

  private chargeFrom(answer: MidtransAnswer, request: ChargeRequest, from: "charge" | "existing") {
    const action = actionOf(answer);
    if (!action) {
      // The status answer of a QRIS or e-wallet charge does not repeat its QR string or
      // deeplink, so a lost charge answer cannot be rebuilt: the caller cancels and recharges.
      throw from === "existing"
        ? new GatewayError(
            "rejected",
            `Midtrans has ${request.reference} already (${answer.payment_type}), and its status does not say how to pay it`,
            406,
          )
        : new GatewayError(
            "unavailable",
            `Midtrans' ${answer.payment_type} charge has no payment action`,
          );
    }
    return {
      reference: answer.order_id ?? request.reference,
      gatewayId: answer.transaction_id ?? "",
      state: known(answer),
      amount: Number(answer.gross_amount),
      currency: answer.currency ?? "IDR",
      action,
      expiresAt: parseWib(answer.expiry_time) ?? request.expiresAt,
    } satisfies Charge;
  }

  private async call(
    method: "GET" | "POST",
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          Authorization: `Basic ${Buffer.from(`${this.serverKey}:`).toString("base64")}`,
          ...headers,
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if ((error as Error).name === "TimeoutError") {
        throw new GatewayError(
          "timeout",
          `Midtrans did not answer ${method} ${path} in ${this.timeoutMs} ms`,
        );
      }
      throw new GatewayError("unavailable", `Midtrans unreachable: ${(error as Error).message}`);
    }
    let answer: MidtransAnswer = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === "object" && parsed !== null) answer = parsed as MidtransAnswer;
    } catch {
      // Not JSON (a proxy's error page): the HTTP status speaks.
    }
    const bodyCode = /^\d{3}$/.test(answer.status_code ?? "")
      ? Number(answer.status_code)
      : undefined;
    const code =
      response.status >= 400
        ? bodyCode !== undefined && bodyCode >= 400
          ? bodyCode
          : response.status
        : (bodyCode ?? response.status);
    const found =
      response.ok &&
      isText(answer.order_id) &&
      isText(answer.transaction_id) &&
      isText(answer.transaction_status);
    return { code, answer, found };
  }
}

function paymentOf(request: ChargeRequest): Record<string, unknown> {
  const bank = (name: string) => ({ payment_type: "bank_transfer", bank_transfer: { bank: name } });
  switch (request.channel) {
    case "QRIS":
      return { payment_type: "qris" };
    case "GOPAY":
      return {
        payment_type: "gopay",
        gopay: { enable_callback: true, callback_url: request.returnUrl },
      };
    case "SHOPEEPAY":
      return { payment_type: "shopeepay", shopeepay: { callback_url: request.returnUrl } };
    case "VA_BCA":
      return bank("bca");
    case "VA_BNI":
      return bank("bni");
    case "VA_BRI":
      return bank("bri");
    // bank_transfer with bank "permata" (https://docs.midtrans.com/reference/bank-transfer-object);
    // the integration guide's curl also shows a bare payment_type "permata".
    case "VA_PERMATA":
      return bank("permata");
    case "VA_MANDIRI":
      // Mandiri shows bill_info1/2 (10 and 30 characters) when the customer confirms.
      return {
        payment_type: "echannel",
        echannel: { bill_info1: "Payment:", bill_info2: request.description.slice(0, 30) },
      };
    default:
      throw new GatewayError("rejected", `Midtrans' Core API has no ${request.channel} channel`);
  }
}

/** A transaction_status kedai knows; an unknown one is a contract gap, not a gateway failure. */
function known(answer: MidtransAnswer): PaymentState {
  const state = stateOf(answer);
  if (!state)
    throw new Error(`Midtrans answered transaction_status "${answer.transaction_status}"`);
  return state;
}

function failure(code: number, answer: MidtransAnswer, what: string): GatewayError {
  const message = `Midtrans ${what}: ${code}${answer.status_message ? ` ${answer.status_message}` : ""}`;
  if (code === 401) return new GatewayError("unauthorized", message, code);
  if (code === 404) return new GatewayError("not-found", message, code);
  // 429 is Midtrans' rate limit: a later try succeeds, like a 5xx.
  if (code >= 500 || code === 429) return new GatewayError("unavailable", message, code);
  if (code < 300)
    return new GatewayError("unavailable", `${message} (no transaction in the answer)`, code);
  return new GatewayError("rejected", message, code);
}

function refundOf(chargebackId: number | string | undefined, amount: string | undefined): Refund {
  if (chargebackId === undefined || amount === undefined) {
    throw new GatewayError("unavailable", "Midtrans' refund answer lacks refund_chargeback_id");
  }
  return { gatewayId: String(chargebackId), amount: Number(amount) };
}

const id = (reference: string) => encodeURIComponent(reference);
const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
