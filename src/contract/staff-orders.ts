// Orders staff take by phone or WhatsApp, and their corrections before they are accepted (issue 36
// item 4, docs/staff-orders.md).
import type { AppliedDiscount } from "@/domain/promotions";
import type { StaffOrder } from "@/domain/order";
import { placeOrderBody } from "@/domain/order-schema";
import { correctionBody, customerQuery, takenOrderBody } from "@/domain/staff-order-schema";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { ORDER_CHECK_ERRORS } from "./orders";
import { routes } from "./routes";

/** What the shop knows of a number: the name its customer gave it, and their orders there. */
export interface KnownCustomer {
  /** The number in its one spelling (decision 0011). */
  phoneNumber: string;
  name: string | null;
  orders: number;
}

/** An order priced by the rules it would be placed by: what staff read out before placing it. */
export interface OrderQuote {
  items: Pick<
    StaffOrder["basket"]["items"][number],
    "itemId" | "name" | "qty" | "price" | "choices"
  >[];
  /** Null for pickup. */
  deliveryFee: number | null;
  /** Its automatic promotions and a code read out (issue 39); `total` is after them. */
  discounts: AppliedDiscount[];
  total: number;
}

export const customer = endpoint(routes.staffOrders.customer, {
  summary:
    "What the shop knows of the customer of a number (the name they gave it, how many orders they placed here), before staff take an order for them. Makes no customer.",
  query: customerQuery,
  data: returns<KnownCustomer>("KnownCustomer"),
  cache: PRIVATE,
  errors: [],
});

export const quote = endpoint(routes.staffOrders.quote, {
  summary:
    "Prices an order for one of the caller's branches by the rules it would be placed by (items, choices, sold-out marks, time, minimum, payment, delivery fee), without placing it.",
  body: placeOrderBody,
  data: returns<OrderQuote>("OrderQuote"),
  errors: ["FORBIDDEN", ...ORDER_CHECK_ERRORS],
});

export const take = endpoint(routes.staffOrders.take, {
  summary:
    "Places an order staff took by phone or WhatsApp for the customer of `phoneNumber` (found, or made), saving the `name` they gave; checked and priced as the customer's own, who is sent its link. A transfer needs no receipt: staff mark it paid. X-Idempotency-Key as for a customer's order.",
  body: takenOrderBody,
  bodyCodes: { phoneNumber: "INVALID_PHONE_NUMBER", name: "INVALID_NAME" },
  data: returns<{ uid: string }>("PlacedOrder"),
  errors: [
    "FORBIDDEN",
    "INVALID_PHONE_NUMBER",
    "INVALID_NAME",
    ...ORDER_CHECK_ERRORS,
    "PROMOTION_CHANGED",
    "IDEMPOTENCY_KEY_REUSED",
    "TOO_MANY_ORDERS",
    "UNPAID_ONLINE_ORDERS",
  ],
});

export const correct = endpoint(routes.staffOrders.correct, {
  loads: { order: "branch staff" },
  summary:
    "Corrects an order not yet accepted: its lines (items, quantities, choices) and its time, priced again by the same rules; the timeline and the customer's message say what changed.",
  body: correctionBody,
  data: returns<StaffOrder>("StaffOrder"),
  errors: [
    "ORDER_NOT_FOUND",
    "FORBIDDEN",
    "ORDER_NOT_PENDING",
    "NOTHING_TO_CORRECT",
    "TOTAL_CANNOT_CHANGE",
    ...ORDER_CHECK_ERRORS,
  ],
});
