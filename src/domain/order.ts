import type { ORDER_TIMES } from "./basket";
import type { ORDER_MODES } from "./order-mode";
import type { DeliveryAddress } from "./delivery-address";
import type { OrderedChoice } from "./options";
import type { OnlinePaymentView } from "./online-payment";
import type { Channel, MessageStatus } from "./whatsapp";
import type { CourierView, OrderedCourier } from "./couriers";
import type { AppliedDiscount } from "./promotions";

// Spec §3 (Order), §4 (Order status), §8 (error codes). The bodies the API reads (Order payload,
// Transfer confirmation, a status change) are schemas in order-schema.ts: this module is read by
// the browser's pages, which need no zod (issue 34 item 6).

export const ORDER_STATUSES = ["PENDING", "ACCEPTED", "READY", "CANCELLED", "COMPLETED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who changed an order: shown on the staff board's timeline, never to the customer. `system`: the
 * payment gateway's word, or kedai's own clock (an unpaid order expiring; issue 20).
 */
export type OrderActor = "customer" | "staff" | "operator" | "system";

/**
 * What an order's timeline records: a change of status, a confirmed payment (a transfer staff
 * checked, or an online payment), and an online payment's end other than paid, and its refund.
 */
export const ORDER_EVENT_TYPES = [
  "STATUS",
  "PAID",
  "PAYMENT_EXPIRED",
  "PAYMENT_FAILED",
  "REFUNDED",
  "REFUND_FAILED",
  // Issue 32 item 6: after a failed online payment, its customer chose to pay in person.
  "PAYMENT_METHOD_CHANGED",
  // Issue 36 item 4: staff corrected the order before accepting it; `reason` says what changed.
  "CORRECTED",
  // Issue 38: its courier booking moved (booked, driver found, picked up, delivered, failed);
  // `reason` is the aggregator's status (src/domain/couriers.ts COURIER_STATUSES).
  "COURIER",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const COMPONENT_ERRORS = {
  checkoutButton: "FAILED_TO_GET_CHECKOUT_BUTTON",
  continuePayment: "FAILED_TO_GET_CONTINUE_PAYMENT_COMPONENT",
  orderWithoutTime: "COMPLETED_ORDER_WITHOUT_ORDER_TIME",
} as const;

/** The short number customers and staff say out loud: the last 6 characters of the uid. */
export function shortOrderNumber(uid: string): string {
  return uid.slice(-6);
}

/** An order as its customer sees it (spec §3 Order). */
export interface OrderView {
  uid: string;
  status: OrderStatus;
  orderMode: (typeof ORDER_MODES)[number];
  deliveryAddress: DeliveryAddress | null;
  deliveryOrPickupTime: (typeof ORDER_TIMES)[number] | null;
  deliveryNotes: string;
  /** LATER: the slot it is for, ISO 8601 with the brand's offset; null for NOW (and older orders). */
  scheduledFor: string | null;
  selectedBranch: {
    id: string;
    name: string;
    phoneNumber: string;
    address: { address: string; lat: number; lng: number };
  };
  /**
   * distanceInMeters: the route the fee was computed for (absent on orders before issue 13).
   * courier: placed with a courier's quote (issue 38); absent: the shop's own segments.
   */
  deliveryMethod: {
    humanReadableName: string;
    price: number;
    distanceInMeters?: number;
    courier?: OrderedCourier;
  } | null;
  basket: {
    currency: string;
    items: {
      uid: string;
      itemId: string;
      qty: number;
      /** One of the item as chosen: its menu price plus the chosen options' (domain/options.ts). */
      price: number;
      name: string;
      /** What was chosen of its option groups, with the names and prices of that day; absent: none. */
      choices?: OrderedChoice[];
      description: string;
      images: { src: string }[];
    }[];
  };
  payment: { method: string; confirmation: unknown };
  globalCustomerId: string;
  /**
   * What was taken off (issue 39, src/domain/promotions.ts): at most one promotion off the items,
   * one off the delivery, and a loyalty reward; empty: none (and every order before them).
   */
  discounts: AppliedDiscount[];
  /** Items plus delivery, less the discounts: what the customer pays. */
  total: number;
  createdAt: { seconds: number; nanoseconds: number };
  /** When the shop confirmed the payment (transfer orders), ISO 8601; null until then. */
  paidAt: string | null;
}

/** One entry of an order's timeline. */
export interface OrderEventView {
  id: number;
  type: OrderEventType;
  status: OrderStatus | null;
  /** ISO 8601. */
  at: string;
  reason: string | null;
}

/** An order with its timeline: the tracking page and its live stream. */
export interface OrderDetail extends OrderView {
  events: OrderEventView[];
  /** Paid online (issue 20): the payment and how to make it; null for the other methods. */
  onlinePayment: OnlinePaymentView | null;
  /** Its courier's latest booking (issue 38); null: none booked (or not a courier order). */
  courier: CourierView | null;
}

/** What the staff board shows: the order, who ordered it, and who did what. */
export interface StaffOrder extends OrderDetail {
  /** null: the customer deleted their account; the order is kept for the books (docs/privacy.md). */
  customerPhoneNumber: string | null;
  /**
   * Whose order it is: the name the customer gave this brand when they placed it (issue 36 item
   * 3), or for an older order the name they give it now; null when none (or the account deleted).
   */
  customerName: string | null;
  /** Staff took it by phone or WhatsApp (issue 36 item 4); the timeline names who. */
  takenByStaff: boolean;
  events: (OrderEventView & { by: string })[];
  /** Every message its customer was sent about it, oldest first, and how it went (issue 37). */
  messages: OrderMessageView[];
  /** The customer's WhatsApp replies while it was their latest order, oldest first (issue 37). */
  replies: OrderReplyView[];
}

/** A message to an order's customer as the board shows it (issue 37 item 4). */
export interface OrderMessageView {
  id: string;
  /** The order event it told of (src/domain/whatsapp.ts WHATSAPP_ORDER_EVENTS); null: another. */
  event: string | null;
  channel: Channel;
  status: MessageStatus;
  /** An SMS sent because the WhatsApp message did not reach the customer. */
  fallback: boolean;
  /** ISO 8601: when it was queued. */
  at: string;
}

/** A customer's WhatsApp reply, shown on their order for staff (issue 37 item 4). */
export interface OrderReplyView {
  id: string;
  text: string;
  /** ISO 8601. */
  at: string;
}

/** Order ids are 20 letters and digits (the server makes them); anything else is not an order. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;
