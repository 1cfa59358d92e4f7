import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { PaymentProvider } from "@/domain/online-payment";
import { keyFor } from "../auth/keys";
import { getDb } from "../db/client";
import { paymentCredentials } from "../db/schema";

// A brand's keys at its gateway (issue 20 item 2): sealed with AES-256-GCM under a key derived
// from APP_SECRET, bound to the brand and the gateway (a sealed value moved to another brand's row
// does not open). Never in clear in the database, an export, a log or an answer: the console
// sees them masked. Replacing them is one row's update: the next call uses the new ones.

/** The keys each gateway needs. */
export const CREDENTIAL_FIELDS = {
  midtrans: ["serverKey"],
  xendit: ["secretKey", "callbackToken"],
} as const satisfies Partial<Record<PaymentProvider, readonly string[]>>;
export type KeyedProvider = keyof typeof CREDENTIAL_FIELDS;
export type Credentials<P extends KeyedProvider = KeyedProvider> = Record<
  (typeof CREDENTIAL_FIELDS)[P][number],
  string
>;

const VERSION = "v1";
const aad = (brandId: string, provider: string) => Buffer.from(`${brandId}:${provider}`);

export function seal(brandId: string, provider: KeyedProvider, keys: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor("payment-keys"), iv);
  cipher.setAAD(aad(brandId, provider));
  const body = Buffer.concat([cipher.update(JSON.stringify(keys), "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function unseal(brandId: string, provider: KeyedProvider, sealed: string): unknown {
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

/** What may be shown of a key: its first 4 and last 4 characters, or nothing of a short one. */
export function maskKey(key: string): string {
  return key.length >= 16 ? `${key.slice(0, 4)}…${key.slice(-4)}` : "•".repeat(8);
}

/** Stores (or replaces) a brand's keys at `provider`. */
export async function storeCredentials<P extends KeyedProvider>(
  brandId: string,
  provider: P,
  keys: Credentials<P>,
  updatedBy: string,
): Promise<void> {
  const { db } = await getDb();
  const masked = Object.fromEntries(
    CREDENTIAL_FIELDS[provider].map((field) => [field, maskKey(keys[field as keyof typeof keys])]),
  );
  const row = { sealed: seal(brandId, provider, keys), masked, updatedBy, updatedAt: new Date() };
  await db
    .insert(paymentCredentials)
    .values({ brandId, provider, ...row })
    .onConflictDoUpdate({
      target: [paymentCredentials.brandId, paymentCredentials.provider],
      set: row,
    });
}

/** A brand's keys at `provider`, or null when it has none. */
export async function credentialsOf<P extends KeyedProvider>(
  brandId: string,
  provider: P,
): Promise<Credentials<P> | null> {
  const { db } = await getDb();
  const [row] = await db
    .select({ sealed: paymentCredentials.sealed })
    .from(paymentCredentials)
    .where(and(eq(paymentCredentials.brandId, brandId), eq(paymentCredentials.provider, provider)));
  return row ? (unseal(brandId, provider, row.sealed) as Credentials<P>) : null;
}

/** The brand's keys as the console shows them: masked, per gateway, with when and by whom. */
export async function maskedCredentials(brandId: string) {
  const { db } = await getDb();
  const rows = await db
    .select({
      provider: paymentCredentials.provider,
      masked: paymentCredentials.masked,
      updatedBy: paymentCredentials.updatedBy,
      updatedAt: paymentCredentials.updatedAt,
    })
    .from(paymentCredentials)
    .where(eq(paymentCredentials.brandId, brandId));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
