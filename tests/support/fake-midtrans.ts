import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the fake misbehaves: `hang` never answers (and does nothing), `lostAnswer` does the work
 * and never answers (the charge exists, the caller times out), `http500` answers HTTP 500,
 * `bodyError` answers HTTP 200 with an error status_code in the body.
 */
export type FakeMidtransFailure = "none" | "hang" | "lostAnswer" | "http500" | "bodyError";

export interface FakeMidtransRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body?: Record<string, unknown>;
}

interface Transaction {
  order_id: string;
  transaction_id: string;
  payment_type: string;
  gross: number;
  transaction_status: string;
  fraud_status: string;
  transaction_time: string;
  expiry_time: string;
  settlement_time?: string;
  /** va_numbers, permata_va_number, bill_key/biller_code: in charge and status answers. */
  payment: Record<string, unknown>;
  /** actions, qr_string: in the charge answer only, as in the docs' status samples. */
  chargeOnly: Record<string, unknown>;
  refunds: Record<string, unknown>[];
}

const wib = (date: Date) =>
  new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
const money = (n: number) => n.toFixed(2);
const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3600_000,
  day: 86_400_000,
};
/** The status_code Midtrans gives a transaction in each state (docs' samples: 201 pending, 200 paid, 202 cancel). */
const CODE: Record<string, string> = {
  pending: "201",
  settlement: "200",
  capture: "200",
  refund: "200",
  partial_refund: "200",
};

/**
 * Midtrans' Core API on loopback, answering with the documented shapes
 * (docs.midtrans.com: coreapi-e-money-integration, coreapi-core-api-bank-transfer-integration,
 * get-status-api-requests, cancel-transaction, refund-transaction, https-notification-webhooks).
 * Keeps charges by order_id, refuses a wrong Basic key with 401 and a reused order_id with
 * status_code "406", and records every request.
 */
