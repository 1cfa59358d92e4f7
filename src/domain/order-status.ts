import type { OrderStatus } from "./order";

// What happens to an order after it is placed (issue 7; docs/orders.md). The spec leaves this to
// the server; these are the rules the staff board, the API and `npm run order:status` share.

/** The statuses each status may move to. Anything else is a 409. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ["ACCEPTED", "CANCELLED"],
  ACCEPTED: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order must be in to move to `to`: the WHERE of the guarded update. */
export function allowedFrom(to: OrderStatus): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) => canMove(from, to));
}

/** Statuses that still need the kitchen. */
export const OPEN_STATUSES: readonly OrderStatus[] = ["PENDING", "ACCEPTED"];

export const MAX_REASON_LENGTH = 200;

/** The events a customer gets a message for, and the brand file's `messages` keys. */
export const MESSAGE_EVENTS = ["ACCEPTED", "COMPLETED", "CANCELLED", "PAID"] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Words a template may use; each is replaced by its value when the message is sent. */
export const TEMPLATE_PLACEHOLDERS = ["brand", "order", "branch", "reason"] as const;
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
 * the catalog's default: src/server/orders/messages.ts) with its placeholders filled in.
 */
export function renderMessage(template: string, values: Record<Placeholder, string>): string {
  return template
    .replace(/\{(brand|order|branch|reason)\}/g, (_, name: Placeholder) => values[name])
    .replace(/\s+/g, " ")
    .trim();
}
