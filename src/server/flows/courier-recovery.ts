import "server-only";
import { and, asc, gt, isNotNull, lt, notInArray } from "drizzle-orm";
import { ENDED_COURIER_STATUSES } from "@/domain/couriers";
import { findBrandById } from "../brands/resolve";
import { couriers } from "../couriers/couriers";
import { brandCouriersOf } from "../couriers/settings";
import type { Db } from "../db/client";
import { courierBookings } from "../db/schema";
import { env } from "../env";
import { logger } from "../logger";
import { applyCourierUpdate } from "./courier-update";

// The safety net of the courier webhooks (issue 38, docs/couriers.md): a booking still running
// that nothing moved for COURIER_RECHECK_SECONDS is asked about at its aggregator, and its answer
// applied as a webhook's would be. A lost webhook never strands an order.

/** A shop has a few couriers running at once; this many, oldest first, per run. */
const BATCH = 200;
/** A booking older than this is no courier on its way any more: staff settle it by hand. */
const GIVE_UP_MS = 24 * 3600_000;

/** How often the recovery runs: every half of the re-check age, at most every minute. */
export const courierRecheckEveryMs = () =>
  Math.min(60_000, Math.max(1000, (env().COURIER_RECHECK_SECONDS * 1000) / 2));

export async function recoverCourierBookings(db: Db, now = new Date()): Promise<void> {
  const stale = new Date(now.getTime() - env().COURIER_RECHECK_SECONDS * 1000);
  const due = await db
    .select({
      id: courierBookings.id,
      brandId: courierBookings.brandId,
      providerOrderId: courierBookings.providerOrderId,
    })
    .from(courierBookings)
    .where(
      and(
        notInArray(courierBookings.status, [...ENDED_COURIER_STATUSES]),
        isNotNull(courierBookings.providerOrderId),
        lt(courierBookings.updatedAt, stale),
        gt(courierBookings.createdAt, new Date(now.getTime() - GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(courierBookings.updatedAt))
    .limit(BATCH);
  for (const booking of due) {
    try {
      const brand = await findBrandById(booking.brandId);
      const settings = await brandCouriersOf(db, booking.brandId);
      if (!brand || !settings) continue;
      const truth = await couriers().booking(settings.apiKey, booking.providerOrderId!);
      await applyCourierUpdate(brand, booking.id, truth);
    } catch (error) {
      logger().warn(
        { brandId: booking.brandId, bookingId: booking.id, err: error },
        "courier recovery: the booking could not be read again",
      );
    }
  }
}
