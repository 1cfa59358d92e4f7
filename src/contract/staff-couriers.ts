// Booking an order's courier from the board (issue 38 items 3 and 4, docs/couriers.md).
import { z } from "zod";
import type { BookingRule, ServiceCode } from "@/domain/couriers";
import { SERVICE_CODES } from "@/domain/couriers";
import type { StaffOrder } from "@/domain/order";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** The couriers the caller's branches offer: what the board's "Book courier" chooses from. */
export interface StaffCouriers {
  branches: {
    branchId: string;
    services: { code: ServiceCode; name: string }[];
    booking: BookingRule;
  }[];
}

/** Why an aggregator's refusal is answered: what staff do next is in the words of each. */
const AGGREGATOR_ERRORS = [
  "COURIER_UNAVAILABLE",
  "COURIER_OUT_OF_RANGE",
  "COURIER_KEY_REFUSED",
  "COURIER_REFUSED",
] as const;

export const services = endpoint(routes.staffCouriers.services, {
  summary:
    "The couriers each of the caller's branches offers (services by code and name) and when they are booked (by hand, when ready, before the slot). Empty when the brand has no couriers.",
  data: returns<StaffCouriers>("StaffCouriers"),
  cache: PRIVATE,
  errors: [],
});

export const book = endpoint(routes.staffCouriers.book, {
  loads: { order: "branch staff" },
  summary:
    "Books a courier for an accepted or ready delivery order: `service`, one of its branch's, or the one its customer chose. The booking's status, driver and tracking link come on the order (`courier`); a refusal by the courier service is answered with why, and kept on the order as a failed booking.",
  body: z.strictObject({ service: z.enum(SERVICE_CODES).optional() }),
  data: returns<StaffOrder>("StaffOrder"),
  errors: [
    "ORDER_NOT_FOUND",
    "FORBIDDEN",
    "COURIER_NOT_FOR_PICKUP",
    "COURIER_ORDER_NOT_OPEN",
    "COURIER_NOT_SET_UP",
    "COURIER_SERVICE_NOT_OFFERED",
    "COURIER_ALREADY_BOOKED",
    ...AGGREGATOR_ERRORS,
  ],
});

export const cancel = endpoint(routes.staffCouriers.cancel, {
  loads: { order: "branch staff" },
  summary:
    "Cancels the order's courier booking at the courier service and ends it (to book again or switch courier).",
  data: returns<StaffOrder>("StaffOrder"),
  errors: [
    "ORDER_NOT_FOUND",
    "FORBIDDEN",
    "COURIER_NOT_BOOKED",
    "COURIER_ALREADY_BOOKED",
    "COURIER_NOT_SET_UP",
    ...AGGREGATOR_ERRORS,
  ],
});
