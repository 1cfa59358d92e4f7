import "server-only";
import type { NextResponse } from "next/server";
import { OTP_COOKIE } from "@/domain/auth";
import type { Locale } from "@/domain/locale";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "@/domain/locale";
import type { BrandRef } from "../brands/resolve";
import { env } from "../env";
import { AppError } from "../errors";
import type { SignedIn } from "./sessions";
import { authenticate, SESSION_COOKIE, SESSION_TTL_S } from "./sessions";

const LOCAL_HOST = /^(localhost|[^:]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/** Secure everywhere but plain-HTTP development hosts. */
function secureCookie(request: Request): boolean {
  return !LOCAL_HOST.test(request.headers.get("host") ?? "");
}

export function setSessionCookie(
  response: NextResponse,
  request: Request,
  value: string,
  maxAgeS = SESSION_TTL_S,
) {
  response.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookie(request),
    path: "/",
    maxAge: maxAgeS,
  });
}

export function clearSessionCookie(response: NextResponse, request: Request) {
  setSessionCookie(response, request, "", 0);
}

/**
 * The storefront's language, as the top bar's switch sets it (docs/i18n.md): the language the
 * customer chose on their account page follows them to a new device when they sign in there.
 */
export function setLocaleCookie(response: NextResponse, request: Request, language: Locale) {
  response.cookies.set(LOCALE_COOKIE, language, {
    sameSite: "lax",
    secure: secureCookie(request),
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * The cookie that binds a sign-in code to the device that asked for it (issue 31 item 5): sent
 * only to the sign-in calls, and living as long as the code.
 */
export function setOtpCookie(
  response: NextResponse,
  request: Request,
  value: string,
  maxAgeS = env().OTP_TTL_SECONDS,
) {
  response.cookies.set(OTP_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookie(request),
    path: "/api/auth",
    maxAge: maxAgeS,
  });
}

/** Once its code is used, the cookie has nothing left to open. */
export function clearOtpCookie(response: NextResponse, request: Request) {
  setOtpCookie(response, request, "", 0);
}

/**
 * A write authenticated by cookie must come from our own pages: the browser's Origin must name
 * the host it sent the request to. Bearer-token calls carry no ambient authority and skip this.
 */
export function checkOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  let originHost: string | undefined;
  try {
    originHost = origin ? new URL(origin).host : undefined;
  } catch {
    originHost = undefined;
  }
  if (!originHost || originHost !== request.headers.get("host")) {
    throw new AppError("CSRF_REJECTED", "This request must come from the shop's own pages.");
  }
}

/** The signed-in customer, or a 401; cookie-authenticated writes also pass the Origin check. */
export async function requireCustomer(
  request: Request,
  brand: BrandRef,
  { write }: { write: boolean },
): Promise<SignedIn> {
  const signedIn = await authenticate(request, brand);
  if (!signedIn) throw new AppError("UNAUTHENTICATED", "Please sign in.");
  if (write && signedIn.via === "cookie") checkOrigin(request);
  return signedIn;
}

/**
 * The client's address. `next start` puts the socket's address last in X-Forwarded-For; each
 * trusted reverse proxy in front (TRUST_PROXY_HOPS) appends one more, so count back past them.
 * Entries further left are whatever the client claimed and are never trusted.
 */
export function clientIp(request: Request): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[hops.length - 1 - env().TRUST_PROXY_HOPS] ?? hops[0] ?? "unknown";
}

/**
 * For /api/me/{id}/…: the signed-in customer, who must be `id` (spec §6: calls about a customer
 * use their own uid); anyone else gets 403. A write by cookie passes the Origin check.
 */
export async function requireSelf(
  request: Request,
  brand: BrandRef,
  id: string,
  { write }: { write: boolean },
): Promise<SignedIn> {
  const signedIn = await requireCustomer(request, brand, { write });
  if (id !== signedIn.user.uid)
    throw new AppError("FORBIDDEN", "This belongs to another customer.");
  return signedIn;
}
