import "server-only";
import type { SQL } from "drizzle-orm";
import { and, lt, notLike, or, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { getDb, rowsOf } from "./db/client";
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
  /**
   * At most an hour, or a day in a bucket named `daily:…` (DAILY_BUCKET): older hits are pruned.
   */
  windowSeconds: number;
  /** What a refusal by this limit says, when not 429 RATE_LIMITED (a brand's texts, a customer's orders). */
  refusal?: { code: ErrorCode; message: (retryAfterSeconds: number) => string };
}

export const HOUR_S = 3600;
export const DAY_S = 24 * HOUR_S;
/** The prefix of a bucket whose hits are kept a day (sign-ups per day, issue 35), not an hour. */
export const DAILY_BUCKET = "daily:";
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
  /** Further locks `then` needs (lock calls to select), taken after the limits', in one statement. */
  alsoLock: readonly SQL[] = [],
): Promise<T> {
  const { db } = await getDb();
  const active = limits.filter((l) => l.windowSeconds > 0);
  const counted = [...new Map(active.map((l) => [`${l.bucket}:${l.subject}`, l])).entries()].sort(
    ([a], [b]) => (a < b ? -1 : 1), // one lock order, so two requests never wait on each other
  );
  const result = await db.transaction(async (tx) => {
    const locks = [
      ...counted.map(([key]) => sql`pg_advisory_xact_lock(hashtext(${key}))`),
      ...alsoLock,
    ];
    if (locks.length > 0) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
    const { wait, refusedBy } = await countHit(tx, active);
    if (refusedBy) {
      const { refusal } = refusedBy;
      throw new RateLimitError(
        wait,
        what,
        refusal && { code: refusal.code, message: refusal.message(wait) },
      );
    }
    return then(tx);
  });
  await pruneNowAndThen(db);
  return result;
}

/**
 * In one statement: the limits that are full, each with the seconds until its window has a place,
 * and, when none is, one hit on each limit's subject (once per bucket and subject). A limit is full
 * while its max-th newest hit is inside its window.
 */
async function countHit(
  tx: Db,
  active: readonly Limit[],
): Promise<{ wait: number; refusedBy: Limit | undefined }> {
  if (active.length === 0) return { wait: 0, refusedBy: undefined };
  const limits = sql.join(
    active.map(
      (l, i) =>
        sql`(${i}::int, ${l.bucket}::text, ${l.subject}::text, ${l.max}::int, ${l.windowSeconds}::int)`,
    ),
    sql`, `,
  );
  const rows = await rowsOf<{ i: number; seconds: number }>(
    tx.execute(sql`
    with limits (i, bucket, subject, max, win) as (values ${limits}),
    full_limits as (
      select l.i, ceil(extract(epoch from h.created_at + l.win * interval '1 second' - now()))::int as seconds
      from limits l cross join lateral (
        select ${rateHits.createdAt} as created_at from ${rateHits}
        where ${rateHits.bucket} = l.bucket and ${rateHits.subject} = l.subject
          and ${rateHits.createdAt} > now() - l.win * interval '1 second'
        order by ${rateHits.createdAt} desc offset l.max - 1 limit 1
      ) h
    ),
    hit as (
      insert into ${rateHits} (bucket, subject)
      select distinct bucket, subject from limits where not exists (select 1 from full_limits)
    )
    select i, seconds from full_limits`),
  );
  let wait = 0;
  let refusedBy: Limit | undefined;
  for (const row of rows) {
    const seconds = Math.max(Number(row.seconds), 1);
    if (seconds > wait) {
      wait = seconds;
      refusedBy = active[Number(row.i)];
    }
  }
  return { wait, refusedBy };
}

/**
 * Hits older than their bucket's longest window (an hour, a day for DAILY_BUCKET) count for
 * nothing: each process deletes them at most once a minute, after a request's own transaction, so
 * no request waits on it under a lock.
 */
async function pruneNowAndThen(db: Db): Promise<void> {
  if (Date.now() - pruned.at < PRUNE_EVERY_MS) return;
  pruned.at = Date.now();
  try {
    await db
      .delete(rateHits)
      .where(
        or(
          lt(rateHits.createdAt, sql`now() - interval '1 day'`),
          and(
            lt(rateHits.createdAt, sql`now() - interval '1 hour'`),
            notLike(rateHits.bucket, `${DAILY_BUCKET}%`),
          ),
        ),
      );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger().warn({ reason }, "could not prune old rate_hits rows");
  }
}
