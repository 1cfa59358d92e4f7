// The staff board (docs/orders.md#staff).
import type { StaffRole } from "@/domain/auth";
import type { StaffOrder } from "@/domain/order";
import { paymentBody, statusChangeBody } from "@/domain/order";
import { endpoint, PRIVATE, returns } from "./endpoint";

export interface StaffBoard {
  staff: StaffRole;
  timeZone: string;
  orders: StaffOrder[];
}

export const board = endpoint({
  method: "GET",
  path: "/api/staff/orders",
  summary: "Today's orders of the caller's branches and older open ones, newest first.",
  caller: "staff",
  answer: "data",
  data: returns<StaffBoard>("StaffBoard"),
  cache: PRIVATE,
  errors: [],
});

export const boardEvents = endpoint({
  method: "GET",
  path: "/api/staff/events",
  summary:
    "The board's live feed (Server-Sent Events): `order` with a StaffOrder on each change, `resync`, `ready`.",
  caller: "staff",
  answer: "events",
  data: returns<StaffOrder>("StaffOrder"),
  errors: [],
});

export const changeStatus = endpoint({
  method: "POST",
  path: "/api/staff/orders/{orderId}/status",
  summary: "Accept, Complete or Cancel (with a reason) an order of the caller's branches.",
  caller: "staff",
  body: statusChangeBody,
  bodyCodes: { reason: "REASON_REQUIRED" },
  answer: "data",
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "INVALID_STATUS_CHANGE", "REASON_REQUIRED"],
});

export const markPaid = endpoint({
  method: "POST",
  path: "/api/staff/orders/{orderId}/payment",
  summary: "Staff checked the transfer proof and confirm the payment ({paid: true}).",
  caller: "staff",
  body: paymentBody,
  answer: "data",
  data: returns<StaffOrder>("StaffOrder"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "NOT_A_TRANSFER"],
});