export async function startFakeMidtrans(serverKey: string) {
  const transactions = new Map<string, Transaction>();
  const requests: FakeMidtransRequest[] = [];
  let failure: FakeMidtransFailure = "none";
  let bodyErrorCode = "500";
  let refundIds = 0;
  /** Orders whose status answer still says pending, whatever happened (lagStatus). */
  const lagging = new Set<string>();
  const auth = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;

  const find = (id: string) =>
    transactions.get(id) ?? [...transactions.values()].find((t) => t.transaction_id === id);

  const common = (t: Transaction) => ({
    status_code: CODE[t.transaction_status] ?? "202",
    transaction_id: t.transaction_id,
    order_id: t.order_id,
    merchant_id: "G000000001",
    gross_amount: money(t.gross),
    currency: "IDR",
    payment_type: t.payment_type,
    transaction_time: t.transaction_time,
    transaction_status: t.transaction_status,
    fraud_status: t.fraud_status,
    expiry_time: t.expiry_time,
    ...(t.settlement_time && { settlement_time: t.settlement_time }),
    ...t.payment,
  });
  const signature = (t: Transaction, key: string) =>
    createHash("sha512")
      .update(t.order_id + common(t).status_code + money(t.gross) + key)
      .digest("hex");
  const statusAnswer = (t: Transaction) => ({
    ...common(t),
    status_message: "Success, transaction is found",
    signature_key: signature(t, serverKey),
    ...(t.refunds.length > 0 && {
      refunds: t.refunds,
      refund_amount: money(t.refunds.reduce((sum, r) => sum + Number(r.refund_amount), 0)),
    }),
  });

  function charge(body: Record<string, unknown>): [number, object] {
    const details = body.transaction_details as
      { order_id?: string; gross_amount?: number } | undefined;
    if (!details?.order_id || !Number.isInteger(details.gross_amount)) {
      return [
        200,
        { status_code: "400", status_message: "One or more parameters in the payload is invalid." },
      ];
    }
    if (transactions.has(details.order_id)) {
      return [
        200,
        {
          status_code: "406",
          status_message:
            "The request could not be completed due to a conflict with the current state of the target resource, please try again",
        },
      ];
    }
    const id = randomUUID();
    const type = String(body.payment_type);
    const bank = (body.bank_transfer as { bank?: string } | undefined)?.bank;
    const digits = id.replace(/\D/g, "").padEnd(12, "7").slice(0, 12);
    const api = `https://api.sandbox.veritrans.co.id/v2`;
    let payment: Record<string, unknown> = {};
    let chargeOnly: Record<string, unknown> = {};
    if (type === "qris") {
      chargeOnly = {
        qr_string: `00020101021126610014COM.GO-JEK.WWW0118936009143${digits}5204581253033605802ID6304${details.order_id}`,
        acquirer: "gopay",
        actions: [{ name: "generate-qr-code", method: "GET", url: `${api}/qris/${id}/qr-code` }],
      };
    } else if (type === "gopay") {
      chargeOnly = {
        actions: [
          { name: "generate-qr-code", method: "GET", url: `${api}/gopay/${id}/qr-code` },
          {
            name: "deeplink-redirect",
            method: "GET",
            url: `https://simulator.sandbox.midtrans.com/gopay/ui/checkout?referenceid=${digits}`,
          },
          { name: "get-status", method: "GET", url: `${api}/${id}/status` },
          { name: "cancel", method: "POST", url: `${api}/${id}/cancel` },
        ],
      };
    } else if (type === "shopeepay") {
      chargeOnly = {
        actions: [
          {
            name: "deeplink-redirect",
            method: "GET",
            url: `https://wsa.uat.wallet.airpay.co.id/universal-link/wallet/pay?token=${digits}`,
          },
        ],
      };
    } else if (type === "bank_transfer" && bank === "permata") {
      payment = { permata_va_number: `8562${digits}` };
    } else if (type === "bank_transfer" && (bank === "bca" || bank === "bni" || bank === "bri")) {
      payment = { va_numbers: [{ bank, va_number: `9880${digits}` }] };
    } else if (
      type === "echannel" &&
      (body.echannel as { bill_info1?: string } | undefined)?.bill_info1
    ) {
      payment = { bill_key: digits, biller_code: "70012" };
    } else {
      return [200, { status_code: "400", status_message: "Payment type is not supported." }];
    }
    const expiry = body.custom_expiry as
      { order_time?: string; expiry_duration?: number; unit?: string } | undefined;
    const start = expiry?.order_time
      ? new Date(expiry.order_time.replace(" ", "T").replace(" +0700", "+07:00"))
      : new Date();
    const span = expiry
      ? Number(expiry.expiry_duration) * (UNIT_MS[expiry.unit ?? "minute"] ?? NaN)
      : 86_400_000;
    const t: Transaction = {
      order_id: details.order_id,
      transaction_id: id,
      payment_type: type,
      gross: details.gross_amount as number,
      transaction_status: "pending",
      fraud_status: "accept",
      transaction_time: wib(new Date()),
      expiry_time: wib(new Date(start.getTime() + span)),
      payment,
      chargeOnly,
      refunds: [],
    };
    transactions.set(t.order_id, t);
    return [200, { ...common(t), status_message: `${type} transaction is created`, ...chargeOnly }];
  }

  function cancel(t: Transaction): [number, object] {
    if (t.transaction_status !== "pending") {
      return [
        200,
        {
          status_code: "412",
          status_message: "Merchant cannot modify the status of the transaction",
        },
      ];
    }
    t.transaction_status = "cancel";
    return [
      200,
      { ...common(t), status_code: "200", status_message: "Success, transaction is canceled" },
    ];
  }

  function refund(t: Transaction, body: Record<string, unknown>): [number, object] {
    if (t.transaction_status !== "settlement" && t.transaction_status !== "partial_refund") {
      return [
        200,
        {
          status_code: "412",
          status_message: "Merchant cannot modify the status of the transaction",
        },
      ];
    }
    const key = typeof body.refund_key === "string" ? body.refund_key : randomUUID();
    if (t.refunds.some((r) => r.refund_key === key)) {
      return [200, { status_code: "406", status_message: "Duplicate refund ID" }];
    }
    const refunded = t.refunds.reduce((sum, r) => sum + Number(r.refund_amount), 0);
    const amount = body.amount === undefined ? t.gross - refunded : Number(body.amount);
    if (!(amount > 0) || refunded + amount > t.gross) {
      return [
        200,
        { status_code: "414", status_message: "Refund request is rejected due to invalid amount" },
      ];
    }
    const entry = {
      refund_chargeback_id: ++refundIds,
      refund_amount: money(amount),
      created_at: wib(new Date()),
      reason: String(body.reason ?? ""),
      refund_key: key,
      refund_method: "online",
    };
    t.refunds.push(entry);
    t.transaction_status = refunded + amount === t.gross ? "refund" : "partial_refund";
    return [
      200,
      {
        ...common(t),
        status_message: "Success, refund request is approved",
        refund_chargeback_id: entry.refund_chargeback_id,
        refund_amount: money(refunded + amount),
        refund_key: key,
      },
    ];
  }

  function route(method: string, path: string, body: Record<string, unknown>): [number, object] {
    if (method === "POST" && path === "/v2/charge") return charge(body);
    const match = /^\/v2\/([^/]+)\/(status|cancel|refund)$/.exec(path);
    const t = match && find(decodeURIComponent(match[1] ?? ""));
    if (!match)
      return [404, { status_code: "404", status_message: "The requested resource is not found" }];
    if (!t) return [404, { status_code: "404", status_message: "Transaction doesn't exist." }];
    if (method === "GET" && match[2] === "status")
      return [
        200,
        statusAnswer(
          lagging.has(t.order_id)
            ? { ...t, transaction_status: "pending", settlement_time: undefined }
            : t,
        ),
      ];
    if (method === "POST" && match[2] === "cancel") return cancel(t);
    if (method === "POST" && match[2] === "refund") return refund(t, body);
    return [405, { status_code: "405", status_message: "HTTP method is not allowed." }];
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      let body: Record<string, unknown> | undefined;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({ method: req.method ?? "GET", path, headers: req.headers, body });
      const send = ([status, answer]: [number, object]) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
      if (failure === "hang") return;
      if (failure === "http500")
        return send([
          500,
          {
            status_code: "500",
            status_message: "Sorry, we encountered internal server error. We will fix this soon.",
          },
        ]);
      if (failure === "bodyError")
        return send([
          200,
          { status_code: bodyErrorCode, status_message: `fake error ${bodyErrorCode}` },
        ]);
      if (req.headers.authorization !== auth) {
        return send([
          401,
          {
            status_code: "401",
            status_message:
              "Access denied due to unauthorized transaction, please check client or server key",
          },
        ]);
      }
      const answer = route(req.method ?? "GET", path, body ?? {});
      if (failure !== "lostAnswer") send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const get = (orderId: string) => {
    const t = transactions.get(orderId);
    if (!t) throw new Error(`the fake Midtrans has no ${orderId}`);
    return t;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The charges made, one per order_id. */
    charges: () =>
      [...transactions.values()].map((t) => ({
        orderId: t.order_id,
        transactionId: t.transaction_id,
        refunds: t.refunds.length,
      })),
    setFailure(next: FakeMidtransFailure, statusCode = "500") {
      failure = next;
      bodyErrorCode = statusCode;
    },
    /** The customer pays: settlement. */
    pay(orderId: string, at = new Date()) {
      const t = get(orderId);
      t.transaction_status = "settlement";
      t.settlement_time = wib(at);
    },
    expire(orderId: string) {
      get(orderId).transaction_status = "expire";
    },
    /**
     * Midtrans' status API says pending for the order, whatever its notification says (the
     * notification went out before the status API caught up), until `lagging` is false.
     */
    lagStatus(orderId: string, lag = true) {
      if (lag) lagging.add(orderId);
      else lagging.delete(orderId);
    },
    /** Any documented transaction_status (and fraud_status), for the mapping tests. */
    setState(orderId: string, transactionStatus: string, fraudStatus = "accept") {
      const t = get(orderId);
      t.transaction_status = transactionStatus;
      t.fraud_status = fraudStatus;
    },
    /** The HTTP notification Midtrans would POST for the order now, signed with `key` (the fake's own by default). */
    notification(orderId: string, key = serverKey): Record<string, unknown> {
      const t = get(orderId);
      return {
        ...common(t),
        status_message: "midtrans payment notification",
        signature_key: signature(t, key),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeMidtrans = Awaited<ReturnType<typeof startFakeMidtrans>>;
