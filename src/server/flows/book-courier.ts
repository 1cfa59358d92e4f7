import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { ServiceCode } from "@/domain/couriers";
import { parcelsOf } from "@/domain/courier-parcels";
import { serviceToBook } from "@/domain/courier-booking";
import type { StaffOrder } from "@/domain/order";
import type { BrandRef } from "../brands/resolve";
import { couriers } from "../couriers/couriers";
import type { BookRequest, ProviderBooking } from "../couriers/provider";
import { CourierError } from "../couriers/provider";
import { brandCouriersOf } from "../couriers/settings";
import { getDb } from "../db/client";
import { courierBookings } from "../db/schema";
import { violates } from "../db/unavailable";
import { AppError } from "../errors";
import { logger } from "../logger";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { findOrder, withPhone } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { cancelCourierOfCancelled } from "./cancel-courier";
import { courierFailure } from "./courier-errors";
import { record } from "./record";

// Booking an order's courier (issue 38 item 3, docs/couriers.md), by staff from the board or by
// the branch's rule (./courier-jobs.ts). Steps: check the order and the service
// (src/domain/courier-booking.ts); write the booking's row first, which the one-live-booking index
// makes the lock (two tablets tapping at once book once); ask the aggregator; then write what it
// answered and record it (the timeline's COURIER event, the live update). A refusal ends the row
// as rejected, with why, and is recorded the same way: the card shows it at once.

/** Who books: staff (their uid) or the branch's rule ("system"). */
export interface Booker extends Actor {
  uid: string;
}

type Loaded = Awaited<ReturnType<typeof withPhone>>;

/** What the courier is asked: from the branch (as ordered from) to the customer, with the items. */
function bookRequest(reference: string, service: ServiceCode, loaded: Loaded): BookRequest {
  const { order, phoneNumber, name } = loaded;
  const branch = order.selectedBranch;
  const address = order.deliveryAddress!;
  return {
    reference,
    service,
    origin: {
      name: branch.name,
      phone: branch.phoneNumber,
      address: branch.address.address,
      point: { lat: branch.address.lat, lng: branch.address.lng },
    },
    destination: {
      name: name || "Customer",
      // An order kept after its customer left has no number: the driver calls the shop.
      phone: phoneNumber ?? branch.phoneNumber,
      address: [address.address, address.addressDetails].filter(Boolean).join(" · "),
      point: { lat: address.lat, lng: address.lng },
      ...(order.deliveryNotes && { note: order.deliveryNotes }),
    },
    items: parcelsOf(order.basket.items),
    ...(order.deliveryNotes && { note: order.deliveryNotes }),
  };
}

/** The aggregator's answer as the booking's row keeps it. */
const answered = (b: ProviderBooking) => ({
  providerOrderId: b.providerOrderId,
  status: b.status,
  cost: b.cost,
  trackingId: b.trackingId,
  waybillId: b.waybillId,
  driverName: b.driverName,
  driverPhone: b.driverPhone,
  driverPlate: b.driverPlate,
  trackingLink: b.trackingLink,
  updatedAt: new Date(),
});

/** Books `checked`'s courier: `service`, or the customer's choice. Answers the order as staff see it. */
export async function bookCourier(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  { service: asked, by }: { service?: ServiceCode; by: Booker },
): Promise<StaffOrder> {
  const { db } = await getDb();
  const loaded = await withPhone(db, brand.id, checked.id);
  const { order } = loaded;
  const setup = await brandCouriersOf(db, brand.id);
  const chosen = serviceToBook(order, setup?.settings.branches[order.branchId], asked);
  if ("refusal" in chosen) throw new AppError(chosen.refusal);
  if (!setup) throw new AppError("COURIER_NOT_SET_UP");
  const id = `cb_${randomBytes(9).toString("base64url")}`;
  try {
    await db.insert(courierBookings).values({
      id,
      brandId: brand.id,
      orderId: order.id,
      aggregator: setup.settings.aggregator,
      service: chosen.service,
      bookedBy: by.uid,
    });
  } catch (error) {
    if (violates(error, "courier_bookings_live_idx")) throw new AppError("COURIER_ALREADY_BOOKED");
    throw error;
  }
  const actor: Actor = { kind: by.kind, name: by.name };
  let booked: ProviderBooking;
  try {
    booked = await couriers().book(setup.apiKey, bookRequest(id, chosen.service, loaded));
  } catch (error) {
    const failure = courierFailure(error);
    if (!(error instanceof CourierError))
      logger().error({ err: error, courier: { brandId: brand.id, orderId: order.id } }, "booking");
    await db.transaction(async (tx) => {
      await tx
        .update(courierBookings)
        .set({ status: "rejected", failure: failure.message, updatedAt: new Date() })
        .where(and(eq(courierBookings.brandId, brand.id), eq(courierBookings.id, id)));
      await record(tx, brand, order, null, { type: "COURIER", reason: "rejected" }, actor);
    });
    throw failure;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(courierBookings)
      .set(answered(booked))
      .where(
        and(
          eq(courierBookings.brandId, brand.id),
          eq(courierBookings.id, id),
          // A webhook faster than this answer wrote it already, and maybe a later status.
          isNull(courierBookings.providerOrderId),
        ),
      );
    await record(tx, brand, order, null, { type: "COURIER", reason: booked.status }, actor);
  });
  // Cancelled while the courier was being booked (its cancel found nothing to cancel yet): the
  // courier goes too.
  const now = await findOrder(db, brand.id, order.id);
  if (now?.status === "CANCELLED") await cancelCourierOfCancelled(brand, now, actor);
  return (await staffOrder(brand, order.id))!;
}
