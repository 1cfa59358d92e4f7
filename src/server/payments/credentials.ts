import "server-only";
import { and, eq } from "drizzle-orm";
import type { KeyedProvider, MaskedKeys } from "@/domain/payment-keys";
import { KEY_FIELDS, keysMode, maskKey } from "@/domain/payment-keys";
import { seal, unseal } from "../seal";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { paymentCredentials } from "../db/schema";

// A brand's keys at its gateway (issue 20 item 2): sealed with AES-256-GCM under a key derived
// from APP_SECRET, bound to the brand and the gateway (a sealed value moved to another brand's row
// does not open). Never in clear in the database, an export, a log or an answer: the console
// sees them masked. Replacing them is one row's update: the next call uses the new ones.

/** The keys each gateway needs (src/domain/payment-keys.ts: the console's form reads them too). */
export const CREDENTIAL_FIELDS = KEY_FIELDS;
export type { KeyedProvider };
export { maskKey };
export type Credentials<P extends KeyedProvider = KeyedProvider> = Record<
  (typeof CREDENTIAL_FIELDS)[P][number],
  string
>;

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

/** The mode of sealed keys; null when this APP_SECRET cannot open them (sealed under another). */
function modeOfSealed(brandId: string, provider: KeyedProvider, sealed: string) {
  try {
    return keysMode(provider, unseal(brandId, provider, sealed) as Record<string, string>);
  } catch {
    return null;
  }
}

/**
 * The brand's keys as the console shows them: masked, per gateway, with their mode (read from the
 * keys themselves, opened here and never sent), when and by whom they were set.
 */
export async function maskedCredentials(brandId: string, db?: Db): Promise<MaskedKeys[]> {
  const rows = await (db ?? (await getDb()).db)
    .select()
    .from(paymentCredentials)
    .where(eq(paymentCredentials.brandId, brandId))
    .orderBy(paymentCredentials.provider);
  return rows.flatMap((row) => {
    const provider = row.provider;
    if (!(provider in CREDENTIAL_FIELDS)) return [];
    const keyed = provider as KeyedProvider;
    return [
      {
        provider: keyed,
        masked: row.masked,
        mode: modeOfSealed(brandId, keyed, row.sealed),
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}
