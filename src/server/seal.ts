import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { KeyedProvider } from "@/domain/payment-keys";
import { keyFor } from "./auth/keys";

// A brand's secrets at rest (payment keys, its WhatsApp account, its courier key, a sign-in code
// waiting for its SMS): sealed with AES-256-GCM under a key derived from APP_SECRET, bound to the
// brand and to what they are for (a sealed value moved to another brand's row, or read as another
// kind, does not open).

const VERSION = "v1";
const aad = (brandId: string, provider: string) => Buffer.from(`${brandId}:${provider}`);

/**
 * What sealed keys belong to: a payment gateway, the brand's WhatsApp account (issue 37), a
 * sign-in code waiting to go by SMS if WhatsApp does not deliver it (a code is never in clear at
 * rest), or the brand's courier aggregator (issue 38).
 */
export type SealedFor = KeyedProvider | "whatsapp" | "sign-in-code" | "couriers";

export function seal(brandId: string, provider: SealedFor, keys: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor("payment-keys"), iv);
  cipher.setAAD(aad(brandId, provider));
  const body = Buffer.concat([cipher.update(JSON.stringify(keys), "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function unseal(brandId: string, provider: SealedFor, sealed: string): unknown {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("unknown sealed keys format");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    keyFor("payment-keys"),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAAD(aad(brandId, provider));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(text.toString("utf8"));
}
