import type { OrderedChoice } from "./options";
import { choicesOf, lineKey } from "./options";
import type { OrderMode } from "./order-mode";
import { addDays, isCalendarDate, todayIn } from "./sales-days";

// The kitchen's production list (issue 36 item 1, docs/production.md): what to make for a day of
// the brand, summed per item and per choice ("3 × Black Forest Cake 20 cm, writing on 2"), with
// the orders that make up each sum, and the same orders by the slot they are due in. A cake shop
// bakes by the day an order is for, not the day it came in: an order for later counts on its
// slot's day, one for now on the day it was placed.

/** The statuses the list may count: a cancelled order is never made. */
export const PRODUCTION_STATUSES = ["PENDING", "ACCEPTED", "READY", "COMPLETED"] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** What the list counts unless asked otherwise: the orders still to make or hand over. */
export const OPEN_PRODUCTION_STATUSES: readonly ProductionStatus[] = [
  "PENDING",
  "ACCEPTED",
  "READY",
];

/**
 * The most orders one list holds. A shop's day is far fewer; beyond it the list says it is cut
 * short rather than read an unbounded day.
 */
export const PRODUCTION_LIMIT = 1000;

const isProductionStatus = (word: string): word is ProductionStatus =>
  (PRODUCTION_STATUSES as readonly string[]).includes(word);

/**
 * The statuses a query names, comma-separated ("PENDING,READY"), in the list's own order; nothing
 * named: the open ones. null when a word is not one of PRODUCTION_STATUSES (CANCELLED included).
 */
export function statusesOf(text: string | undefined): ProductionStatus[] | null {
  const words = (text ?? "")
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return [...OPEN_PRODUCTION_STATUSES];
  if (!words.every(isProductionStatus)) return null;
  return PRODUCTION_STATUSES.filter((s) => words.includes(s));
}

/** The statuses as a query names them: the other way round from statusesOf. */
export const statusesParam = (statuses: readonly ProductionStatus[]): string =>
  PRODUCTION_STATUSES.filter((s) => statuses.includes(s)).join(",");

/** The day asked for: a real date (YYYY-MM-DD), or nothing for the brand's today. */
export function productionDay(
  text: string,
  timeZone: string,
  now: Date,
): { ok: true; date: string } | { ok: false; code: "INVALID_DATE" } {
  if (text === "") return { ok: true, date: todayIn(timeZone, now) };
  return isCalendarDate(text) ? { ok: true, date: text } : { ok: false, code: "INVALID_DATE" };
}

/** The list's two quick days. */
export function quickDays(today: string): { today: string; tomorrow: string } {
  return { today, tomorrow: addDays(today, 1) };
}

/** A line of an order as the list reads it (an order's basket line). */
export interface ProductionLine {
  itemId: string;
  name: string;
  qty: number;
  choices?: OrderedChoice[];
}

/** An order as the list shows it. */
export interface ProductionOrder {
  uid: string;
  /** shortOrderNumber (src/domain/order.ts): what staff say out loud. */
  number: string;
  status: ProductionStatus;
  branchId: string;
  /** The branch's name as ordered from. */
  branchName: string;
  orderMode: OrderMode;
  /** The slot ordered for, ISO 8601 with the brand's offset; null: as soon as possible. */
  slot: string | null;
  /** When it was placed, ISO 8601. */
  placedAt: string;
  /** The name the customer gave, if any. */
  customerName: string | null;
  /** The customer's note ("atas nama Rina", "pick up at the side door"). */
  note: string;
  /** Paid online and not paid yet: nothing to make until it is. */
  awaitingPayment: boolean;
  lines: ProductionLine[];
}

/** One order line counted in a sum: its quantity and its words (writing on the cake). */
export interface ProductionPart {
  uid: string;
  qty: number;
  /** The text groups' words of this line; empty when none. */
  writing: OrderedChoice[];
}

