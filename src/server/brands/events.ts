import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** NOTIFY channel on which a brand id is sent after a change of it commits. */
export const BRAND_CHANGED_CHANNEL = "kedai_brand_changed";

/**
 * Tells every instance listening, once `tx` commits (never before, never if it does not), that the
 * brand changed: each drops its cached brand (its revision, its state, its own domain).
 */
export async function announceBrandChange(tx: Db, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${BRAND_CHANGED_CHANNEL}, ${brandId})`);
}
