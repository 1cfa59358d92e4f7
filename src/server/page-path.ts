import "server-only";
import type { BrandRef } from "./brands/resolve";
import { peekBrandForHost } from "./brands/resolve";
import { BRANCH_COOKIE } from "@/domain/routes";

/** The internal path a public page is rewritten to (see src/proxy.ts). */
function sitePath(
  brand: Pick<BrandRef, "subDomainName" | "revision">,
  branchId: string,
  page: string,
): string {
  const rest = page === "/" ? "" : page;
  return `/s/${brand.subDomainName}.${brand.revision}/${encodeURIComponent(branchId)}${rest}`;
}

/**
 * Where a public page is rewritten to (src/proxy.ts): the branch is the customer's choice (the
 * branch cookie) when it is one of the brand's, else the first; the spec's item page `/p?id=…`
 * is the same page as `/p/{id}`.
 */
export function pagePath(
  brand: Pick<BrandRef, "subDomainName" | "revision" | "branchIds">,
  pathname: string,
  id: string | null,
  chosenBranch: string | undefined,
): string {
  const branchId =
    chosenBranch && brand.branchIds.includes(chosenBranch) ? chosenBranch : brand.branchIds[0];
  const page = pathname === "/p" && id ? `/p/${encodeURIComponent(id)}` : pathname;
  return sitePath(brand, branchId ?? "-", page);
}

/**
 * The same path for the edge's page cache (scripts/lib/page-cache.mjs), computed without waiting:
 * null when the brand is not in the brand cache right now (the request then goes through Next.js,
 * which looks it up). `url` is the request's path and query, `cookies` its Cookie header.
 */
export function pagePathNow(
  host: string | undefined,
  url: string,
  cookies: string | undefined,
): string | null {
  const brand = peekBrandForHost(host);
  if (!brand) return null;
  const { pathname, searchParams } = new URL(url, "http://page.invalid");
  return pagePath(brand, pathname, searchParams.get("id"), cookieValue(cookies, BRANCH_COOKIE));
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
