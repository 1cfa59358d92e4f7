import { PROVIDER_CHANNELS } from "@/domain/online-payment";
import "server-only";
import { createHmac } from "node:crypto";
import http from "node:http";
import { and, eq, sql } from "drizzle-orm";
import type { OnlinePaymentState, SimulatedOutcome } from "@/domain/online-payment";
import { keyFor, equalHex } from "../auth/keys";
import { getDb } from "../db/client";
import { simulatedCharges } from "../db/schema";
import { env } from "../env";
import type {
  Charge,
  ChargeRequest,
  PaymentAction,
  PaymentGateway,
  PaymentNotification,
  PaymentStatus,
  Refund,
} from "./gateway";
import { ForgedNotification, GatewayError } from "./gateway";

// The built-in payment gateway (issue 20 item 1): for the embedded default, demos and tests. Its
// charges live in `simulated_charges`; its payment page (/simulator/{reference}) shows the QR and
// lets a person mark the payment paid, expired or failed. Each outcome is sent as a signed HTTP
// notification to the brand's notification endpoint, the very path a real gateway's takes.

export const SIMULATOR_SIGNATURE = "x-simulator-signature";

type Row = typeof simulatedCharges.$inferSelect;

const signature = (brandId: string, body: string) =>
  createHmac("sha256", keyFor("payment-simulator")).update(`${brandId}.${body}`).digest("hex");

/** The payment page of a simulated charge, on the brand's own site. */
export const simulatorPage = (origin: string, reference: string) =>
  `${origin}/simulator/${encodeURIComponent(reference)}`;

/** A virtual account number for the simulator: digits of the reference, stable per charge. */
function simulatedAccount(reference: string): string {
  const digits = [...reference].map((c) => c.charCodeAt(0) % 10).join("");
  return `8808${digits}`.slice(0, 16).padEnd(16, "0");
}

function actionOf(row: Row, origin: string): PaymentAction {
  const page = simulatorPage(origin, row.reference);
  if (row.channel === "QRIS") return { kind: "qr", qrString: page };
  if (row.channel.startsWith("VA_"))
    return {
      kind: "va",
      bank: row.channel.slice(3),
      accountNumber: simulatedAccount(row.reference),
    };
  return { kind: "redirect", url: page };
}

const statusOf = (row: Row): PaymentStatus => ({
  reference: row.reference,
  gatewayId: `sim-${row.reference}`,
  state: row.state,
  amount: row.amount,
  currency: row.currency,
  at: new Date(),
});

export class SimulatorGateway implements PaymentGateway {
  readonly provider = "simulator" as const;
  readonly channels = PROVIDER_CHANNELS.simulator;

  constructor(private readonly brandId: string) {}

  private async row(reference: string): Promise<Row> {
    const { db } = await getDb();
    const [row] = await db
      .select()
      .from(simulatedCharges)
      .where(
        and(eq(simulatedCharges.brandId, this.brandId), eq(simulatedCharges.reference, reference)),
      );
    if (!row) throw new GatewayError("not-found", `No simulated charge ${reference}`, 404);
    return row;
  }

  async createCharge(request: ChargeRequest): Promise<Charge> {
    const { db } = await getDb();
    // The same reference again finds the charge made before: never two.
    await db
      .insert(simulatedCharges)
      .values({
        brandId: this.brandId,
        reference: request.reference,
        channel: request.channel,
        amount: request.amount,
        currency: request.currency,
        expiresAt: request.expiresAt,
        notificationUrl: request.notificationUrl,
        returnUrl: request.returnUrl,
      })
      .onConflictDoNothing();
    const row = await this.row(request.reference);
    if (row.amount !== request.amount)
      throw new GatewayError("rejected", "A charge of another amount has this reference.", 409);
    return {
      ...statusOf(row),
      action: actionOf(row, new URL(request.notificationUrl).origin),
      expiresAt: row.expiresAt,
    };
  }

