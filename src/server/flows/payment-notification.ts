import "server-only";
import { PAYMENT_PROVIDERS } from "@/domain/online-payment";
import type { PaymentProvider } from "@/domain/online-payment";
import type { BrandRef } from "../brands/resolve";
import { AppError } from "../errors";
import { logger } from "../logger";
import { ForgedNotification, GatewayError, IgnoredNotification } from "../payments/gateway";
import { gatewayFor } from "../payments/gateways";
import { notConfirmed } from "../payments/online";
import { simulatorFor } from "../payments/simulator-pages";
import { applyGatewayStatus } from "./settle-payment";

// A gateway's notification (issue 20, issue 31 item 4): checked (the provider, its size, its
// signature), confirmed with the gateway, then settled as the gateway's word
// (./settle-payment.ts).

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
  if (known === "simulator") simulatorFor(brand);
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

/**
 * A notification from `provider` for this brand: verified with the brand's keys (a forgery is
 * 401 and writes nothing), then confirmed with the gateway and taken as its word on the payment.
 *
 * A gateway's notification is a prompt, not its word (issue 31 item 4): Midtrans signs the order,
 * the status code and the amount, not transaction_status (a signed body could be relabelled
 * "settlement" → "refund"); Xendit's x-callback-token is one secret for every callback, so whoever
 * holds it could say any order was paid. What moves the payment is the gateway's answer to kedai's
 * own status call. The notification's event is kept as handled only when that answer bears it
 * out; when the gateway still says pending (its status API lags its notification), the answer is
 * 503 and nothing is kept, so the gateway's retry is taken. The simulator's notification is signed
 * by this server itself (APP_SECRET): it is its own word.
 */
async function takeNotification(
  brand: BrandRef,
  provider: PaymentProvider,
  headers: Headers,
  body: string,
): Promise<{ changed: boolean }> {
  const gateway = await gatewayFor(brand.id, provider);
  const notification = gateway.verifyNotification(headers, body);
  if (provider === "simulator" || notification.state === "PENDING")
    return applyGatewayStatus(brand, provider, notification, notification.eventKey);
  const confirmed = await gateway.status(notification.reference);
  if (confirmed.state === notification.state)
    return applyGatewayStatus(brand, provider, confirmed, notification.eventKey);
  if (confirmed.state === "PENDING") throw notConfirmed();
  // The gateway says something else (a relabelled body, or the payment moved on since): its word
  // is taken, and the notification is not kept as handled.
  return applyGatewayStatus(brand, provider, confirmed, null);
}
