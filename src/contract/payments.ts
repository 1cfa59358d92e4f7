// Paying online (issue 20, docs/payments.md): the gateways' notifications, the customer's charge,
// and the built-in simulator's payment page.
import { z } from "zod";
import type { OnlinePaymentView } from "@/domain/online-payment";
import type { OrderDetail, StaffOrder } from "@/domain/order";
import type { SimulatedCharge } from "@/domain/online-payment";
import { PAYMENT_CHANNELS, SIMULATED_OUTCOMES } from "@/domain/online-payment";
import { IN_PERSON_METHODS } from "@/domain/payment";
import { endpoint, returns } from "./endpoint";
import { routes } from "./routes";

export const notification = endpoint(routes.payments.notification, {
  summary:
    "A payment gateway's notification for the host's brand ({provider}: midtrans, xendit, simulator), verified with the brand's keys (Midtrans signature_key, Xendit x-callback-token, the simulator's signature), then confirmed with the gateway's status API: a state the gateway does not bear out yet is 503 PAYMENT_NOT_CONFIRMED, so the gateway sends it again. The same notification twice, or out of order, changes nothing. The simulator's, where it is off for the brand, is 404 NOT_FOUND.",
  data: returns<{ changed: boolean }>("NotificationTaken"),
  errors: [
    "NOTIFICATION_FORGED",
    "NOTIFICATION_INVALID",
    "PAYMENT_NOT_FOUND",
    "PAYMENT_AMOUNT_MISMATCH",
    "PAYMENT_NOT_CONFIRMED",
    "PAYMENT_UNAVAILABLE",
    "NOT_FOUND",
  ],
});

export const payment = endpoint(routes.orders.payment, {
  loads: { order: "customer" },
  summary:
    "The order's online payment, its charge made at the gateway if it was not yet (a retry after a gateway failure); never a second charge.",
  brandInPath: "ORDER_NOT_FOUND",
  data: returns<OnlinePaymentView>("OnlinePayment"),
  errors: ["ORDER_NOT_FOUND", "PAYMENT_NOT_FOUND", "PAYMENT_UNAVAILABLE"],
});

export const paymentAttempt = endpoint(routes.orders.paymentAttempt, {
  loads: { order: "customer" },
  summary:
    "After a failed online payment, while its time lasts: a new charge with `channel` (the same or another the shop offers), under a reference of its own ({orderId}-2, -3…); at most 5 charges an order. Requests at once make one charge.",
  brandInPath: "ORDER_NOT_FOUND",
  body: z.strictObject({ channel: z.enum(PAYMENT_CHANNELS) }),
  data: returns<OnlinePaymentView>("OnlinePayment"),
  errors: [
    "ORDER_NOT_FOUND",
    "PAYMENT_NOT_FOUND",
    "PAYMENT_METHOD_NOT_ALLOWED",
    "PAYMENT_ALREADY_ENDED",
    "PAYMENT_TIME_UP",
    "PAYMENT_ATTEMPTS_EXHAUSTED",
    "PAYMENT_UNAVAILABLE",
    "SHOP_NOT_OPEN",
    "SHOP_SUSPENDED",
  ],
});

export const paymentInPerson = endpoint(routes.orders.paymentInPerson, {
  loads: { order: "customer" },
  summary:
    "Instead of paying online, while the order still waits for its payment: cash on delivery or pay at outlet, where the shop offers it for the order's mode. The order becomes an ordinary new order; its online payment ends and its charge is stopped.",
  brandInPath: "ORDER_NOT_FOUND",
  body: z.strictObject({ method: z.enum(IN_PERSON_METHODS) }),
  data: returns<OrderDetail>("OrderDetail"),
  errors: [
    "ORDER_NOT_FOUND",
    "PAYMENT_NOT_FOUND",
    "PAYMENT_METHOD_NOT_ALLOWED",
    "PAYMENT_ALREADY_ENDED",
    "PAYMENT_TIME_UP",
  ],
});

export const simulatedCharge = endpoint(routes.payments.simulatedCharge, {
  summary:
    "A charge of the built-in payment simulator, for its payment page (demos and tests: only for the brands PAYMENT_SIMULATOR_BRANDS names, never in production; otherwise 404 NOT_FOUND).",
  data: returns<SimulatedCharge>("SimulatedCharge"),
  errors: ["PAYMENT_NOT_FOUND", "NOT_FOUND"],
});

export const simulate = endpoint(routes.payments.simulate, {
  summary:
    "The simulator's payment page buttons: the charge becomes PAID, EXPIRED or FAILED, and the simulator sends the signed notification to the brand's notification endpoint, as a gateway does.",
  body: z.strictObject({ outcome: z.enum(SIMULATED_OUTCOMES) }),
  data: returns<SimulatedCharge>("SimulatedCharge"),
  errors: ["PAYMENT_NOT_FOUND", "NOT_FOUND", "PAYMENT_ALREADY_ENDED"],
});

export const retryRefund = endpoint(routes.staff.retryRefund, {
  loads: { order: "branch staff" },
  summary: "Tries a failed refund of a cancelled order paid online again (a new refund job).",
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["ORDER_NOT_FOUND", "NO_FAILED_REFUND"],
});
