import "server-only";
import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "../env";

type Purpose =
  | "otp-hmac"
  | "sign-in-token"
  | "id-token"
  | "operator"
  | "delivery-address"
  | "payment-keys"
  | "payment-simulator"
  | "courier-quote";
const keys = new Map<Purpose, Uint8Array>();

/** A separate key per purpose, derived from APP_SECRET, so no key can stand in for another. */
export function keyFor(purpose: Purpose): Uint8Array {
  let key = keys.get(purpose);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", env().APP_SECRET, "kedai", purpose, 32));
    keys.set(purpose, key);
  }
  return key;
}

export function hmac(purpose: Purpose, value: string): string {
  return createHmac("sha256", keyFor(purpose)).update(value).digest("hex");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
