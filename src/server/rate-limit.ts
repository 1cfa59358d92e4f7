import "server-only";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { getDb } from "./db/client";
import { rateHits } from "./db/schema";
import type { ErrorCode } from "@/domain/errors";
import { RateLimitError } from "./errors";
import { logger } from "./logger";
import { remember } from "./remember.mjs";

// Sliding-window limits for any subject: sign-in codes (auth/rate-limit.ts), geo answers and paid
// map calls (geo/limits.ts). One place, so every limit counts and prunes the same way.

/** At most `max` hits on `subject` (a number, an address) in `bucket`, in any sliding window. */
export interface Limit {
  bucket: string;
  subject: string;
  max: number;
  /** At most an hour: older hits are pruned. */
  windowSeconds: number;
  /** What a refusal by this limit says, when not 429 RATE_LIMITED (a brand's texts, a customer's orders). */
  refusal?: { code: ErrorCode; message: (retryAfterSeconds: number) => string };
}

export const HOUR_S = 3600;
const PRUNE_EVERY_MS = 60_000;
const pruned = remember("rate-hits-pruned", () => ({ at: 0 }));

/**
 * Counts one hit against every limit, or refuses with the longest wait among the full ones, in
 * the words of the limit that waits longest (a refused request counts nothing). Then runs `then`
 * in the same transaction: the caller's work is one commit with the count. Rows in `rate_hits`, under an advisory lock per subject, so the
 * limits hold across instances.
 */
export async function withinLimits<T>(
  limits: readonly Limit[],
  what: string,
  then: (tx: Db) => Promise<T>,
): Promise<T> {
  const { db } = await getDb();
  const active = limits.filter((l) => l.windowSeconds > 0);
  const counted = [...new Map(active.map((l) => [`${l.bucket}:${l.subject}`, l])).entries()].sort(
    ([a], [b]) => (a < b ? -1 : 1), // one lock order, so two requests never wait on each other
  );
  const result = await db.transaction(async (tx) => {
    for (const [key] of counted)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    let wait = 0;
    let refusedBy: Limit | undefined;
    for (const limit of active) {
      const { bucket, subject, max, windowSeconds } = limit;
      const window = sql`${windowSeconds}::int * interval '1 second'`;
      // The max-th newest hit inside the window: the window is full until it leaves.
      const [full] = await tx
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${rateHits.createdAt} + ${window} - now()))::int`,
        })
        .from(rateHits)
        .where(
          and(
            eq(rateHits.bucket, bucket),
            eq(rateHits.subject, subject),
            gt(rateHits.createdAt, sql`now() - ${window}`),
          ),
        )
        .orderBy(desc(rateHits.createdAt))
        .limit(1)
        .offset(max - 1);
      if (full && Math.max(Number(full.seconds), 1) > wait) {
        wait = Math.max(Number(full.seconds), 1);
        refusedBy = limit;
      }
    }
    if (refusedBy) {
      const { refusal } = refusedBy;
      throw new RateLimitError(
        wait,
        what,
        refusal && { code: refusal.code, message: refusal.message(wait) },
      );
    }
    if (counted.length > 0)
      await tx
        .insert(rateHits)
        .values(counted.map(([, l]) => ({ bucket: l.bucket, subject: l.subject })));
    return then(tx);
  });
  await pruneNowAndThen(db);
  return result;
}

/**
 * Hits older than the longest window count for nothing: each process deletes them at most once a
 * minute, after a request's own transaction, so no request waits on it under a lock.
 */
async function pruneNowAndThen(db: Db): Promise<void> {
  if (Date.now() - pruned.at < PRUNE_EVERY_MS) return;
  pruned.at = Date.now();
  try {
    await db.delete(rateHits).where(lt(rateHits.createdAt, sql`now() - interval '1 hour'`));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger().warn({ reason }, "could not prune old rate_hits rows");
  }
}
