import "server-only";
import { cache } from "react";
import type { BrandRef } from "./brands/resolve";
import { findBrand } from "./brands/resolve";
import type { Storefront } from "@/domain/storefront";
import { storefrontFor } from "./brands/storefront";

/**
 * The storefront named by a `[site]` segment. Memoised per render; the rendered page itself is
 * cached by Next.js under the site path.
 */
export const loadSite = cache(async (site: string): Promise<Storefront | null> => {
  const brand = await brandOfSite(site);
  return brand ? storefrontFor(brand) : null;
});

/** The brand a `[site]` segment (`{subdomain}.{revision}.{origin tag}`) names. */
export function brandOfSite(site: string): Promise<BrandRef | null> {
  return findBrand(decodeURIComponent(site).split(".")[0] ?? "");
}
