import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CourierSettings } from "@/domain/couriers";
import { maskKey } from "@/domain/payment-keys";
import type { Db } from "../db/client";
import { brandCouriers } from "../db/schema";
import { seal, unseal } from "../seal";

// A brand's couriers (issue 38 item 1, docs/couriers.md): the aggregator's key sealed as payment
// keys are, never in clear in the database, an export, a log or an answer; the webhook secret
// kedai made for it; and the settings (which services each branch offers, the fee, the booking).

/** What the server needs to quote, book and check a webhook. */
export interface BrandCouriers {
  apiKey: string;
  webhookSecret: string;
  settings: CourierSettings;
}

/** The brand's couriers, or null when it has none (its delivery is its own segments). */
export async function brandCouriersOf(db: Db, brandId: string): Promise<BrandCouriers | null> {
  const [row] = await db.select().from(brandCouriers).where(eq(brandCouriers.brandId, brandId));
  if (!row) return null;
  const { apiKey } = unseal(brandId, "couriers", row.sealed) as { apiKey: string };
  return {
    apiKey,
    webhookSecret: row.webhookSecret,
    settings: { aggregator: row.aggregator, ...row.settings },
  };
}

/** What the console sees: the key masked, never in clear. */
export interface MaskedCouriers {
  maskedKey: string;
  webhookSecret: string;
  settings: CourierSettings;
  updatedBy: string;
  /** ISO 8601. */
  updatedAt: string;
}

export async function maskedCouriers(db: Db, brandId: string): Promise<MaskedCouriers | null> {
  const [row] = await db.select().from(brandCouriers).where(eq(brandCouriers.brandId, brandId));
  if (!row) return null;
  return {
    maskedKey: row.masked,
    webhookSecret: row.webhookSecret,
    settings: { aggregator: row.aggregator, ...row.settings },
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores (or replaces) the brand's couriers. A key left out keeps the stored one (the console shows
 * it masked, so an owner changing a branch's services does not type it again); the webhook secret
 * is made once, on the first save.
 */
export async function saveCouriers(
  db: Db,
  brandId: string,
  input: { apiKey?: string; settings: CourierSettings },
  updatedBy: string,
): Promise<void> {
  const apiKey = input.apiKey ?? (await brandCouriersOf(db, brandId))?.apiKey;
  if (!apiKey) throw new Error("a first couriers save needs the aggregator's key");
  const { aggregator, ...settings } = input.settings;
  const row = {
    aggregator,
    sealed: seal(brandId, "couriers", { apiKey }),
    masked: maskKey(apiKey),
    settings,
    updatedBy,
    updatedAt: new Date(),
  };
  await db
    .insert(brandCouriers)
    .values({ brandId, webhookSecret: randomBytes(24).toString("base64url"), ...row })
    .onConflictDoUpdate({ target: brandCouriers.brandId, set: row });
}

/** Removes the brand's couriers: delivery is priced by its own segments again. */
export async function removeCouriers(db: Db, brandId: string): Promise<void> {
  await db.delete(brandCouriers).where(eq(brandCouriers.brandId, brandId));
}
