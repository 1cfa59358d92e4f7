import "server-only";
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
