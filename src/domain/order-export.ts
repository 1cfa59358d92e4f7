import { deliveryPaid, discountLabel } from "./discount-lines";
import { orderTotals } from "./money";
import type { OrderView } from "./order";
import { shortOrderNumber } from "./order";
import type { PaymentMethod } from "./payment";
import type { AppliedDiscount } from "./promotions";
import { discountTotal } from "./promotions";
import { clockTime, localDate } from "./time";

// The CSV export of a brand's orders for its bookkeeping (issue 19 item 6, docs/owner.md "Today"):
// RFC 4180 (every cell that needs it quoted, CRLF line ends), opened by a spreadsheet without
// running anything a customer typed, and in UTF-8 with a byte order mark so Excel reads
// Indonesian names right. On every row Subtotal + Delivery fee - Discount = Total (issue 39: the
// discount, the promotions and rewards by name, and the codes typed are the last columns).

/** What the export reads of an order. */
export interface ExportOrder {
  id: string;
  createdAt: Date;
  scheduledFor: Date | null;
  branchName: string;
  orderMode: OrderView["orderMode"];
  status: OrderView["status"];
  basket: OrderView["basket"];
  deliveryMethod: OrderView["deliveryMethod"];
  /** Its promotions and reward (issue 39); `total` is after them. */
  discounts: AppliedDiscount[];
  total: number;
  paymentMethod: PaymentMethod;
  paidAt: Date | null;
  /** Whose order it is (issue 36 item 3): as the staff board names it; null when none. */
  customerName: string | null;
  /**
   * What couriers charged the shop for it (issue 38 item 5): its bookings' costs at a status that
   * costs (COSTED_COURIER_STATUSES); null when it had none, or none said its price.
   */
  courierCost?: number | null;
}

/**
 * The columns, in their order (tools read them by position, so a new one goes last): each is a key
 * of the words that name it in the owner's language (`ExportWords`).
 */
export const EXPORT_COLUMNS = [
  "order",
  "orderId",
  "placedAt",
  "for",
  "branch",
  "mode",
  "status",
  "items",
  "subtotal",
  "deliveryFee",
  "total",
  "currency",
  "paymentMethod",
  "paidAt",
  "customerName",
  "courierCost",
  "courierDifference",
  "discount",
  "promotions",
  "promoCodes",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/**
 * The file's words in the owner's language (src/server/owner/export-words.ts): the column names and
 * the Mode, Status and Payment method cells. The rest are values, the same in every language: ids, amounts, times
 * and what the shop and its customers typed (the items, the customer's name).
 */
export interface ExportWords {
  columns: Record<ExportColumn, string>;
  mode: Record<ExportOrder["orderMode"], string>;
  status: Record<ExportOrder["status"], string>;
  payment: Record<PaymentMethod, string>;
  /** A loyalty reward's name: "Reward", and "Reward: {name}" for a free item. */
  discounts: { reward: string; rewardItem: string };
}

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const UTF8_BOM = "\uFEFF";

/**
 * One cell. Text a spreadsheet would take for a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so it is shown as typed; a cell with a comma, a quote or a
 * line break is quoted, its quotes doubled. Numbers are ours, written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended by CRLF. */
export const csvLine = (cells: readonly (string | number)[]): string =>
  `${cells.map(csvCell).join(",")}\r\n`;

/** "2026-11-26 08:05", the brand's wall clock. */
export function localDateTime(at: Date, timeZone: string): string {
  return `${localDate(at, timeZone)} ${clockTime(at.toISOString(), timeZone, "en")}`;
}

/** "2 × Brownies (Size: Large; Note: no nuts)", lines joined by " | ". */
export function itemsText(basket: ExportOrder["basket"]): string {
  return basket.items
    .map((line) => {
      const choices = (line.choices ?? []).map(
        (c) => `${c.name}: ${c.text ?? c.options.map((o) => o.name).join(", ")}`,
      );
      return `${line.qty} × ${line.name}${choices.length ? ` (${choices.join("; ")})` : ""}`;
    })
    .join(" | ");
}

/** An order's record, its times in the brand's time zone, its mode, status and payment in `words`. */
export function exportRow(order: ExportOrder, timeZone: string, words: ExportWords): string {
  const { items, delivery, discount } = orderTotals(
    order.basket.items,
    order.deliveryMethod?.price ?? null,
    discountTotal(order.discounts),
  );
  return csvLine([
    `#${shortOrderNumber(order.id)}`,
    order.id,
    localDateTime(order.createdAt, timeZone),
    order.scheduledFor ? localDateTime(order.scheduledFor, timeZone) : "",
    order.branchName,
    words.mode[order.orderMode],
    words.status[order.status],
    itemsText(order.basket),
    items,
    delivery,
    order.total,
    order.basket.currency,
    words.payment[order.paymentMethod],
    order.paidAt ? localDateTime(order.paidAt, timeZone) : "",
    order.customerName ?? "",
    order.courierCost ?? "",
    courierDifferenceOf(order, deliveryPaid(delivery, order.discounts)),
    discount,
    order.discounts.map((d) => discountLabel({ ...d, code: null }, labelWords(words))).join(" | "),
    order.discounts.flatMap((d) => (d.code ? [d.code] : [])).join(" | "),
  ]);
}

/** A reward's name in the owner's words. */
const labelWords = ({ discounts }: ExportWords) => ({
  reward: discounts.reward,
  rewardItem: (name: string) => discounts.rewardItem.replace("{name}", name),
});

/**
 * What the shop kept (or paid, negative) on a delivery by courier: what its customer paid for it
 * (the fee less a free-delivery promotion's part; nothing once cancelled) less the courier's cost;
 * empty without a costed booking.
 */
function courierDifferenceOf(order: ExportOrder, delivery: number): number | "" {
  if (order.courierCost === null || order.courierCost === undefined) return "";
  const paid = order.status === "CANCELLED" ? 0 : delivery;
  return Math.round((paid - order.courierCost) * 100) / 100;
}

/** The first line: the byte order mark and the column names in `words`. */
export const exportHeader = (words: ExportWords): string =>
  UTF8_BOM + csvLine(EXPORT_COLUMNS.map((column) => words.columns[column]));
