import "server-only";
import { createHash } from "node:crypto";
import type { CourierOption, CourierQuotes, QuoteLine, QuoteProblem } from "@/domain/courier-quote";
import { parcelOf } from "@/domain/courier-quote";
import { parcelMeasure } from "@/domain/courier-parcels";
import { customerFee, QUOTE_VALID_SECONDS, serviceOf } from "@/domain/couriers";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { BrandRef } from "../brands/resolve";
import { storefrontFor } from "../brands/storefront";
import { couriers } from "../couriers/couriers";
import type { Rate } from "../couriers/provider";
import { CourierError } from "../couriers/provider";
import { signQuote } from "../couriers/quote-token";
import { brandCouriersOf } from "../couriers/settings";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { isIssuedAddress } from "../geo/address-signature";
import { logger } from "../logger";
import { HOUR_S, withinLimits } from "../rate-limit";
import { remember } from "../remember.mjs";

// The courier options at checkout (issue 38 item 2, docs/couriers.md "At checkout"): the brand's
// settings for the branch, one rates call to the aggregator for the basket's parcel, each rate as
// the customer's fee under the brand's rule, signed as a quote token the order is placed with.

/** Rates calls one client may cause in an hour: each costs an aggregator call (a cached answer does not). */
export const QUOTES_PER_HOUR = 60;
/** The same request (brand, branch, place, parcel) within this is answered from the last call. */
const CACHE_MS = 60_000;

export interface QuoteRequest {
  branchId: string;
  address: DeliveryAddress;
  items: QuoteLine[];
}

const MESSAGES: Record<QuoteProblem, string> = {
  COURIERS_OUT_OF_RANGE: "No courier can reach this address.",
  COURIERS_UNAVAILABLE: "Couriers cannot be reached right now. Please try again in a few minutes.",
};

interface Rated {
  rates: Rate[] | QuoteProblem;
  /** When the aggregator answered, ms: the quotes' validity counts from it. */
  at: number;
}
const cache = remember("courier-quotes-cache", () => new Map<string, Rated>());

export async function courierQuotes(
  brand: BrandRef,
  ip: string,
  request: QuoteRequest,
): Promise<CourierQuotes> {
  const { address, branchId } = request;
  if (!isIssuedAddress(address))
    throw new AppError(
      "DELIVERY_ADDRESS_UNVERIFIED",
      "We could not confirm this address. Please search for your delivery address again.",
    );
  const storefront = await storefrontFor(brand);
  const branch = storefront?.branches.find((b) => b.id === branchId);
  if (!storefront || !branch) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  const { db } = await getDb();
  const settings = await brandCouriersOf(db, brand.id);
  const services = settings?.settings.branches[branchId]?.services ?? [];
  const keepSegments = settings?.settings.keepSegments ?? true;
  if (!settings || services.length === 0)
    return { offered: false, keepSegments: true, options: [], problem: null };

  const parcel = parcelOf(storefront, branchId, request.items);
  const key = createHash("sha256")
    .update(JSON.stringify([brand.id, branchId, address.placeSignature, services, parcel]))
    .digest("hex");
  const rated = await ratesOf(key, ip, brand.id, () =>
    couriers().rates(settings.apiKey, {
      origin: { lat: branch.address.lat, lng: branch.address.lng },
      destination: { lat: address.lat, lng: address.lng },
      services,
      items: parcel,
    }),
  );
  const problem = (code: QuoteProblem) => ({
    offered: true,
    keepSegments,
    options: [],
    problem: { code, message: MESSAGES[code] },
  });
  if (typeof rated.rates === "string") return problem(rated.rates);
  const expiresAt = Math.floor(rated.at / 1000) + QUOTE_VALID_SECONDS;
  const options = rated.rates
    .filter((r) => services.includes(r.service))
    .map((rate): CourierOption => {
      const name = serviceOf(rate.service)?.name ?? rate.service;
      const quote = Math.round(rate.price);
      const fee = customerFee(quote, settings.settings.fee);
      const claim = {
        brandId: brand.id,
        branchId,
        place: address.placeSignature!,
        service: rate.service,
        name,
        fee,
        quote,
        etaMinutes: rate.etaMinutes,
        expiresAt,
        parcel: parcelMeasure(parcel),
      };
      const token = signQuote(claim);
      const expires = new Date(expiresAt * 1000).toISOString();
      return {
        service: rate.service,
        name,
        fee,
        etaMinutes: rate.etaMinutes,
        token,
        expiresAt: expires,
      };
    })
    .sort((a, b) => a.fee - b.fee);
  if (options.length === 0) return problem("COURIERS_OUT_OF_RANGE");
  return { offered: true, keepSegments, options, problem: null };
}

/**
 * The rates for `key`: from the cache when fresh, else from the aggregator, counted against the
 * client's hourly limit. A courier that could not be reached is not cached (a retry may go).
 */
async function ratesOf(
  key: string,
  ip: string,
  brandId: string,
  call: () => Promise<Rate[]>,
): Promise<Rated> {
  const now = Date.now();
  for (const [k, v] of cache) if (now - v.at >= CACHE_MS) cache.delete(k);
  const hit = cache.get(key);
  if (hit) return hit;
  const limit = {
    bucket: "courier-quotes:ip",
    subject: ip,
    max: QUOTES_PER_HOUR,
    windowSeconds: HOUR_S,
  };
  await withinLimits([limit], "courier prices", async () => undefined);
  try {
    const rated = { rates: await call(), at: Date.now() };
    cache.set(key, rated);
    return rated;
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.kind === "out_of_range") {
      const rated: Rated = { rates: "COURIERS_OUT_OF_RANGE", at: Date.now() };
      cache.set(key, rated);
      return rated;
    }
    // The owner must fix a refused key in the console: the customer only hears couriers are down.
    logger().warn({ brandId, kind: error.kind, reason: error.message }, "courier rates failed");
    return { rates: "COURIERS_UNAVAILABLE", at: Date.now() };
  }
}
