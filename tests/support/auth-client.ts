import { decodeJwt } from "jose";
import { TARGET_APP } from "@/domain/auth";
import type { HttpAnswer } from "./http";
import { get, post } from "./http";

/** Calls of the sign-in API (free of vitest: the e2e fixtures use it too) for one server and host, as the storefront's client makes them. */
export function authClient(baseUrl: string, host = "demo.localhost", brandId = "demo") {
  const origin = { origin: `http://${host}` };
  return {
    createOtp: (phoneNumber: string, extra: Record<string, string> = {}) =>
      post(
        baseUrl,
        "/api/auth/create-otp",
        host,
        { phoneNumber, targetApp: TARGET_APP, brandId },
        extra,
      ),
    token: (phoneNumber: string, otp: string, extra: Record<string, string> = {}) =>
      post(
        baseUrl,
        "/api/auth/get-custom-token-by-otp",
        host,
        { phoneNumber, otp, targetApp: TARGET_APP },
        extra,
      ),
    session: (idToken: string) => post(baseUrl, "/api/auth/create-session", host, { idToken }),
    me: (headers: Record<string, string>) => get(baseUrl, "/api/auth/session", host, headers),
    logout: (headers: Record<string, string>, withOrigin = true) =>
      post(baseUrl, "/api/auth/logout", host, {}, withOrigin ? { ...headers, ...origin } : headers),
  };
}

export function cookieOf(answer: HttpAnswer): string {
  const setCookie = answer.headers["set-cookie"]?.find((c) => c.startsWith("kedai_session="));
  if (!setCookie) throw new Error("no session cookie was set");
  return setCookie.split(";")[0]!;
}

export const claims = (idToken: string) => decodeJwt(idToken);
