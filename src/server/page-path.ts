import "server-only";
import { createHash } from "node:crypto";
import type { BrandRef } from "./brands/resolve";
import { peekBrandForHost } from "./brands/resolve";
import { siteOrigin } from "./site-url";
import type { Locale } from "@/domain/locale";
import { chooseLocale, LOCALE_COOKIE } from "@/domain/locale";
import { BRANCH_COOKIE } from "@/domain/routes";
import type { SiteView } from "@/domain/shop-gate";
import { pageInView, SITE_VIEWS, viewOfPage } from "@/domain/shop-gate";

/**
 * Pages name the brand's public origin (PUBLIC_URL, src/server/site-url.ts), and Next.js keeps
 * rendered pages on disk across restarts: the origin's tag in the path means a changed origin is
 * never served from pages rendered under the old one.
 */
let originTag: string | undefined;
const tagOfOrigin = () =>
  (originTag ??= createHash("sha256").update(siteOrigin("{brand}")).digest("hex").slice(0, 8));

/**
 * A shop's own domain (issue 35 item 7) is its pages' origin once verified: its tag joins the
 * origin's, so pages rendered before it was connected, changed or removed are never served after.
 */
const domainTags = new Map<string, string>();
function tagOf(customDomain: string | null): string {
  if (!customDomain) return tagOfOrigin();
  let tag = domainTags.get(customDomain);
  if (!tag) {
    if (domainTags.size > 2_000) domainTags.clear();
    tag = createHash("sha256")
      .update(`${siteOrigin("{brand}")} ${customDomain}`)
      .digest("hex")
      .slice(0, 8);
    domainTags.set(customDomain, tag);
  }
  return tag;
}

/**
 * The internal path a public page is rewritten to (see src/proxy.ts). Its site names the view
 * (the shop's state, or a closed shop's preview: src/domain/shop-gate.ts): the state is not in
 * the revision, and a page rendered while the shop was being set up must never be served once
 * it is open (decision 0039).
 */
function sitePath(
  brand: Pick<BrandRef, "subDomainName" | "revision" | "customDomain">,
  view: SiteView,
  locale: Locale,
  branchId: string,
  page: string,
): string {
  const rest = page === "/" ? "" : page;
  const site = `${brand.subDomainName}.${brand.revision}.${tagOf(brand.customDomain)}.${view}`;
  return `/s/${site}/${locale}/${encodeURIComponent(branchId)}${rest}`;
}

/** The view a `[site]` segment names (its last part); a site without one is an open shop's. */
export function viewOfSite(site: string): SiteView {
  const last = decodeURIComponent(site).split(".").at(-1);
  return SITE_VIEWS.find((view) => view === last) ?? "open";
}

/** What a page request says about its visitor: its Cookie values and Accept-Language. */
export interface Visitor {
  branchCookie: string | undefined;
  localeCookie: string | undefined;
  acceptLanguage: string | null | undefined;
  /** One of the staff of a shop that is not open (src/server/staff/shop-preview.ts). */
  staff?: boolean;
}

/**
 * Where a public page is rewritten to (src/proxy.ts): the language is the visitor's (cookie, then
 * browser, then the brand's default: domain/locale.ts); the branch is the customer's choice (the
 * branch cookie) when it is one of the brand's, else the first; the spec's item page `/p?id=…`
 * is the same page as `/p/{id}`.
 */
export function pagePath(
  brand: Pick<
    BrandRef,
    "subDomainName" | "revision" | "branchIds" | "defaultLanguage" | "customDomain" | "state"
  >,
  pathname: string,
  id: string | null,
  visitor: Visitor,
): string {
  const chosen = visitor.branchCookie;
  const branchId = chosen && brand.branchIds.includes(chosen) ? chosen : brand.branchIds[0];
  const asked = pathname === "/p" && id ? `/p/${encodeURIComponent(id)}` : pathname;
  const view = viewOfPage(brand.state, visitor.staff === true, asked);
  // A closed shop's customers get its one closed page, whatever storefront page they asked for.
  const page = pageInView(view, asked);
  const locale = chooseLocale(visitor.localeCookie, visitor.acceptLanguage, brand.defaultLanguage);
  return sitePath(brand, view, locale, branchId ?? "-", page);
}

/**
 * The internal path of a page on the platform's host (issue 35): `/platform/{locale}{path}`, its
 * language chosen as a shop's is, Bahasa Indonesia when the browser names neither of ours.
 */
export function platformPagePath(pathname: string, visitor: Omit<Visitor, "branchCookie">): string {
  const locale = chooseLocale(visitor.localeCookie, visitor.acceptLanguage, "id");
  return `/platform/${locale}${pathname === "/" ? "" : pathname}`;
}

/**
 * The same path for the edge's page cache (src/edge/page-cache.mjs), computed without waiting:
 * null when the brand is not in the brand cache right now (the request then goes through Next.js,
 * which looks it up). `url` is the request's path and query, `cookies` its Cookie header.
 */
export function pagePathNow(
  host: string | undefined,
  url: string,
  cookies: string | undefined,
  acceptLanguage: string | undefined,
): string | null {
  const brand = peekBrandForHost(host);
  // A shop that is not open shows its staff a preview, which only the proxy can tell (it asks
  // the database): its pages go the slow way, and there are few of them.
  if (!brand || brand.state !== "open") return null;
  const { pathname, searchParams } = new URL(url, "http://page.invalid");
  return pagePath(brand, pathname, searchParams.get("id"), {
    branchCookie: cookieValue(cookies, BRANCH_COOKIE),
    localeCookie: cookieValue(cookies, LOCALE_COOKIE),
    acceptLanguage,
  });
}

/** The language of an API request, chosen as for its pages (the customer's status messages). */
export function localeOfRequest(
  brand: Pick<BrandRef, "defaultLanguage">,
  headers: Headers,
): Locale {
  return chooseLocale(
    cookieValue(headers.get("cookie") ?? undefined, LOCALE_COOKIE),
    headers.get("accept-language"),
    brand.defaultLanguage,
  );
}

/**
 * One cookie's value from a Cookie header, parsed exactly as Next.js parses it for the proxy
 * (`@edge-runtime/cookies`: split on "; ", the last of a repeated name wins, an undecodable value
 * is skipped), so the edge and the proxy never pick different branches.
 */
function cookieValue(header: string | undefined, name: string): string | undefined {
  let value: string | undefined;
  for (const pair of (header ?? "").split(/; */)) {
    const at = pair.indexOf("=");
    if (at === -1 ? pair !== name : pair.slice(0, at) !== name) continue;
    if (at === -1) value = "true";
    else
      try {
        value = decodeURIComponent(pair.slice(at + 1));
      } catch {
        // Next.js skips it too.
      }
  }
  return value;
}
