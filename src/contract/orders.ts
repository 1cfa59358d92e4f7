// A customer's orders (spec §6, §7, docs/orders.md).
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { OrderDetail, OrderView } from "@/domain/order";
import { placeOrderBody } from "@/domain/order";
import { endpoint, PRIVATE, returns } from "./endpoint";

export const placeOrder = endpoint({
  method: "POST",
  path: "/api/orders/{brandId}/customer",
  summary:
    "Places an order for the signed-in customer. X-Idempotency-Key (8–100 of [A-Za-z0-9_-]) makes a retry answer the same order.",
  caller: "customer",
  brandInPath: "INVALID_BRAND_ID",
  body: placeOrderBody,
  answer: "data",
  data: returns<{ uid: string }>("PlacedOrder"),
  errors: [
    "BRANCH_NOT_FOUND",
    "ITEM_NOT_IN_MENU",
    "QUANTITY_OUT_OF_RANGE",
    "PAYMENT_METHOD_NOT_ALLOWED",
    "DELIVERY_ADDRESS_REQUIRED",
    "DELIVERY_ADDRESS_UNVERIFIED",
    "DELIVERY_METHOD_INVALID",
    "DELIVERY_NOT_POSSIBLE",
    "TRANSFER_PROOF_REQUIRED",
    "PROOF_ALREADY_USED",
    "IDEMPOTENCY_KEY_REUSED",
  ],
});

export const order = endpoint({
  method: "GET",
  path: "/api/orders/{brandId}/{orderId}",
  summary: "One order with its timeline, for its customer only; anyone else gets the same 404.",
  caller: "customer",
  answer: "data",
  data: returns<OrderDetail>("OrderDetail"),
  cache: PRIVATE,
  errors: ["ORDER_NOT_FOUND"],
});

export const orderEvents = endpoint({
  method: "GET",
  path: "/api/orders/{brandId}/{orderId}/events",
  summary:
    "Live status of one order (Server-Sent Events, `event: order` with the whole OrderDetail) for its customer and the staff of its branch.",
  caller: "customer",
  answer: "events",
  data: returns<OrderDetail>("OrderDetail"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN"],
});

export const myOrders = endpoint({
  method: "GET",
  path: "/api/me/{id}/orders",
  summary: "The signed-in customer's orders in this brand, newest first.",
  caller: "self",
  answer: "data",
  data: returns<OrderView[]>("Orders"),
  cache: PRIVATE,
  errors: [],
});

export const recentAddresses = endpoint({
  method: "GET",
  path: "/api/me/{id}/recent-addresses",
  summary: "The signed-in customer's recent delivery addresses in this brand.",
  caller: "self",
  answer: "data",
  data: returns<DeliveryAddress[]>("DeliveryAddresses"),
  cache: PRIVATE,
  errors: [],
});
