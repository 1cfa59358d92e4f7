import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { BrandRef } from "../brands/resolve";
import { CourierError } from "../couriers/provider";
import { COURIER_SECRET_HEADER, couriers } from "../couriers/couriers";
import { brandCouriersOf } from "../couriers/settings";
import { getDb } from "../db/client";
import { courierBookings } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { applyCourierUpdate } from "./courier-update";

// The aggregator's webhook (issue 38 item 3, docs/couriers.md): POST /api/couriers/{brandId}/webhook.
// Biteship sends the header its shop set ("signature key" and "signature secret" in its webhook
// settings); kedai's is `x-kedai-courier-secret` with the brand's secret, compared in constant
// time: without it, 401 and nothing changes. Its body is then only a hint: kedai asks the
// aggregator for the booking as it is now and applies that (src/server/flows/courier-update.ts).

/** Biteship's status calls are a few hundred bytes; far past that is not Biteship. */
const MAX_BODY_BYTES = 64 * 1024;

/** What kedai reads of Biteship's `order.status` call (order_id is Biteship's order's id). */
const hintSchema = z.object({ order_id: z.string().min(1).max(200) });

/** What one webhook call did: `applied` false for a ping, an unknown booking or nothing new. */
export interface CourierWebhookTaken {
  applied: boolean;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** POST /api/couriers/{brandId}/webhook: the secret checked, then the hint taken. */
export async function courierWebhook(
  brand: BrandRef,
  request: Request,
): Promise<CourierWebhookTaken> {
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "A courier's status call is not that large.");
  return takeCourierWebhook(brand, request.headers.get(COURIER_SECRET_HEADER), body);
}

export async function takeCourierWebhook(
  brand: BrandRef,
  secret: string | null,
  body: string,
): Promise<CourierWebhookTaken> {
  const { db } = await getDb();
  const settings = await brandCouriersOf(db, brand.id);
  if (!settings || !secret || !sameText(secret, settings.webhookSecret)) {
    logger().warn({ brandId: brand.id }, "courier webhook with a missing or wrong secret refused");
    throw new AppError("NOTIFICATION_FORGED", "The webhook's secret does not match.");
  }
  let hint: z.infer<typeof hintSchema> | null = null;
  try {
    const parsed = hintSchema.safeParse(JSON.parse(body));
    hint = parsed.success ? parsed.data : null;
  } catch {
    hint = null;
  }
  // Biteship calls the address once when it is installed, with no order: it only wants a 200.
  if (!hint) return { applied: false };
  const [booking] = await db
    .select({ id: courierBookings.id, providerOrderId: courierBookings.providerOrderId })
    .from(courierBookings)
    .where(
      and(
        eq(courierBookings.brandId, brand.id),
        eq(courierBookings.aggregator, settings.settings.aggregator),
        eq(courierBookings.providerOrderId, hint.order_id),
      ),
    );
  if (!booking?.providerOrderId) {
    logger().info(
      { brandId: brand.id, providerOrderId: hint.order_id },
      "courier webhook for a booking kedai does not know: ignored",
    );
    return { applied: false };
  }
  let truth;
  try {
    truth = await couriers().booking(settings.apiKey, booking.providerOrderId);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    // The recovery job asks again later (./courier-recovery.ts): the hint is not lost for long.
    logger().warn(
      { brandId: brand.id, bookingId: booking.id, kind: error.kind, err: error.message },
      "courier webhook: the aggregator did not say how the booking is",
    );
    return { applied: false };
  }
  return { applied: (await applyCourierUpdate(brand, booking.id, truth)) !== "unchanged" };
}
