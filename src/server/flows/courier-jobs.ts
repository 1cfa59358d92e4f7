import "server-only";
import { and, eq } from "drizzle-orm";
import { autoBookingAt, COURIER_BOOKABLE_STATUSES } from "@/domain/courier-booking";
import type { BrandRef } from "../brands/resolve";
import { findBrandById } from "../brands/resolve";
import { brandCouriersOf } from "../couriers/settings";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { courierBookings } from "../db/schema";
import { AppError } from "../errors";
import { defineJob, enqueueJob } from "../jobs/jobs";
import { logger } from "../logger";
import type { OrderRow } from "../orders/rows";
import { findOrder } from "../orders/rows";
import { bookCourier } from "./book-courier";

// A branch's automatic courier booking (issue 38 item 3, docs/couriers.md "Booking"): when the
// order is marked ready, or some minutes before a later order's slot. Queued as a job in the
// status change's transaction, so the change never waits on the aggregator; the job books as staff
// would ("system"), and a refusal shows on the card as staff's own would. Only orders placed with
// a courier are booked so; staff book the others by hand.

export interface CourierBookingJob {
  orderId: string;
  /** What queued it: the order was accepted (before its slot) or marked ready. */
  on: "accepted" | "ready";
}
export const courierBookingJob = defineJob<CourierBookingJob>("courier-booking");

const SYSTEM = { kind: "system" as const, name: "system", uid: "system" };

/** A step of accepting an order or marking it ready, in its transaction. */
export async function queueAutoBooking(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  on: "accepted" | "ready",
): Promise<void> {
  if (order.orderMode !== "DELIVERY" || !order.deliveryMethod?.courier) return;
  const setup = await brandCouriersOf(tx, brand.id);
  const branch = setup?.settings.branches[order.branchId];
  if (!branch) return;
  const at = autoBookingAt(branch.booking, on, order.scheduledFor, new Date());
  if (at)
    await enqueueJob(tx, brand.id, courierBookingJob, { orderId: order.id, on }, { runAt: at });
}

/** The job: books the courier unless the order moved on or one is booked already. */
export async function autoBook(brandId: string, { orderId }: CourierBookingJob): Promise<void> {
  const { db } = await getDb();
  const brand = await findBrandById(brandId);
  const order = brand && (await findOrder(db, brandId, orderId));
  if (!brand || !order || !COURIER_BOOKABLE_STATUSES.includes(order.status)) return;
  // Staff booked it meanwhile (a failed one they may rebook themselves, and did or will).
  const [booked] = await db
    .select({ id: courierBookings.id })
    .from(courierBookings)
    .where(and(eq(courierBookings.brandId, brandId), eq(courierBookings.orderId, orderId)))
    .limit(1);
  if (booked) return;
  try {
    await bookCourier(brand, order, { by: SYSTEM });
  } catch (error) {
    // Written on the booking and the card already, or booked by staff at the same moment: a try
    // again would book twice or fail the same way.
    if (!(error instanceof AppError) || !error.code.startsWith("COURIER_")) throw error;
    logger().info({ courier: { brandId, orderId } }, `automatic booking: ${error.code}`);
  }
}
