import type { OrderTime } from "./basket";
import type { Choices, OrderedChoice } from "./options";
import { choicesOf, lineKey } from "./options";
import type { OrderView } from "./order";
import type { PlaceOrderBody } from "./order-schema";

// Issue 36 item 4: staff correct an order before it is accepted (items, quantities, choices, its
// time). The corrected order is the same order sent again, priced by the same rules (checkOrder);
// here is what is kept of it, what changed (the timeline and the customer's message say it), and
// when the total may not change. docs/staff-orders.md.

/** What staff may correct: every line as it should be now, and the time. */
export interface Correction {
  items: { itemId: string; qty: number; choices?: Choices | undefined }[];
  deliveryOrPickupTime: OrderTime;
  /** LATER: the slot (ISO 8601 with an offset); null for NOW. */
  scheduledFor: string | null;
}

/** What a correction keeps of the order as it was placed. */
export interface CorrectableOrder {
  branchId: string;
  orderMode: PlaceOrderBody["orderMode"];
  deliveryAddress: PlaceOrderBody["deliveryAddress"];
  deliveryNotes: string;
  deliveryMethod: OrderView["deliveryMethod"];
  payment: OrderView["payment"];
}

/**
 * The order as it would be placed with the correction: its branch, mode, address, delivery method
 * and payment as they were, the lines and time corrected.
 */
export function correctedBody(order: CorrectableOrder, correction: Correction): PlaceOrderBody {
  return {
    orderMode: order.orderMode,
    selectedBranchId: order.branchId,
    deliveryOrPickupTime: correction.deliveryOrPickupTime,
    deliveryNotes: correction.deliveryOrPickupTime === "LATER" ? order.deliveryNotes : "",
    scheduledFor: correction.deliveryOrPickupTime === "LATER" ? correction.scheduledFor : null,
    deliveryAddress: order.deliveryAddress,
    deliveryMethod: order.deliveryMethod && {
      humanReadableName: order.deliveryMethod.humanReadableName,
    },
    basket: { items: correction.items },
    payment: order.payment as PlaceOrderBody["payment"],
  };
}

/** An order's lines as a correction starts from them: what the board's Correct opens with. */
export const correctionOf = (order: {
  basket: { items: { itemId: string; qty: number; choices?: OrderedChoice[] }[] };
  deliveryOrPickupTime: OrderTime | null;
  scheduledFor: string | null;
}): Correction => ({
  items: order.basket.items.map((line) => {
    const choices = choicesOf(line.choices);
    return Object.keys(choices).length > 0
      ? { itemId: line.itemId, qty: line.qty, choices }
      : { itemId: line.itemId, qty: line.qty };
  }),
  deliveryOrPickupTime: order.deliveryOrPickupTime ?? "NOW",
  scheduledFor: order.scheduledFor,
});

type Line = Pick<OrderView["basket"]["items"][number], "itemId" | "qty" | "name" | "choices">;

/** The order's side of a change: its lines, its slot (null: NOW) and its total. */
export interface OrderState {
  items: readonly Line[];
  scheduledFor: Date | null;
  total: number;
}

/** One thing a correction changed; `line` is the item's name with its choices. */
export type CorrectionChange =
  | { kind: "added" | "removed"; line: string; qty: number }
  | { kind: "quantity"; line: string; from: number; to: number }
  /** ISO 8601; null: as soon as possible. */
  | { kind: "time"; from: string | null; to: string | null }
  | { kind: "total"; from: number; to: number };

/** "Black Forest Cake (Size: 24 cm; Writing: Happy birthday)". */
export function lineName(line: Pick<Line, "name" | "choices">): string {
  const choices = (line.choices ?? []).map(
    (c) => `${c.name}: ${c.text ?? c.options.map((o) => o.name).join(", ")}`,
  );
  return choices.length > 0 ? `${line.name} (${choices.join("; ")})` : line.name;
}

const keyOf = (line: Line) => lineKey({ itemId: line.itemId, choices: choicesOf(line.choices) });

/**
 * What a correction changed, lines first (in the corrected order's order, then the removed ones),
 * then the time and the total. A line chosen another way is one removed and one added.
 */
export function correctionChanges(before: OrderState, after: OrderState): CorrectionChange[] {
  const old = new Map(before.items.map((line) => [keyOf(line), line]));
  const kept = new Set(after.items.map(keyOf));
  const changes: CorrectionChange[] = [];
  for (const line of after.items) {
    const was = old.get(keyOf(line));
    if (!was) changes.push({ kind: "added", line: lineName(line), qty: line.qty });
    else if (was.qty !== line.qty)
      changes.push({ kind: "quantity", line: lineName(line), from: was.qty, to: line.qty });
  }
  for (const [key, line] of old)
    if (!kept.has(key)) changes.push({ kind: "removed", line: lineName(line), qty: line.qty });
  const from = before.scheduledFor?.toISOString() ?? null;
  const to = after.scheduledFor?.toISOString() ?? null;
  if (from !== to) changes.push({ kind: "time", from, to });
  if (before.total !== after.total)
    changes.push({ kind: "total", from: before.total, to: after.total });
  return changes;
}

/** The words of a change, with {line}, {qty}, {from} and {to} in them (a server catalog's). */
export interface CorrectionWords {
  added: string;
  removed: string;
  quantity: string;
  time: string;
  total: string;
  /** The time of an order for NOW. */
  now: string;
}

/** Fills a template's `{name}`s from `values`; a name without a value stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/**
 * The changes in words, one after the other: what the customer's message and the timeline say.
 * `money` and `time` write an amount and an instant in the reader's language.
 */
export function describeCorrection(
  changes: readonly CorrectionChange[],
  words: CorrectionWords,
  format: { money: (amount: number) => string; time: (iso: string) => string },
): string {
  const when = (iso: string | null) => (iso === null ? words.now : format.time(iso));
  return changes
    .map((change) => {
      switch (change.kind) {
        case "added":
        case "removed":
          return fillTemplate(words[change.kind], { line: change.line, qty: String(change.qty) });
        case "quantity":
          return fillTemplate(words.quantity, {
            line: change.line,
            from: String(change.from),
            to: String(change.to),
          });
        case "time":
          return fillTemplate(words.time, { from: when(change.from), to: when(change.to) });
        case "total":
          return fillTemplate(words.total, {
            from: format.money(change.from),
            to: format.money(change.to),
          });
      }
    })
    .join("; ");
}

/**
 * Why a correction may not change the order's total, if it may not: its online charge was made for
 * that amount (paid or not: the gateway holds it), or the shop confirmed it paid. A transfer not
 * yet confirmed, cash and pay at outlet are paid for the corrected total.
 */
export function lockedTotal(order: {
  payment: { method: string };
  paidAt: unknown;
}): "ONLINE" | "PAID" | null {
  if (order.payment.method === "online") return "ONLINE";
  return order.paidAt ? "PAID" : null;
}
