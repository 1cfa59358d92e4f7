import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { LOCALE_COOKIE, localeFromAcceptLanguage } from "@/domain/locale";
import { BRANCH_COOKIE } from "@/domain/routes";
import { statusOf } from "@/domain/errors";
import { CATALOGS } from "@/i18n/catalogs";
import type { BrandRef } from "@/server/brands/resolve";
import { brandForHost, isPlatformHost } from "@/server/brands/resolve";
import { isDatabaseUnavailable } from "@/server/db/unavailable";
import {
  AppError,
  errorResponse,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailableResponse,
} from "@/server/errors";
import { pagePath, platformPagePath } from "@/server/page-path";
import { seesPreview } from "@/server/staff/shop-preview";
import { closesPage } from "@/domain/shop-gate";

/** The files a brand host serves beside its pages (src/server/site-files.ts, src/app/sw.js). */
const SITE_FILES =
  /^\/(?:robots\.txt|sitemap\.xml|manifest\.webmanifest|sw\.js|app-icon\/[^/]+|og(?:\/[^/]+)?)$/;

// Resolves the brand from the Host header once per request (spec §1), then rewrites a page to
// /s/{subdomain}.{revision}.{origin tag}.{view}/{locale}/{branch}/...: a path that names everything the page depends on, so
// its rendered HTML can be cached and is never stale after a re-import (docs/architecture.md).
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // The API and a brand host's own files (robots.txt, the manifest…) find the brand themselves.
  const isApi = pathname.startsWith("/api/") || SITE_FILES.test(pathname);
  if (isPlatformHost(request.headers.get("host"))) {
    if (isApi) return NextResponse.next();
    const url = request.nextUrl.clone();
    url.pathname = platformPagePath(pathname, {
      localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get("accept-language"),
    });
    return NextResponse.rewrite(url);
  }
  let brand: BrandRef | null;
  try {
    brand = await brandForHost(request.headers.get("host"));
  } catch (error) {
    // The database is away and this brand was not known yet: say so, and soon (no 500, no hang).
    if (!isDatabaseUnavailable(error)) throw error;
    if (isApi) return unavailableResponse();
    const locale = localeFromAcceptLanguage(request.headers.get("accept-language")) ?? "en";
    return new NextResponse(CATALOGS[locale].common.serviceUnavailable, {
      status: statusOf("SERVICE_UNAVAILABLE"),
      headers: {
        "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
        "Content-Type": "text/plain; charset=utf-8",
      },
    });
  }
  if (!brand) {
    if (isApi) {
      return errorResponse(new AppError("BRAND_NOT_FOUND"));
    }
    return NextResponse.rewrite(new URL("/brand-not-found", request.url));
  }
  if (isApi) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = pagePath(brand, pathname, searchParams.get("id"), {
    branchCookie: request.cookies.get(BRANCH_COOKIE)?.value,
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get("accept-language"),
    // Asked of the database only where a closed shop's customers would get its closed page.
    staff: closesPage(brand.state, pathname) && (await seesPreview(request, brand)),
  });
  return NextResponse.rewrite(url);
}

export const config = {
  // Operator calls name their brand in the path (a command line has no shop host to send); the
  // TLS proxy's question (GET /api/domains/allowed) is about hosts, asked of none (issue 35 item 7).
  matcher: ["/((?!_next/|media/|healthz|readyz|api/operator/|api/domains/|favicon\\.ico).*)"],
};
