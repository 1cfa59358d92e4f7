import { awaitsPayment } from "./online-payment";
import type { OrderStatus } from "./order";

// How the staff board sorts its orders (docs/orders.md, issue 20 item 7): an order paid online
// waits in its own group until it is paid; only then is it new to the kitchen.

/** The board's groups, in order (their titles: staff.groups). */
export const BOARD_GROUPS = [
  "PENDING",
  "AWAITING_PAYMENT",
  "ACCEPTED",
  "READY",
  "COMPLETED",
  "CANCELLED",
] as const;
export type BoardGroup = (typeof BOARD_GROUPS)[number];

type BoardOrder = Parameters<typeof awaitsPayment>[0] & { status: OrderStatus };

export function boardGroupOf(order: BoardOrder): BoardGroup {
  return awaitsPayment(order) ? "AWAITING_PAYMENT" : order.status;
}

/** A new order the kitchen should take: not one still waiting for its payment. */
export const isNewToKitchen = (order: BoardOrder) => boardGroupOf(order) === "PENDING";

/** Staff accept a new order; one waiting for its online payment may only be cancelled. */
export const canAccept = isNewToKitchen;
