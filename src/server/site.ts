import "server-only";
import { cache } from "react";
import type { BrandRef } from "./brands/resolve";
import { findBrand } from "./brands/resolve";
import type { Storefront } from "@/domain/storefront";
import { storefrontFor } from "./brands/storefront";

/** The internal path a public page is rewritten to (see src/proxy.ts). */
export function sitePath(
  brand: Pick<BrandRef, "subDomainName" | "revision">,
  branchId: string,
  page: string,
): string {
  const rest = page === "/" ? "" : page;
  return `/s/${brand.subDomainName}.${brand.revision}/${encodeURIComponent(branchId)}${rest}`;
}

/**
 * The storefront named by a `[site]` segment. Memoised per render; the rendered page itself is
 * cached by Next.js under the site path.
 */
export const loadSite = cache(async (site: string): Promise<Storefront | null> => {
  const label = decodeURIComponent(site).split(".")[0] ?? "";
  const brand = await findBrand(label);
  return brand ? storefrontFor(brand) : null;
});
