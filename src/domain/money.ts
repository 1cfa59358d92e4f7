// Spec §9: locale id-ID; IDR with zero decimals, SAR with the currency's default decimals,
// any other currency gives no output.
const formatters: Record<string, Intl.NumberFormat> = {
  IDR: new Intl.NumberFormat("id-ID", {
    style: "currency",
    currency: "IDR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  SAR: new Intl.NumberFormat("id-ID", { style: "currency", currency: "SAR" }),
};

export const SUPPORTED_CURRENCIES = ["IDR", "SAR"] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "IDR";

export function formatMoney(amount: number, currency: string): string {
  const formatter = formatters[currency];
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
  total: number;
}

export const lineAmount = ({ qty, price }: PricedLine): number => qty * price;

/**
 * Spec §9 "Total order price": the sum of qty × price over the lines, plus the delivery method's
 * price (0 when none or for pickup). The one sum: the basket bar, checkout and the invoice show
 * it, and placing an order charges it (server/flows/place-order.ts).
 */
export function orderTotals(lines: readonly PricedLine[], deliveryFee: number | null): OrderTotals {
  const items = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const delivery = deliveryFee ?? 0;
  return { items, delivery, total: items + delivery };
}
