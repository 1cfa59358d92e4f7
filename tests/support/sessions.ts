import { hkdfSync } from "node:crypto";
import { SignJWT } from "jose";
import { authClient, cookieOf } from "./auth-client";

/** One sign-in of a test number on one brand: both its bearer idToken and its session cookie. */
export interface TestSession {
  uid: string;
  phoneNumber: string;
  host: string;
  idToken: string;
  /** The `kedai_session=…` pair, as a browser sends it back. */
  cookie: string;
  /** Its bearer idToken as a header, for a cookie-less call. */
  headers: Record<string, string>;
}

/**
 * Signs a test number (code 12345) in through the real API on `host`'s brand. Tests running side by
 * side may sign the same number in (the demo's owner): a newer code replaces the older, and a code
 * takes tries only from the client that asked for it (issue 31 item 5), so the one that lost the
 * race asks again, as a person would.
 */
export async function signIn(
  baseUrl: string,
  phoneNumber: string,
  host = "demo.localhost",
  brandId = "demo",
): Promise<TestSession> {
  for (let attempt = 1; ; attempt++) {
    const api = authClient(baseUrl, host, brandId);
    const sent = await api.createOtp(phoneNumber);
    if (sent.status !== 200) throw new Error(`create-otp ${sent.status}: ${sent.body}`);
    const verified = await api.token(phoneNumber, "12345");
    if (verified.status !== 200) {
      if (attempt < 5 && verified.status === 401) {
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
        continue;
      }
      throw new Error(`get-custom-token-by-otp ${verified.status}: ${verified.body}`);
    }
    const { token } = verified.json<{ data: { token: string } }>().data;
    const answer = await api.session(token);
    if (answer.status !== 200) throw new Error(`create-session ${answer.status}: ${answer.body}`);
    const { uid, idToken } = answer.json<{ data: { uid: string; idToken: string } }>().data;
    const headers = { authorization: `Bearer ${idToken}` };
    return { uid, phoneNumber, host, idToken, cookie: cookieOf(answer), headers };
  }
}

/**
 * An operator token as `npm run order:status` makes one (docs/API.md: HS256, audience
 * kedai-operator, at most a minute, key HKDF(APP_SECRET, "operator")), derived here from the
 * documented recipe rather than the server's code, so a drift between the two shows.
 */
export function operatorToken(appSecret: string): Promise<string> {
  const key = new Uint8Array(hkdfSync("sha256", appSecret, "kedai", "operator", 32));
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setAudience("kedai-operator")
    .setIssuedAt()
    .setExpirationTime("60s")
    .sign(key);
}
