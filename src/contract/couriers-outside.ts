// Couriers from outside (issue 38, docs/couriers.md): the aggregator's webhook, and the courier
// stand-in's test page (which also plays the courier's tracking page in the demo).
import { z } from "zod";
import type { CourierStatus, ServiceCode } from "@/domain/couriers";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export const webhook = endpoint(routes.couriers.webhook, {
  summary:
    "The courier aggregator's status calls for the brand's bookings (Biteship's `order.status`), on the brand's own host. The header `x-kedai-courier-secret` must carry the brand's webhook secret (the owner's console shows it; missing or wrong: 401 NOTIFICATION_FORGED, nothing changes). The body is only a hint: kedai asks the aggregator for the booking named by `order_id` and applies that, forward only and once per status. A body without an order (Biteship's call when the address is installed), or a booking kedai does not know, answers 200 with `applied` false.",
  brandInPath: "BRAND_NOT_FOUND",
  data: returns<{ applied: boolean }>("CourierWebhookTaken"),
  errors: ["NOTIFICATION_FORGED", "PAYLOAD_TOO_LARGE"],
});

/** What the courier stand-in's page shows of one of its bookings. */
export interface StandinCourierBooking {
  /** The stand-in's own id (what Biteship calls the order id). */
  id: string;
  /** kedai's booking. */
  bookingId: string;
  orderId: string;
  service: ServiceCode;
  status: CourierStatus;
  driverName: string | null;
  driverPhone: string | null;
  driverPlate: string | null;
  cost: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** What a press on the stand-in's page does to a booking. */
export const STANDIN_COURIER_EVENTS = [
  "driverFound",
  "pickedUp",
  "delivered",
  "noDriver",
  "driverCancelled",
  "returned",
] as const;
export type StandinCourierEvent = (typeof STANDIN_COURIER_EVENTS)[number];

export const standinBookings = endpoint(routes.couriers.standinBookings, {
  summary:
    "The courier stand-in's test page (demos and tests: COURIER_PROVIDER=standin, never in production; otherwise 404 NOT_FOUND): the stand-in's bookings of the brand, newest first; `booking` keeps one (by the stand-in's id: the courier's tracking page of the demo).",
  query: z.object({ booking: z.string().max(100).optional() }),
  data: returns<{ bookings: StandinCourierBooking[] }>("CourierStandinBookings"),
  cache: PRIVATE,
  errors: ["NOT_FOUND"],
});

export const standinPress = endpoint(routes.couriers.standinPress, {
  summary:
    "The stand-in's test page: moves one of its bookings as a courier would (`driverFound` gives it a made-up driver; `pickedUp`, `delivered`; the failures `noDriver`, `driverCancelled`, `returned`), then sends the brand's own webhook for it over HTTP with the brand's secret, as Biteship would. Answers the booking and the webhook's HTTP status. 404 NOT_FOUND where the stand-in is off or the booking is not the brand's.",
  body: z.strictObject({ event: z.enum(STANDIN_COURIER_EVENTS) }),
  data: returns<{ booking: StandinCourierBooking; webhookStatus: number }>("CourierStandinPressed"),
  errors: ["NOT_FOUND"],
});
