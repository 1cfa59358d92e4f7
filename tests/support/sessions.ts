import { hkdfSync } from "node:crypto";
import { SignJWT } from "jose";
import { authClient, cookieOf } from "./auth-client";

/** One sign-in of a test number on one brand: both its bearer idToken and its session cookie. */
export interface TestSession {
  uid: string;
  phoneNumber: string;
  host: string;
  idToken: string;
  cookie: string;
}

/** Signs a test number (code 12345) in through the real API on `host`'s brand. */
export async function signIn(
  baseUrl: string,
  phoneNumber: string,
  host = "demo.localhost",
  brandId = "demo",
): Promise<TestSession> {
  const api = authClient(baseUrl, host, brandId);
  const sent = await api.createOtp(phoneNumber);
  if (sent.status !== 200) throw new Error(`create-otp ${sent.status}: ${sent.body}`);
  const token = (await api.token(phoneNumber, "12345")).json<{ data: { token: string } }>().data
    .token;
  const answer = await api.session(token);
  if (answer.status !== 200) throw new Error(`create-session ${answer.status}: ${answer.body}`);
  const { uid, idToken } = answer.json<{ data: { uid: string; idToken: string } }>().data;
  return { uid, phoneNumber, host, idToken, cookie: cookieOf(answer) };
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
