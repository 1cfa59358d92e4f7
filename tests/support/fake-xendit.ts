import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in Xendit (Payments API v3 and /refunds) on loopback, speaking the documented shapes:
// https://docs.xendit.co/apidocs/create-payment-request, get-payment-request,
// cancel-payment-request, refund-payment-request, payment-webhook-notification.

export interface FakePaymentRequest {
  payment_request_id: string;
  reference_id: string;
  type: "PAY";
  country: "ID";
  currency: string;
  request_amount: number;
  capture_method: "AUTOMATIC";
  channel_code: string;
  channel_properties: Record<string, string>;
  actions: { type: string; descriptor: string; value: string }[];
  status: string;
  description?: string;
  metadata?: Record<string, string>;
  created: string;
  updated: string;
  /** The payment a pay() made: the same id in every callback about it. */
  latest_payment_id?: string;
}

export interface FakeRefund {
  id: string;
  payment_request_id: string;
  reference_id?: string;
  currency: string;
  amount: number;
  status: "SUCCEEDED";
  reason: string;
  metadata?: Record<string, string>;
  created: string;
  updated: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  apiVersion?: string;
  authorized: boolean;
  body?: unknown;
}

/**
 * What a repeat of an idempotency key answers: `conflict` is 409 DUPLICATE_ERROR, what the v3
 * create reference documents; `replay` answers the first result again, as some APIs do.
 */
export type DuplicateAnswer = "conflict" | "replay";

const EWALLETS = ["GOPAY", "OVO", "DANA", "SHOPEEPAY"];
const VAS = ["BCA", "BNI", "BRI", "MANDIRI", "PERMATA"].map((b) => `${b}_VIRTUAL_ACCOUNT`);

