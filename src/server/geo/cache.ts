import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { geoCache } from "../db/schema";
import { logger } from "../logger";
import { remember } from "../remember.mjs";

// Issue 31 item 11: an answer of a paid maps provider is kept in `geo_cache`, shared by every
// instance on the database, so the same search or address is paid for once while it lasts. How long
// is the provider's terms' to say (docs/delivery.md "Costs"). A free provider is not cached.

/** Lowercase, with runs of spaces made one: "Grand  Indonesia " and "grand indonesia" are one. */
export const normalQuery = (query: string): string =>
  query.trim().replace(/\s+/g, " ").toLowerCase();

/** Requests for the same key that are under way in this process: the provider is asked once. */
const inflight = remember("geo-inflight", () => new Map<string, Promise<unknown>>());

/**
 * The kept answer under `key`, or `fetch`'s (kept for `seconds(answer)`). A database that cannot be read
 * or written leaves the cache out: the caller is answered all the same, and pays as before.
 */
export async function cachedAnswer<T>(
  key: string,
  seconds: (answer: T) => number,
  fetch: () => Promise<T>,
): Promise<T> {
  const { db } = await getDb();
  const [hit] = await db
    .select({ value: geoCache.value })
    .from(geoCache)
    .where(and(eq(geoCache.key, key), gt(geoCache.expiresAt, sql`now()`)))
    .catch((error: unknown) => {
      logger().warn({ err: error }, "could not read the maps cache");
      return [];
    });
  if (hit) return (hit.value as { answer: T }).answer;
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const asked = (async () => {
    const answer = await fetch();
    const expiresAt = sql`now() + make_interval(secs => ${seconds(answer)})`;
    await db
      .insert(geoCache)
      .values({ key, value: { answer }, expiresAt })
      .onConflictDoUpdate({ target: geoCache.key, set: { value: { answer }, expiresAt } })
      .catch((error: unknown) => logger().warn({ err: error }, "could not keep a maps answer"));
    return answer;
  })();
  inflight.set(key, asked);
  try {
    return await asked;
  } finally {
    inflight.delete(key);
  }
}

/** Deletes answers past their time (the job worker's maintenance): the terms say they must go. */
export async function pruneGeoCache(db: Db): Promise<void> {
  await db.delete(geoCache).where(lt(geoCache.expiresAt, sql`now()`));
}
