import type { BranchCouriers, CourierStatus, OrderedCourier, ServiceCode } from "./couriers";
import { COURIER_STATUSES } from "./couriers";
import type { OrderMode } from "./order-mode";
import type { OrderStatus } from "./order";

// Which courier an order may be booked with (issue 38 item 3, docs/couriers.md): the board's
// "Book courier", its automatic booking, and the route's refusal all read this one rule.

/** The statuses an order is booked a courier at: accepted (being made) or ready. */
export const COURIER_BOOKABLE_STATUSES: readonly OrderStatus[] = ["ACCEPTED", "READY"];

export type CourierRefusal =
  | "COURIER_NOT_FOR_PICKUP"
  | "COURIER_ORDER_NOT_OPEN"
  | "COURIER_NOT_SET_UP"
  | "COURIER_SERVICE_NOT_OFFERED";

/**
 * The service to book for an order: the one its customer chose unless staff pick another of the
 * branch's (switching courier); an order priced by the shop's own segments may take any of the
 * branch's, the first when none is named. A service the branch dropped since stays bookable for
 * the orders placed with it.
 */
export function serviceToBook(
  order: {
    orderMode: OrderMode;
    status: OrderStatus;
    deliveryMethod: { courier?: OrderedCourier } | null;
  },
  branch: BranchCouriers | undefined,
  asked?: ServiceCode,
): { service: ServiceCode } | { refusal: CourierRefusal } {
  if (order.orderMode !== "DELIVERY") return { refusal: "COURIER_NOT_FOR_PICKUP" };
  if (!COURIER_BOOKABLE_STATUSES.includes(order.status))
    return { refusal: "COURIER_ORDER_NOT_OPEN" };
  const ordered = order.deliveryMethod?.courier?.service;
  const offered = [...new Set([...(ordered ? [ordered] : []), ...(branch?.services ?? [])])];
  if (offered.length === 0) return { refusal: "COURIER_NOT_SET_UP" };
  const service = asked ?? ordered ?? offered[0]!;
  return offered.includes(service) ? { service } : { refusal: "COURIER_SERVICE_NOT_OFFERED" };
}

/**
 * When the branch's rule books an order placed with a courier: on READY, or `minutes` before a
 * later order's slot (an order for now, or a slot too close: at once, on accepting it). Null: by
 * hand only.
 */
export function autoBookingAt(
  booking: BranchCouriers["booking"],
  event: "accepted" | "ready",
  scheduledFor: Date | null,
  now: Date,
): Date | null {
  if (booking.kind === "on_ready") return event === "ready" ? now : null;
  if (booking.kind !== "before_slot" || event !== "accepted") return null;
  if (!scheduledFor) return now;
  const at = new Date(scheduledFor.getTime() - booking.minutes * 60_000);
  return at > now ? at : now;
}

/** A COURIER event's reason that is a status kedai words (the timelines: "Courier: driver found"). */
export const isCourierStatus = (reason: string | null | undefined): reason is CourierStatus =>
  (COURIER_STATUSES as readonly (string | null | undefined)[]).includes(reason);
