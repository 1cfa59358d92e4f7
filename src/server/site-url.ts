import "server-only";
import { env } from "./env";

/**
 * A brand's public origin (`PUBLIC_URL` with `{brand}` filled in): what canonical links,
 * sitemaps and link previews name. Never the request's Host: a cached page is the same for every
 * request, and a forged Host must not end up in it.
 */
export function siteOrigin(subDomainName: string): string {
  return siteOriginTemplate().replace("{brand}", subDomainName);
}

/** PUBLIC_URL as set, `{brand}` standing for a subdomain: what sign-up shows a new address in. */
export function siteOriginTemplate(): string {
  const settings = env();
  return settings.PUBLIC_URL ?? `http://{brand}.localhost:${settings.PORT}`;
}