  async status(reference: string): Promise<PaymentStatus> {
    return statusOf(await this.row(reference));
  }

  async cancel(reference: string): Promise<void> {
    const { db } = await getDb();
    await db
      .update(simulatedCharges)
      .set({ state: "FAILED" })
      .where(
        and(
          eq(simulatedCharges.brandId, this.brandId),
          eq(simulatedCharges.reference, reference),
          eq(simulatedCharges.state, "PENDING"),
        ),
      );
  }

  async refund(reference: string, amount: number): Promise<Refund> {
    const row = await this.row(reference);
    if (row.state === "REFUNDED") return { gatewayId: `sim-refund-${reference}`, amount };
    if (row.state !== "PAID") throw new GatewayError("rejected", "Only a paid charge is refunded.");
    const { db } = await getDb();
    await db
      .update(simulatedCharges)
      .set({ state: "REFUNDED", refunds: sql`${simulatedCharges.refunds} + 1` })
      .where(
        and(
          eq(simulatedCharges.brandId, this.brandId),
          eq(simulatedCharges.reference, reference),
          eq(simulatedCharges.state, "PAID"),
        ),
      );
    return { gatewayId: `sim-refund-${reference}`, amount };
  }

  verifyNotification(headers: Headers, body: string): PaymentNotification {
    const given = headers.get(SIMULATOR_SIGNATURE) ?? "";
    if (!equalHex(given, signature(this.brandId, body))) throw new ForgedNotification();
    const parsed = JSON.parse(body) as {
      reference: string;
      state: OnlinePaymentState;
      amount: number;
      currency: string;
      eventId: string;
      at: string;
    };
    return {
      reference: parsed.reference,
      gatewayId: `sim-${parsed.reference}`,
      state: parsed.state,
      amount: parsed.amount,
      currency: parsed.currency,
      at: new Date(parsed.at),
      eventKey: parsed.eventId,
    };
  }

  /**
   * The payment page's buttons: the charge becomes `outcome`, and the simulator notifies the
   * brand's notification endpoint over HTTP, signed, as a gateway does. Answers whether the
   * endpoint took it.
   */
  async simulate(reference: string, outcome: SimulatedOutcome): Promise<Charge> {
    const row = await this.row(reference);
    const { db } = await getDb();
    // Only a pending charge ends, once: two quick taps give one outcome.
    const [ended] = await db
      .update(simulatedCharges)
      .set({ state: outcome })
      .where(
        and(
          eq(simulatedCharges.brandId, this.brandId),
          eq(simulatedCharges.reference, reference),
          eq(simulatedCharges.state, "PENDING"),
        ),
      )
      .returning();
    if (!ended)
      throw new GatewayError(
        "rejected",
        `This payment is ${(await this.row(reference)).state.toLowerCase()} already.`,
        409,
      );
    await this.notify(ended);
    const origin = new URL(row.notificationUrl).origin;
    return { ...statusOf(ended), action: actionOf(ended, origin), expiresAt: ended.expiresAt };
  }

  /** Sends `row`'s state to its notification URL, through this server's own port. */
  private async notify(row: Row): Promise<void> {
    const body = JSON.stringify({
      reference: row.reference,
      state: row.state,
      amount: row.amount,
      currency: row.currency,
      eventId: `${row.reference}:${row.state}`,
      at: new Date().toISOString(),
    });
    const target = new URL(row.notificationUrl);
    // The brand's address may not resolve from here (*.localhost does not in Node): the request
    // goes to this very server, naming the brand's host.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `http://127.0.0.1:${env().PORT}${target.pathname}`,
        {
          method: "POST",
          timeout: 10_000,
          headers: {
            host: target.host,
            "content-type": "application/json",
            [SIMULATOR_SIGNATURE]: signature(this.brandId, body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end(body);
    });
    if (status < 200 || status >= 300)
      throw new GatewayError(
        "unavailable",
        `The notification endpoint answered ${status}.`,
        status,
      );
  }
}
