import "server-only";
import { clientIp } from "../auth/http";
import { env } from "../env";
import { RateLimitError } from "../errors";
import type { BrandRef } from "../brands/resolve";
import { logger } from "../logger";
import { HOUR_S, withinLimits } from "../rate-limit";
import { remember } from "../remember.mjs";
import type { PaidProvider } from "./geo";

// Issue 14 item 12, decision 0015: the geo endpoints answer anyone, so each client address gets
// GEO_IP_PER_HOUR answers, and each brand an hourly budget of calls to each paid provider.

/** Who asks: the brand of the storefront and the client's address. */
export interface GeoCaller {
  brandId: string;
  ip: string;
}

export function geoCaller(brand: BrandRef, request: Request): GeoCaller {
  return { brandId: brand.id, ip: clientIp(request) };
}

const noWork = async () => undefined;

/** Every answer counts against the client's address, whatever the provider and the cache. */
export function takeGeoAnswer(caller: GeoCaller): Promise<void> {
  const limit = {
    bucket: "geo:ip",
    subject: caller.ip,
    max: env().GEO_IP_PER_HOUR,
    windowSeconds: HOUR_S,
  };
  return withinLimits([limit], "map requests", noWork);
}

const BUDGET_SETTING = {
  google: "GEO_BRAND_GOOGLE_PER_HOUR",
  osrm: "GEO_BRAND_OSRM_PER_HOUR",
} as const satisfies Record<PaidProvider, string>;

const WARN_EVERY_MS = 60_000;
const warnedAt = remember("geo-budget-warned", () => new Map<string, number>());

/**
 * One call about to reach `provider`, counted against the brand's hourly budget for it (a free
 * provider, null, has none). Called only when the provider is really asked, never for a cached
 * answer. A refusal is logged for the operator, at most once a minute per brand and provider.
 */
export async function takeProviderCall(
  caller: GeoCaller,
  provider: PaidProvider | null,
): Promise<void> {
  if (!provider) return;
  const setting = BUDGET_SETTING[provider];
  const limit = {
    bucket: `geo-budget:${provider}`,
    subject: caller.brandId,
    max: env()[setting],
    windowSeconds: HOUR_S,
  };
  try {
    await withinLimits([limit], "map requests for this store", noWork);
  } catch (error) {
    const key = `${provider}:${caller.brandId}`;
    if (error instanceof RateLimitError && Date.now() - (warnedAt.get(key) ?? 0) >= WARN_EVERY_MS) {
      warnedAt.set(key, Date.now());
      logger().warn(
        { brandId: caller.brandId, provider, setting, max: limit.max },
        "the brand spent its hourly budget of paid map calls: refusing them with 429",
      );
    }
    throw error;
  }
}