/** One item made one way: the options chosen, not the words written, make it the same. */
export interface ProductionSum {
  key: string;
  itemId: string;
  name: string;
  /** The options chosen (size, extras); a text group's words are in the parts. */
  choices: OrderedChoice[];
  qty: number;
  /** How many of `qty` carry words. */
  written: number;
  /** The order lines it sums, the earliest due first. */
  parts: ProductionPart[];
}

/** The orders due in one slot (null: as soon as possible), earliest placed first. */
export interface ProductionSlot {
  slot: string | null;
  orders: string[];
}

export interface BranchProduction {
  branchId: string;
  name: string;
  /** Its orders, the earliest due first: the sums and slots name them by uid. */
  orders: ProductionOrder[];
  /** Every item counted. */
  units: number;
  sums: ProductionSum[];
  slots: ProductionSlot[];
}

const hasWords = (c: OrderedChoice) => c.text !== undefined;

/** When an order is due, in ms: its slot, else when it was placed. */
const dueOf = (o: ProductionOrder) => Date.parse(o.slot ?? o.placedAt);

const byDue = (a: ProductionOrder, b: ProductionOrder) =>
  dueOf(a) - dueOf(b) || Date.parse(a.placedAt) - Date.parse(b.placedAt) || cmp(a.uid, b.uid);

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The options' names, as a line of the basket writes them inline ("20 cm · Candles (10)"). */
export const optionNames = (choices: readonly OrderedChoice[]) =>
  choices.map((c) => c.options.map((o) => o.name).join(", ")).join(" · ");

/**
 * The orders' lines summed per item and per options chosen, by item name then options; each sum
 * with the lines it counts, in the orders' given order.
 */
export function sumLines(orders: readonly ProductionOrder[]): ProductionSum[] {
  const sums = new Map<string, ProductionSum>();
  for (const order of orders)
    for (const line of order.lines) {
      const options = (line.choices ?? []).filter((c) => !hasWords(c));
      const writing = (line.choices ?? []).filter(hasWords);
      const key = lineKey({ itemId: line.itemId, choices: choicesOf(options) });
      let sum = sums.get(key);
      if (!sum)
        sums.set(
          key,
          (sum = {
            key,
            itemId: line.itemId,
            name: line.name,
            choices: options,
            qty: 0,
            written: 0,
            parts: [],
          }),
        );
      sum.qty += line.qty;
      if (writing.length > 0) sum.written += line.qty;
      sum.parts.push({ uid: order.uid, qty: line.qty, writing });
    }
  return [...sums.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name) || optionNames(a.choices).localeCompare(optionNames(b.choices)),
  );
}

/** The orders by the slot they are due in: as soon as possible first, then by time. */
export function bySlot(orders: readonly ProductionOrder[]): ProductionSlot[] {
  const slots = new Map<number | null, ProductionSlot>();
  for (const order of [...orders].sort(byDue)) {
    const at = order.slot === null ? null : Date.parse(order.slot);
    let slot = slots.get(at);
    if (!slot) slots.set(at, (slot = { slot: order.slot, orders: [] }));
    slot.orders.push(order.uid);
  }
  return [...slots.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b))
    .map(([, slot]) => slot);
}

/**
 * The day's list per branch, in `branches`' order (a branch's own name, else the one its orders
 * were placed under), each branch with orders only: its orders by when due, their lines summed,
 * and the orders by slot.
 */
export function productionLists(
  orders: readonly ProductionOrder[],
  branches: readonly { id: string; name: string }[],
): BranchProduction[] {
  const sorted = [...orders].sort(byDue);
  const ids = [...new Set([...branches.map((b) => b.id), ...sorted.map((o) => o.branchId)])];
  return ids.flatMap((id): BranchProduction[] => {
    const own = sorted.filter((o) => o.branchId === id);
    if (own.length === 0) return [];
    return [
      {
        branchId: id,
        name: branches.find((b) => b.id === id)?.name ?? own[0]!.branchName,
        orders: own,
        units: own.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.qty, 0), 0),
        sums: sumLines(own),
        slots: bySlot(own),
      },
    ];
  });
}
