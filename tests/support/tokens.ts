import { createHmac, hkdfSync } from "node:crypto";
import type { JWTPayload } from "jose";
import { base64url, SignJWT } from "jose";

export type KeyPurpose = "otp-hmac" | "sign-in-token" | "id-token" | "operator";

/**
 * The server's signing key for `purpose`, derived from APP_SECRET the way
 * src/server/auth/keys.ts derives it (HKDF-SHA256, salt "kedai", info = purpose). Tests give the
 * server a known APP_SECRET so they can sign real-looking tokens: expired, for another audience,
 * with another purpose's key.
 */
export function serverKey(appSecret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", appSecret, "kedai", purpose, 32));
}

/** An HS256 (or `alg`) JWT with exactly these claims and header fields. */
export function signJwt(
  key: Uint8Array,
  claims: Record<string, unknown>,
  header: { alg?: string; [field: string]: unknown } = {},
): Promise<string> {
  return new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: "HS256", ...header })
    .sign(key);
}

const encode = (value: unknown) => base64url.encode(JSON.stringify(value));

/** An unsigned token (`alg: none`), the classic forgery. */
export function unsignedJwt(claims: JWTPayload, alg = "none"): string {
  return `${encode({ alg, typ: "JWT" })}.${encode(claims)}.`;
}

/** An HS256 JWT with any header at all (jose will not sign an unknown `crit`, for one). */
export function rawHs256Jwt(key: Uint8Array, header: object, claims: object): string {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`;
}

/** `token` with its payload replaced and its original signature kept. */
export function withPayload(token: string, claims: JWTPayload): string {
  const [header, , signature] = token.split(".");
  return `${header}.${encode(claims)}.${signature}`;
}

export const nowS = () => Math.floor(Date.now() / 1000);