export async function startFakeXendit(options: { secretKey: string; callbackToken: string }) {
  const paymentRequests = new Map<string, FakePaymentRequest>();
  const refunds = new Map<string, FakeRefund>();
  const byKey = new Map<string, string>(); // "<path> <idempotency-key>" → id
  const requests: RecordedRequest[] = [];
  const switches = {
    hang: false,
    http500: false,
    duplicateAnswer: "conflict" as DuplicateAnswer,
    /** E-wallets answer with no redirect action (a push to the customer's app). */
    noRedirect: false,
  };
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;
  const now = () => new Date().toISOString();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      const authorized = req.headers.authorization === expectedAuth;
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname + url.search,
        idempotencyKey,
        apiVersion: req.headers["api-version"] as string | undefined,
        authorized,
        body,
      });
      const send = (status: number, answer: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      const error = (status: number, error_code: string, message: string) =>
        send(status, { error_code, message });
      if (switches.hang) return; // never answers: the adapter's timeout must fire
      if (switches.http500) return error(500, "SERVER_ERROR", "An unexpected error occured");
      if (!authorized) return error(401, "INVALID_API_KEY", "API key is not authorized");

      // An idempotency key seen before on this path: 409, or the first answer again.
      const keyed = (path: string, create: () => { id: string; answer: unknown }) => {
        const seen = idempotencyKey && byKey.get(`${path} ${idempotencyKey}`);
        if (seen) {
          if (switches.duplicateAnswer === "conflict") {
            return error(409, "DUPLICATE_ERROR", "Idempotency key has been used before");
          }
          return send(201, paymentRequests.get(seen) ?? refunds.get(seen));
        }
        const { id, answer } = create();
        if (idempotencyKey) byKey.set(`${path} ${idempotencyKey}`, id);
        return send(201, answer);
      };

      const prPath = /^\/v3\/payment_requests\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (url.pathname === "/v3/payment_requests" && req.method === "POST") {
        const problem = invalidPaymentRequest(body);
        if (problem) return error(400, "API_VALIDATION_ERROR", problem);
        return keyed(url.pathname, () => {
          const pr = newPaymentRequest(body!, switches.noRedirect);
          paymentRequests.set(pr.payment_request_id, pr);
          return { id: pr.payment_request_id, answer: pr };
        });
      }
      if (url.pathname === "/v3/payment_requests" && req.method === "GET") {
        const ref = url.searchParams.get("reference_id");
        const data = [...paymentRequests.values()].filter((pr) => !ref || pr.reference_id === ref);
        return send(200, { data, has_more: false });
      }
      if (prPath) {
        const pr = paymentRequests.get(prPath[1]!);
        if (!pr) return error(404, "DATA_NOT_FOUND", "Payment request not found");
        if (!prPath[2]) return send(200, pr);
        if (pr.status !== "REQUIRES_ACTION") {
          return error(400, "INACTIVE_PAYMENT_REQUEST", "Payment request is already inactive");
        }
        Object.assign(pr, { status: "CANCELED", updated: now() });
        return send(200, pr);
      }
      if (url.pathname === "/refunds" && req.method === "POST") {
        const pr = paymentRequests.get(String(body?.payment_request_id));
        if (!pr) return error(404, "DATA_NOT_FOUND", "Payment request not found");
        if (pr.status !== "SUCCEEDED") {
          return error(400, "INELIGIBLE_TRANSACTION_STATUS", "Payment request is not paid");
        }
        return keyed(url.pathname, () => {
          const refund: FakeRefund = {
            id: `rfd-${randomUUID()}`,
            payment_request_id: pr.payment_request_id,
            reference_id: body?.reference_id as string | undefined,
            currency: pr.currency,
            amount: Number(body?.amount ?? pr.request_amount),
            status: "SUCCEEDED",
            reason: String(body?.reason),
            metadata: body?.metadata as Record<string, string> | undefined,
            created: now(),
            updated: now(),
          };
          refunds.set(refund.id, refund);
          return { id: refund.id, answer: refund };
        });
      }
      if (url.pathname === "/refunds" && req.method === "GET") {
        const prId = url.searchParams.get("payment_request_id");
        const data = [...refunds.values()].filter((r) => !prId || r.payment_request_id === prId);
        return send(200, { data, has_more: false });
      }
      return error(404, "NOT_FOUND", "No such endpoint");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const byReference = (reference: string) => {
    const pr = [...paymentRequests.values()].find((p) => p.reference_id === reference);
    if (!pr) throw new Error(`the fake Xendit has no payment request ${reference}`);
    return pr;
  };
  const settle = (reference: string, status: string) => {
    const pr = byReference(reference);
    Object.assign(pr, { status, updated: now() });
    if (status === "SUCCEEDED" || status === "FAILED") {
      pr.latest_payment_id ??= `py-${randomUUID()}`;
    }
    return pr;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    switches,
    paymentRequests: () => [...paymentRequests.values()],
    refunds: () => [...refunds.values()],
    /** The customer pays: the payment request SUCCEEDED. */
    pay: (reference: string) => settle(reference, "SUCCEEDED"),
    /** The payment request's time ran out. */
    expire: (reference: string) => settle(reference, "EXPIRED"),
    /** The channel refused the payment (insufficient balance, declined in the app). */
    fail: (reference: string) => settle(reference, "FAILED"),
    /**
     * The webhook Xendit posts for the payment request's current state, as documented
     * (payment.capture / payment.failure / payment_request.expiry), with the brand's token.
     * `claim` makes it say another status than Xendit holds (a callback Xendit never sent, made
     * by someone who has the token): "SUCCEEDED" for a payment Xendit never saw.
     */
    callback(reference: string, token = options.callbackToken, claim?: string) {
      const held = byReference(reference);
      const pr = claim
        ? {
            ...held,
            status: claim,
            latest_payment_id: held.latest_payment_id ?? `py-${randomUUID()}`,
          }
        : held;
      const event =
        pr.status === "SUCCEEDED"
          ? "payment.capture"
          : pr.status === "FAILED"
            ? "payment.failure"
            : "payment_request.expiry";
      const data =
        event === "payment_request.expiry"
          ? pr
          : {
              payment_id: pr.latest_payment_id,
              business_id: "5f27a14a9bf05c73dd040bc8",
              status: pr.status,
              payment_request_id: pr.payment_request_id,
              request_amount: pr.request_amount,
              channel_code: pr.channel_code,
              country: "ID",
              currency: pr.currency,
              reference_id: pr.reference_id,
              type: "PAY",
              capture_method: "AUTOMATIC",
              ...(pr.status === "SUCCEEDED" && {
                captures: [
                  {
                    capture_id: `cap-${pr.latest_payment_id}`,
                    capture_amount: pr.request_amount,
                    capture_timestamp: pr.updated,
                  },
                ],
              }),
              ...(pr.status === "FAILED" && { failure_code: "INSUFFICIENT_BALANCE" }),
              created: pr.created,
              updated: pr.updated,
            };
      return {
        body: JSON.stringify({
          event,
          business_id: "5f27a14a9bf05c73dd040bc8",
          created: now(),
          data,
        }),
        headers: new Headers({ "content-type": "application/json", "x-callback-token": token }),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function invalidPaymentRequest(body: Record<string, unknown> | undefined): string | undefined {
  if (!body) return "body is required";
  for (const field of ["reference_id", "type", "country", "currency", "channel_code"]) {
    if (typeof body[field] !== "string") return `${field} is required`;
  }
  if (body.type !== "PAY") return "type must be PAY";
  const amount = body.request_amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1) {
    return "request_amount must be a whole number of rupiah";
  }
  const channel = String(body.channel_code);
  if (channel !== "QRIS" && !EWALLETS.includes(channel) && !VAS.includes(channel)) {
    return `channel_code ${channel} is not supported`;
  }
  if (typeof body.channel_properties !== "object" || body.channel_properties === null) {
    return "channel_properties is required";
  }
  return undefined;
}

function newPaymentRequest(body: Record<string, unknown>, noRedirect: boolean): FakePaymentRequest {
  const id = `pr-${randomUUID()}`;
  const channel = String(body.channel_code);
  const properties = body.channel_properties as Record<string, string>;
  const actions: FakePaymentRequest["actions"] =
    channel === "QRIS"
      ? [
          {
            type: "PRESENT_TO_CUSTOMER",
            descriptor: "QR_STRING",
            value: `00020101021226660014ID.CO.QRIS.WWW${id}5303360540${body.request_amount}5802ID6304ABCD`,
          },
        ]
      : VAS.includes(channel)
        ? [
            {
              type: "PRESENT_TO_CUSTOMER",
              descriptor: "VIRTUAL_ACCOUNT_NUMBER",
              value: `8808${id.replace(/\D/g, "").slice(0, 12)}`,
            },
          ]
        : noRedirect
          ? []
          : [
              {
                type: "REDIRECT_CUSTOMER",
                descriptor: "WEB_URL",
                value: `https://ewallet.fake/${channel.toLowerCase()}/${id}`,
              },
              {
                type: "REDIRECT_CUSTOMER",
                descriptor: "DEEPLINK_URL",
                value: `${channel.toLowerCase()}://pay/${id}`,
              },
            ];
  const created = new Date().toISOString();
  return {
    payment_request_id: id,
    reference_id: String(body.reference_id),
    type: "PAY",
    country: "ID",
    currency: String(body.currency),
    request_amount: Number(body.request_amount),
    capture_method: "AUTOMATIC",
    channel_code: channel,
    channel_properties: properties,
    actions,
    status: "REQUIRES_ACTION",
    description: body.description as string | undefined,
    metadata: body.metadata as Record<string, string> | undefined,
    created,
    updated: created,
  };
}
