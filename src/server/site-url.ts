import "server-only";
import { findBrand } from "./brands/resolve";
import { env } from "./env";

/**
 * A brand's public origin (`PUBLIC_URL` with `{brand}` filled in): what canonical links,
 * sitemaps and link previews name. Never the request's Host: a cached page is the same for every
 * request, and a forged Host must not end up in it.
 */
export function siteOrigin(subDomainName: string): string {
  const settings = env();
  const template = settings.PUBLIC_URL ?? `http://{brand}.localhost:${settings.PORT}`;
  return template.replace("{brand}", subDomainName);
}

/**
 * The origin a shop's pages name (canonical links, sitemaps, link previews, where a payment
 * returns to): its own domain once its DNS was checked (issue 35 item 7), in PUBLIC_URL's scheme
 * and port, else its subdomain (siteOrigin). Still never the request's Host.
 */
export function brandOrigin(brand: { subDomainName: string; customDomain: string | null }): string {
  if (!brand.customDomain) return siteOrigin(brand.subDomainName);
  const shop = new URL(siteOrigin(brand.subDomainName));
  return `${shop.protocol}//${brand.customDomain}${shop.port ? `:${shop.port}` : ""}`;
}

/** The same for a brand known by its subdomain (a page's `[site]`, a storefront's brand). */
export async function publicOrigin(subDomainName: string): Promise<string> {
  const brand = await findBrand(subDomainName);
  return brand ? brandOrigin(brand) : siteOrigin(subDomainName);
}
