// Spec §9: locale id-ID; IDR with zero decimals, SAR with the currency's default decimals,
// any other currency gives no output.
// Made on first use, once per currency: making one costs more than a page's whole first render of
// prices (Intl's number data; about 18 ms on a phone-class CPU, issue 34 item 4), and most
// pages format no money in the browser until the basket has something in it.
const FORMATS: Record<string, Intl.NumberFormatOptions> = {
  IDR: { style: "currency", currency: "IDR", minimumFractionDigits: 0, maximumFractionDigits: 0 },
  SAR: { style: "currency", currency: "SAR" },
};
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string): Intl.NumberFormat | undefined {
  const options = Object.hasOwn(FORMATS, currency) ? FORMATS[currency] : undefined;
  if (!options) return undefined;
  let formatter = formatters.get(currency);
  if (!formatter) formatters.set(currency, (formatter = new Intl.NumberFormat("id-ID", options)));
  return formatter;
}

export const SUPPORTED_CURRENCIES = ["IDR", "SAR"] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "IDR";

export function formatMoney(amount: number, currency: string): string {
  const formatter = formatterOf(currency);
  if (!formatter || !Number.isFinite(amount)) return "";
  return formatter.format(amount);
}

/** A line of an order at its price: a menu price in the browser, the price charged on the server. */
export interface PricedLine {
  qty: number;
  price: number;
}

export interface OrderTotals {
  /** Sum of qty × price over the lines. */
  items: number;
  /** The delivery method's price; 0 when there is none (pickup, or not chosen yet). */
  delivery: number;
  /** What the order's discounts take off (issue 39); 0: none. */
  discount: number;
  total: number;
}

export const lineAmount = ({ qty, price }: PricedLine): number => qty * price;

/**
 * Spec §9 "Total order price": the sum of qty × price over the lines, plus the delivery method's
 * price (0 when none or for pickup), less the order's discounts (issue 39; the server's own,
 * src/domain/order-discounts.ts). The one sum: the basket bar, checkout and the invoice show it,
 * and placing an order charges it (server/flows/place-order.ts).
 */
export function orderTotals(
  lines: readonly PricedLine[],
  deliveryFee: number | null,
  discount = 0,
): OrderTotals {
  const items = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const delivery = deliveryFee ?? 0;
  return { items, delivery, discount, total: items + delivery - discount };
}
