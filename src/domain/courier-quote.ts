import type { DeliveryMethod } from "./basket";
import type { Choices } from "./options";
import { unitPrice } from "./options";
import type { OrderedCourier, ServiceCode } from "./couriers";
import type { ParcelItem, ParcelMeasure } from "./courier-parcels";
import { parcelMeasure, parcelsOf } from "./courier-parcels";
import type { Storefront } from "./storefront";
import { findItem, menuOfBranch } from "./storefront";

// Courier quotes at checkout (issue 38 item 2, docs/couriers.md "At checkout"): what the customer
// is shown for each courier, the parcel the aggregator prices, and the rule an order placed with a
// quote is held to. The quote itself travels as a token the server signed
// (src/server/couriers/quote-token.ts): the browser never states a price.

/** What an empty basket is quoted as: one item of the one weight. */
const EMPTY_BASKET = { name: "Order", price: 0, qty: 1 };

/** A basket line as the quote request sends it (the order's own line: order-schema.ts). */
export interface QuoteLine {
  itemId: string;
  qty: number;
  choices?: Choices | undefined;
}

/**
 * The parcel of a basket at a branch: each line's item at its price with its choices. A line not
 * on the branch's menu is left out (placing the order refuses it, with its own words). A basket
 * not filled yet (the address is often chosen first) is quoted as one item: couriers price by
 * distance, and the quote the order keeps does not depend on the items.
 */
export function parcelOf(
  storefront: Storefront,
  branchId: string,
  lines: readonly QuoteLine[],
): ParcelItem[] {
  const menu = menuOfBranch(storefront, branchId);
  const priced = lines.flatMap((line) => {
    const item = findItem(menu, line.itemId);
    if (!item) return [];
    const qty = Math.max(1, Math.floor(line.qty));
    return [{ name: item.name, price: unitPrice(item, line.choices), qty }];
  });
  return parcelsOf(priced.length > 0 ? priced : [EMPTY_BASKET]);
}

/** What a quote token says (signed by the server; its fields are what the order keeps). */
export interface QuoteClaim {
  brandId: string;
  branchId: string;
  /** The delivery address's placeSignature (decision 0012): the place the quote was for. */
  place: string;
  service: ServiceCode;
  /** The service's name, as the order and the customer name it ("GoSend Instant"). */
  name: string;
  /** What the customer pays (customerFee of the quote under the brand's rule). */
  fee: number;
  /** What the courier quoted: what the shop expects to pay. */
  quote: number;
  etaMinutes: { min: number; max: number } | null;
  /** Seconds since the epoch after which the quote is not placed with (QUOTE_VALID_SECONDS). */
  expiresAt: number;
  /**
   * The parcel it was quoted for: couriers price by weight and worth too, so an order whose
   * basket changed since is quoted again.
   */
  parcel: ParcelMeasure;
}

/** One courier the customer may choose at checkout. */
export interface CourierOption {
  service: ServiceCode;
  name: string;
  fee: number;
  etaMinutes: { min: number; max: number } | null;
  /** The signed quote: sent back as the order's `deliveryMethod.courierQuote`. */
  token: string;
  /** ISO 8601: after it, placing asks for a fresh quote. */
  expiresAt: string;
}

/** Why no courier is offered for an address (each code has words in both catalogs). */
export const QUOTE_PROBLEMS = ["COURIERS_OUT_OF_RANGE", "COURIERS_UNAVAILABLE"] as const;
export type QuoteProblem = (typeof QUOTE_PROBLEMS)[number];

/** The answer of POST /api/couriers/quotes. */
export interface CourierQuotes {
  /** The branch offers couriers at all (false: the brand or branch has none; delivery is segments). */
  offered: boolean;
  /** Whether the shop's own segments stay a choice beside the couriers. */
  keepSegments: boolean;
  /** The couriers that can go, cheapest first. */
  options: CourierOption[];
  /** Why `options` is empty while couriers are offered; null otherwise. */
  problem: { code: QuoteProblem; message: string } | null;
}

/** The courier facts of an order's check (OrderFacts.courier), read by the flow. */
export interface CourierFacts {
  /** Whether the shop's own segments stay a choice (true when the brand has no couriers). */
  keepSegments: boolean;
  /** The services the order's branch offers now. */
  services: readonly ServiceCode[];
  /** The order's quote, its signature checked: null when none was sent, "forged" when it fails. */
  quote: QuoteClaim | "forged" | null;
  /** A correction by staff keeps the courier delivery the order was placed with, fee and all. */
  kept?: { humanReadableName: string; price: number; courier: OrderedCourier };
}

export type QuoteRefusal = {
  code: "COURIER_QUOTE_INVALID" | "COURIER_QUOTE_EXPIRED" | "COURIER_NOT_OFFERED";
  message: string;
};

/**
 * Whether an order may be placed with its quote: the server signed it, for this brand, branch and
 * place, it has not expired, and the branch still offers the service. The quote's own fee then
 * stands, whatever the courier or the rule say since: it is what the customer was shown.
 */
export function checkQuote(
  quote: QuoteClaim | "forged" | null,
  order: {
    brandId: string;
    branchId: string;
    place: string | undefined;
    now: Date;
    parcel: readonly ParcelItem[];
  },
  services: readonly ServiceCode[],
): QuoteRefusal | null {
  const invalid: QuoteRefusal = {
    code: "COURIER_QUOTE_INVALID",
    message: "This courier price is not for this order. Please choose the courier again.",
  };
  if (quote === null || quote === "forged") return invalid;
  if (
    quote.brandId !== order.brandId ||
    quote.branchId !== order.branchId ||
    quote.place !== order.place
  )
    return invalid;
  if (!services.includes(quote.service))
    return {
      code: "COURIER_NOT_OFFERED",
      message: `${quote.name} is no longer offered here. Please choose another delivery option.`,
    };
  const parcel = parcelMeasure(order.parcel);
  if (parcel.grams !== quote.parcel.grams || parcel.value !== quote.parcel.value)
    return {
      code: "COURIER_QUOTE_EXPIRED",
      message:
        "The courier's price was for a different basket. Check the new price and place the order again.",
    };
  if (order.now.getTime() >= quote.expiresAt * 1000)
    return {
      code: "COURIER_QUOTE_EXPIRED",
      message: "The courier's price has expired. Check the new price and place the order again.",
    };
  return null;
}

/** A courier option as the basket keeps it chosen (its id names the service). */
export const courierMethod = (option: CourierOption): DeliveryMethod => ({
  id: `courier:${option.service}`,
  humanReadableName: option.name,
  price: option.fee,
  courier: { token: option.token, etaMinutes: option.etaMinutes, expiresAt: option.expiresAt },
});

/** Whether a chosen courier's quote has run out (placing then asks for a fresh one first). */
export const quoteExpired = (method: DeliveryMethod | null, now: number): boolean =>
  Boolean(method?.courier && Date.parse(method.courier.expiresAt) <= now);
