import "server-only";
import { and, eq } from "drizzle-orm";
import type { CourierStage } from "@/domain/couriers";
import {
  COSTED_COURIER_STATUSES,
  courierAdvancesTo,
  courierStage,
  serviceOf,
} from "@/domain/couriers";
import type { OrderStatus } from "@/domain/order";
import { OPEN_STATUSES } from "@/domain/order-status";
import type { BrandRef } from "../brands/resolve";
import type { ProviderBooking } from "../couriers/provider";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { courierBookings, courierUpdates, orders } from "../db/schema";
import { kickJobs } from "../jobs/jobs";
import { tellBoards } from "../live/tell-boards";
import type { CourierNews } from "../messages/courier-message";
import { courierMessage } from "../messages/courier-message";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { withPhone } from "../orders/rows";
import { applyStatus } from "./change-status";
import { record, tellCustomer } from "./record";

// A courier's status applied to its order (issue 38 item 3, docs/couriers.md): the aggregator's
// truth about a booking (read after its webhook, or by the recovery job) moves the booking
// forward only, once per status, and moves the order as staff would: picked up → READY ("on the
// way"), delivered → COMPLETED (cash paid). A failure ends the booking for staff to rebook; the
// customer is told another courier is being found. A CANCELLED or COMPLETED order stays as it is.

export type BookingRow = typeof courierBookings.$inferSelect;

/** What an update did: moved the booking, filled in its driver, or nothing (a repeat, a late one). */
export type CourierOutcome = "moved" | "refreshed" | "unchanged";

/** The driver and link the aggregator gave; a detail it left out keeps what kedai had. */
function detailsOf(booking: BookingRow, truth: ProviderBooking) {
  return {
    driverName: truth.driverName ?? booking.driverName,
    driverPhone: truth.driverPhone ?? booking.driverPhone,
    driverPlate: truth.driverPlate ?? booking.driverPlate,
    trackingLink: truth.trackingLink ?? booking.trackingLink,
    trackingId: truth.trackingId ?? booking.trackingId,
    waybillId: truth.waybillId ?? booking.waybillId,
  };
}

/**
 * What the shop pays: the aggregator's price once the driver has the parcel; nothing for a
 * booking that ended before (no driver, cancelled before pickup); the price it quoted meanwhile.
 */
function costOf(booking: BookingRow, truth: ProviderBooking): number | null {
  if (COSTED_COURIER_STATUSES.includes(truth.status)) return truth.cost ?? booking.cost;
  return courierStage(truth.status) === "failed" ? 0 : (truth.cost ?? booking.cost);
}

/** The statuses a courier's stage moves an open order to, in order. */
export function orderMovesFor(stage: CourierStage, status: OrderStatus): ("READY" | "COMPLETED")[] {
  if (status !== "ACCEPTED" && status !== "READY") return [];
  if (stage === "picked") return status === "ACCEPTED" ? ["READY"] : [];
  if (stage === "delivered") return status === "ACCEPTED" ? ["READY", "COMPLETED"] : ["COMPLETED"];
  return [];
}

/** The driver is newly known (found, or replaced): the customer is told who comes. */
const driverNews = (booking: BookingRow, truth: ProviderBooking): CourierNews | null =>
  courierStage(truth.status) === "allocated" &&
  truth.driverName &&
  truth.driverName !== booking.driverName
    ? {
        kind: "driverFound",
        driver: truth.driverName,
        plate: truth.driverPlate ?? booking.driverPlate,
        link: truth.trackingLink ?? booking.trackingLink,
      }
    : null;

async function tell(
  tx: Db,
  brand: BrandRef,
  order: OrderRow,
  phoneNumber: string | null,
  news: CourierNews | null,
) {
  if (!news || !phoneNumber || !OPEN_STATUSES.includes(order.status)) return;
  const message = await courierMessage(tx, brand, order, news);
  if (message)
    await tellCustomer(tx, brand.id, phoneNumber, message.text, {
      orderId: order.id,
      language: message.language,
    });
}

/**
 * Applies the aggregator's `truth` about booking `bookingId` of `brand`, in one transaction: the
 * booking, its status once (courier_updates), the order's COURIER event and moves, the customer's
 * message, the boards' live notice.
 */
export async function applyCourierUpdate(
  brand: BrandRef,
  bookingId: string,
  truth: ProviderBooking,
): Promise<CourierOutcome> {
  const { db } = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const ofBooking = and(eq(courierBookings.brandId, brand.id), eq(courierBookings.id, bookingId));
    const [named] = await tx
      .select({ orderId: courierBookings.orderId })
      .from(courierBookings)
      .where(ofBooking);
    if (!named) return "unchanged";
    // The order locked first, then its booking (the order every flow locks them in): staff
    // tapping at the same moment move the order after, or before, this.
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.brandId, brand.id), eq(orders.id, named.orderId)))
      .for("update");
    const [booking] = await tx.select().from(courierBookings).where(ofBooking).for("update");
    if (!booking) return "unchanged";
    const { order, phoneNumber } = await withPhone(tx, brand.id, booking.orderId);
    const details = detailsOf(booking, truth);
    const news = driverNews(booking, truth);
    if (!courierAdvancesTo(booking.status, truth.status)) {
      // The same status again may bring its driver (or a new one); an older one changes nothing.
      const changed = (Object.keys(details) as (keyof typeof details)[]).some(
        (k) => details[k] !== booking[k],
      );
      if (booking.status !== truth.status || !changed) return "unchanged";
      await tx
        .update(courierBookings)
        .set({ ...details, updatedAt: new Date() })
        .where(eq(courierBookings.id, booking.id));
      await tell(tx, brand, order, phoneNumber, news);
      await tellBoards(tx, brand.id, order.id);
      return "refreshed";
    }
    const stage = courierStage(truth.status);
    await tx
      .update(courierBookings)
      .set({
        ...details,
        status: truth.status,
        cost: costOf(booking, truth),
        ...(stage === "failed" && { failure: truth.status }),
        updatedAt: new Date(),
      })
      .where(eq(courierBookings.id, booking.id));
    await tx
      .insert(courierUpdates)
      .values({ bookingId: booking.id, status: truth.status })
      .onConflictDoNothing();
    const actor: Actor = { kind: "system", name: serviceOf(booking.service)?.name ?? "Courier" };
    await record(tx, brand, order, phoneNumber, { type: "COURIER", reason: truth.status }, actor);
    let status = order.status;
    for (const to of orderMovesFor(stage, order.status)) {
      await applyStatus(tx, brand, { ...order, status }, phoneNumber, to, actor);
      status = to;
    }
    await tell(
      tx,
      brand,
      order,
      phoneNumber,
      stage === "failed" ? { kind: "findingAnother" } : news,
    );
    return "moved";
  });
  if (outcome !== "unchanged") kickJobs();
  return outcome;
}
