import type { OrderMode } from "./order-mode";
import type { OrderEventType, OrderEventView, OrderStatus } from "./order";

// What happens to an order after it is placed (issue 7; docs/orders.md). The spec leaves this to
// the server; these are the rules the staff board, the API and `npm run order:status` share.

/**
 * The statuses each status may move to. Anything else is a 409. READY (issue 18 item 9) sits
 * between ACCEPTED and COMPLETED; a shop that hands orders over at once may skip it.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ["ACCEPTED", "CANCELLED"],
  ACCEPTED: ["READY", "COMPLETED", "CANCELLED"],
  READY: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

/**
 * A status as people are told it: READY is "ready for pickup" for a pickup order and "on the
 * way" for a delivery. The catalogs' status texts and the brand file's message templates are
 * keyed by stage.
 */
export type StatusStage = Exclude<OrderStatus, "READY"> | "READY_FOR_PICKUP" | "ON_THE_WAY";

export function statusStage(status: OrderStatus, mode: OrderMode): StatusStage {
  return status === "READY" ? readyStage(mode) : status;
}

/** READY for an order of `mode`. */
export function readyStage(mode: OrderMode): "READY_FOR_PICKUP" | "ON_THE_WAY" {
  return mode === "DELIVERY" ? "ON_THE_WAY" : "READY_FOR_PICKUP";
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order must be in to move to `to`: the WHERE of the guarded update. */
export function allowedFrom(to: OrderStatus): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) => canMove(from, to));
}

/** Statuses that still need the kitchen. */
export const OPEN_STATUSES: readonly OrderStatus[] = ["PENDING", "ACCEPTED", "READY"];

export const MAX_REASON_LENGTH = 200;

/** The events a customer gets a message for, and the brand file's `messages` keys. */
export const MESSAGE_EVENTS = [
  "ACCEPTED",
  /** ACCEPTED, for an order for later (issue 18 item 3): it names the slot. */
  "ACCEPTED_FOR_LATER",
  "READY_FOR_PICKUP",
  "ON_THE_WAY",
  "COMPLETED",
  "CANCELLED",
  "PAID",
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Words a template may use; each is replaced by its value when the message is sent. */
export const TEMPLATE_PLACEHOLDERS = ["brand", "order", "branch", "reason", "time"] as const;
type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Placeholders a template names that do not exist, e.g. `{ordr}`. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS;
  return [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !known.includes(name));
}

/**
 * The text of a message: `template` (the brand's for the event and the customer's language, else
 * the catalog's default: src/server/messages/templates.ts) with its placeholders filled in.
 */
export function renderMessage(template: string, values: Record<Placeholder, string>): string {
  return template
    .replace(/\{(brand|order|branch|reason|time)\}/g, (_, name: Placeholder) => values[name])
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The message a customer gets when their order moves to `status`: none when it arrives. An order
 * for later (`scheduled`) is told its slot when accepted.
 */
export function messageEventOf(
  status: OrderStatus,
  mode: OrderMode,
  scheduled = false,
): MessageEvent | null {
  const stage = statusStage(status, mode);
  if (stage === "ACCEPTED" && scheduled) return "ACCEPTED_FOR_LATER";
  return stage === "PENDING" ? null : stage;
}

/** What a timeline event is called: the stage its status reached, or what befell the payment. */
export type EventStage = StatusStage | Exclude<OrderEventType, "STATUS">;

export function eventStage(
  event: Pick<OrderEventView, "type" | "status">,
  mode: OrderMode,
): EventStage {
  return event.type === "STATUS" ? statusStage(event.status ?? "PENDING", mode) : event.type;
}

/**
 * The timeline its customer sees: a failed refund is the shop's to try again (the board shows it,
 * with the gateway's error); the customer is told the refund is on its way until it is done.
 */
export function customerEvents<E extends Pick<OrderEventView, "type">>(events: readonly E[]): E[] {
  return events.filter((e) => e.type !== "REFUND_FAILED");
}
