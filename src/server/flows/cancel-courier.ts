import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import { ENDED_COURIER_STATUSES } from "@/domain/couriers";
import type { StaffOrder } from "@/domain/order";
import type { BrandRef } from "../brands/resolve";
import { couriers } from "../couriers/couriers";
import { brandCouriersOf } from "../couriers/settings";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { courierBookings } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { requireOrder } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { courierFailure } from "./courier-errors";
import { record } from "./record";

// Cancelling an order's courier (issue 38 item 4, docs/couriers.md): staff switching courier, or
// the order cancelled. Steps: find its live booking, cancel it at the aggregator, then end the row
// (status cancelled, why) and record it. An aggregator that refuses leaves the booking as it is:
// the driver may still come, and staff are told.

const live = (brandId: string, orderId: string) =>
  and(
    eq(courierBookings.brandId, brandId),
    eq(courierBookings.orderId, orderId),
    notInArray(courierBookings.status, [...ENDED_COURIER_STATUSES]),
  );

async function liveBooking(db: Db, brandId: string, orderId: string) {
  const [row] = await db.select().from(courierBookings).where(live(brandId, orderId));
  return row;
}

/** Cancels the order's live booking at its aggregator and ends it; false: it had none. */
async function endLiveBooking(
  brand: BrandRef,
  order: OrderRow,
  actor: Actor,
  why: string,
): Promise<boolean> {
  const { db } = await getDb();
  const booking = await liveBooking(db, brand.id, order.id);
  if (!booking) return false;
  // Still being sent: its answer is not in yet, so there is nothing at the aggregator to cancel.
  if (!booking.providerOrderId) throw new AppError("COURIER_ALREADY_BOOKED");
  const setup = await brandCouriersOf(db, brand.id);
  if (!setup) throw new AppError("COURIER_NOT_SET_UP");
  try {
    await couriers().cancel(setup.apiKey, booking.providerOrderId, why);
  } catch (error) {
    throw courierFailure(error);
  }
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(courierBookings)
      .set({ status: "cancelled", failure: why, updatedAt: new Date() })
      .where(and(live(brand.id, order.id), eq(courierBookings.id, booking.id)))
      .returning({ id: courierBookings.id });
    // Ended meanwhile (delivered, or failed by a webhook): that is already on the timeline.
    if (ended)
      await record(tx, brand, order, null, { type: "COURIER", reason: "cancelled" }, actor);
  });
  return true;
}

/** Staff's "Cancel courier": 409 COURIER_NOT_BOOKED when none runs. */
export async function cancelCourier(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  actor: Actor,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const order = await requireOrder(db, brand.id, checked.id);
  if (!(await endLiveBooking(brand, order, actor, "cancelled by staff")))
    throw new AppError("COURIER_NOT_BOOKED");
  return (await staffOrder(brand, order.id))!;
}

/**
 * A step after an order's cancel committed: its courier is cancelled too, best effort. A refusal
 * is written on the booking and logged; the booking stays on the card for staff to cancel again.
 */
export async function cancelCourierOfCancelled(
  brand: BrandRef,
  order: OrderRow,
  actor: Actor,
): Promise<void> {
  try {
    await endLiveBooking(brand, order, actor, "the order was cancelled");
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    logger().warn(
      { courier: { brandId: brand.id, orderId: order.id } },
      `the cancelled order's courier was not cancelled: ${why}`,
    );
    const { db } = await getDb();
    await db
      .update(courierBookings)
      .set({ failure: `the order was cancelled; cancelling the courier failed: ${why}` })
      .where(live(brand.id, order.id));
  }
}
