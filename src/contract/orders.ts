// A customer's orders (spec §6, §7, docs/orders.md).
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { ErrorCode } from "@/domain/errors";
import type { OrderDetail, OrderView } from "@/domain/order";
import { placeOrderBody } from "@/domain/order-schema";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** What the check of an order (src/domain/order-check.ts) and its slot's capacity may refuse. */
export const ORDER_CHECK_ERRORS = [
  "SHOP_NOT_OPEN",
  "SHOP_SUSPENDED",
  "BRANCH_NOT_FOUND",
  "STORE_IS_CLOSED",
  "BRANCH_CLOSED",
  "STORE_IS_PAUSED",
  "BELOW_MINIMUM_ORDER",
  "SLOT_UNAVAILABLE",
  "SLOT_FULL",
  "ITEM_SOLD_OUT",
  "ORDER_MODE_NOT_OFFERED",
  "ITEM_NOT_IN_MENU",
  "OPTIONS_INVALID",
  "QUANTITY_OUT_OF_RANGE",
  "PAYMENT_METHOD_NOT_ALLOWED",
  "DELIVERY_ADDRESS_REQUIRED",
  "DELIVERY_ADDRESS_UNVERIFIED",
  "DELIVERY_METHOD_INVALID",
  "DELIVERY_NOT_POSSIBLE",
  "TRANSFER_PROOF_REQUIRED",
  // Issue 39: a code that gives nothing, a reward that cannot be used (details.reason).
  "PROMO_CODE_NOT_APPLICABLE",
  "REWARD_NOT_AVAILABLE",
] as const satisfies readonly ErrorCode[];

export const placeOrder = endpoint(routes.orders.placeOrder, {
  summary:
    "Places an order for the signed-in customer. X-Idempotency-Key (8–100 of [A-Za-z0-9_-]) makes a retry answer the same order.",
  brandInPath: "INVALID_BRAND_ID",
  body: placeOrderBody,
  data: returns<{ uid: string }>("PlacedOrder"),
  errors: [
    ...ORDER_CHECK_ERRORS,
    "PROOF_ALREADY_USED",
    // Issue 39: an automatic promotion used up while the order was placed (decision 0050).
    "PROMOTION_CHANGED",
    "RATE_LIMITED",
    "IDEMPOTENCY_KEY_REUSED",
    "TOO_MANY_ORDERS",
    "UNPAID_ONLINE_ORDERS",
  ],
});

export const order = endpoint(routes.orders.order, {
  loads: { order: "customer" },
  summary: "One order with its timeline, for its customer only; anyone else gets the same 404.",
  data: returns<OrderDetail>("OrderDetail"),
  cache: PRIVATE,
  errors: ["ORDER_NOT_FOUND"],
});

export const orderEvents = endpoint(routes.orders.orderEvents, {
  loads: { order: "customer or branch staff" },
  summary:
    "Live status of one order (Server-Sent Events, `event: order` with the whole OrderDetail) for its customer and the staff of its branch.",
  data: returns<OrderDetail>("OrderDetail"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "TOO_MANY_STREAMS"],
});

export const myOrders = endpoint(routes.orders.myOrders, {
  summary: "The signed-in customer's orders in this brand, newest first.",
  data: returns<OrderView[]>("Orders"),
  cache: PRIVATE,
  errors: [],
});

export const recentAddresses = endpoint(routes.orders.recentAddresses, {
  summary: "The signed-in customer's recent delivery addresses in this brand.",
  data: returns<DeliveryAddress[]>("DeliveryAddresses"),
  cache: PRIVATE,
  errors: [],
});
