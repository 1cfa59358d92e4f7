import "server-only";
import { and, eq } from "drizzle-orm";
import type {
  OnlinePaymentView,
  PaymentChannel,
  SimulatedCharge,
  SimulatedOutcome,
} from "@/domain/online-payment";
import { customerPaymentView, PAYMENT_PROVIDERS } from "@/domain/online-payment";
import type { OrderDetail, StaffOrder } from "@/domain/order";
import type { InPersonMethod } from "@/domain/payment";
import type { StaffRole } from "@/domain/auth";
import { covers, notYourBranch } from "../access";
import type { SignedIn } from "../auth/sessions";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orders, simulatedCharges } from "../db/schema";
import { AppError } from "../errors";
import { kickJobs } from "../jobs/jobs";
import { logger } from "../logger";
import { requireOrderId, staffOrder } from "../orders/status";
import { payInPerson, tryPaymentAgain } from "./attempts";
import { ForgedNotification, GatewayError, IgnoredNotification } from "./gateway";
import { simulatorAllowed } from "./gateways";
import { ensureCharge, notConfirmed, retryRefund, takeNotification } from "./online";
import { SimulatorGateway } from "./simulator";

// What the payment routes do (issue 20, docs/payments.md; the routes are src/app/api/payments).

/** A notification is a gateway's small JSON; anything larger is not one. */
const MAX_NOTIFICATION_BYTES = 64 * 1024;

/**
 * POST /api/payments/{provider}/notifications: verified, then taken. A forgery is 401 and writes
 * nothing; a body that is not a notification is 400 (the gateway's retry would not mend it).
 */
export async function notificationFor(
  brand: BrandRef,
  provider: string,
  request: Request,
): Promise<{ changed: boolean }> {
  const known = PAYMENT_PROVIDERS.find((p) => p === provider);
  if (!known) throw new AppError("NOT_FOUND");
  if (known === "simulator") simulator(brand);
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_NOTIFICATION_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "A notification is not that large.");
  try {
    return await takeNotification(brand, known, request.headers, body);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof IgnoredNotification) {
      logger().info({ brandId: brand.id, provider, reason: error.message }, "notification ignored");
      return { changed: false };
    }
    if (error instanceof ForgedNotification) {
      logger().warn({ brandId: brand.id, provider }, "forged payment notification refused");
      throw new AppError("NOTIFICATION_FORGED", error.message);
    }
    // The gateway asked to confirm it has no such payment, or could not answer: nothing is kept,
    // and a gateway that is down is answered 503, so it sends the notification again.
    if (error instanceof GatewayError) {
      logger().warn(
        { brandId: brand.id, provider, err: error.message },
        "payment notification not confirmed",
      );
      throw error.failure === "not-found"
        ? new AppError("PAYMENT_NOT_FOUND", error.message)
        : notConfirmed();
    }
    throw new AppError(
      "NOTIFICATION_INVALID",
      error instanceof Error ? error.message : "The notification could not be read.",
    );
  }
}

/** POST /api/orders/{brandId}/{orderId}/payment: the customer's own order, charged if not yet. */
export async function customerPayment(
  brand: BrandRef,
  signedIn: SignedIn,
  orderId: string,
): Promise<OnlinePaymentView> {
  const { db } = await getDb();
  const [mine] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.brandId, brand.id),
        eq(orders.id, requireOrderId(orderId)),
        eq(orders.customerId, signedIn.user.uid),
      ),
    );
  if (!mine) throw new AppError("ORDER_NOT_FOUND");
  return customerPaymentView(await ensureCharge(brand, mine.id));
}

/** POST …/payment/attempts: a failed payment tried again (issue 32 item 6). */
export async function customerPaymentAttempt(
  brand: BrandRef,
  signedIn: SignedIn,
  orderId: string,
  channel: PaymentChannel,
): Promise<OnlinePaymentView> {
  const id = requireOrderId(orderId);
  return customerPaymentView(await tryPaymentAgain(brand, signedIn.user.uid, id, channel));
}

/** POST …/payment/in-person: paying in person instead of online (issue 32 item 6). */
export async function customerPayInPerson(
  brand: BrandRef,
  signedIn: SignedIn,
  orderId: string,
  method: InPersonMethod,
): Promise<OrderDetail> {
  return payInPerson(brand, signedIn.user.uid, requireOrderId(orderId), method);
}

/** The brand's simulator; off for it (issue 31 item 3), its routes answer as if they did not exist. */
function simulator(brand: BrandRef): SimulatorGateway {
  if (!simulatorAllowed(brand.id)) throw new AppError("NOT_FOUND");
  return new SimulatorGateway(brand.id);
}

async function chargeView(db: Db, brand: BrandRef, reference: string): Promise<SimulatedCharge> {
  const [row] = await db
    .select()
    .from(simulatedCharges)
    .where(and(eq(simulatedCharges.brandId, brand.id), eq(simulatedCharges.reference, reference)));
  if (!row) throw new AppError("PAYMENT_NOT_FOUND", "No such simulated payment.");
  return {
    reference: row.reference,
    brandName: brand.name,
    channel: row.channel,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    expiresAt: row.expiresAt.toISOString(),
    // The order's tracking page, as the charge was made (a later attempt's reference is not an
    // order's id).
    returnUrl: row.returnUrl,
  };
}

/** GET /api/payments/simulator/charges/{reference}: the simulator's payment page. */
export async function simulatedCharge(brand: BrandRef, reference: string) {
  simulator(brand);
  return chargeView((await getDb()).db, brand, reference);
}

/** POST …/{reference}: the page's buttons, sent on as the gateway's signed notification. */
export async function simulate(brand: BrandRef, reference: string, outcome: SimulatedOutcome) {
  try {
    await simulator(brand).simulate(reference, outcome);
  } catch (error) {
    if (error instanceof GatewayError && error.failure === "not-found")
      throw new AppError("PAYMENT_NOT_FOUND", "No such simulated payment.");
    if (error instanceof GatewayError && error.failure === "rejected")
      throw new AppError("PAYMENT_ALREADY_ENDED", error.message);
    throw error;
  }
  return chargeView((await getDb()).db, brand, reference);
}

/** POST /api/staff/orders/{orderId}/refund: a failed refund, tried again. */
export async function retryFailedRefund(
  brand: BrandRef,
  role: StaffRole,
  orderId: string,
): Promise<StaffOrder> {
  const order = await staffOrder(brand, requireOrderId(orderId));
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  if (!covers(role, order.selectedBranch.id)) throw notYourBranch();
  const { db } = await getDb();
  const again = await db.transaction((tx) => retryRefund(tx, brand.id, order.uid));
  if (!again) throw new AppError("NO_FAILED_REFUND", "This order has no failed refund.");
  kickJobs();
  return (await staffOrder(brand, order.uid))!;
}
