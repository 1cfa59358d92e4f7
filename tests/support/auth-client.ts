import { decodeJwt } from "jose";
import { TARGET_APP } from "@/domain/auth";
import type { HttpAnswer } from "./http";
import { get, post } from "./http";

/**
 * Calls of the sign-in API (free of vitest: the e2e fixtures use it too) for one server and host,
 * as the storefront's client makes them. Like a browser, a client keeps the cookie create-otp sets
 * (one at a time: asking again replaces it) and sends it back to get-custom-token-by-otp, which
 * takes a code only from the device that asked for it (docs/auth.md). Another client is another
 * device.
 */
/** The cookie create-otp sets (docs/auth.md), named as documented rather than imported. */
const OTP_COOKIE = "kedai_otp";

export function authClient(baseUrl: string, host = "demo.localhost", brandId = "demo") {
  const origin = { origin: `http://${host}` };
  let otpCookie: string | undefined;
  /** Keeps (or forgets, when the server clears it) the code's cookie, as a browser does. */
  const keep = (answer: HttpAnswer) => {
    const set = answer.headers["set-cookie"]?.find((c) => c.startsWith(`${OTP_COOKIE}=`));
    if (set) {
      const pair = set.split(";")[0]!;
      otpCookie = pair === `${OTP_COOKIE}=` || /max-age=0/i.test(set) ? undefined : pair;
    }
    return answer;
  };
  // A cookie the caller names itself (a test forging one) wins over the kept one.
  const withOtpCookie = (extra: Record<string, string>) =>
    otpCookie && !extra.cookie?.includes(`${OTP_COOKIE}=`)
      ? { ...extra, cookie: [extra.cookie, otpCookie].filter(Boolean).join("; ") }
      : extra;
  return {
    /** `more`: more of the body, e.g. `{ bySms: true }` (issue 37). */
    createOtp: async (
      phoneNumber: string,
      extra: Record<string, string> = {},
      more: Record<string, unknown> = {},
    ) =>
      keep(
        await post(
          baseUrl,
          "/api/auth/create-otp",
          host,
          { phoneNumber, targetApp: TARGET_APP, brandId, ...more },
          extra,
        ),
      ),
    token: async (phoneNumber: string, otp: string, extra: Record<string, string> = {}) =>
      keep(
        await post(
          baseUrl,
          "/api/auth/get-custom-token-by-otp",
          host,
          { phoneNumber, otp, targetApp: TARGET_APP },
          withOtpCookie(extra),
        ),
      ),
    /** The `kedai_otp=…` pair this client holds from its last create-otp, if any. */
    otpCookie: () => otpCookie,
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
