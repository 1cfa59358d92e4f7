import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { uploads } from "../db/schema";
import { env } from "../env";
import { RateLimitError } from "../errors";

// Per customer in a sliding hour: at most UPLOADS_PER_HOUR proofs and UPLOAD_BYTES_PER_HOUR bytes
// (issue 13), counted from the uploads table so the limit holds across instances and restarts.

export const WINDOW_SECONDS = 3600;

export interface RecentUpload {
  /** Seconds since it was made (by the database's clock). */
  ageSeconds: number;
  size: number;
}

/**
 * Seconds until an upload of `incoming` bytes fits, or null when it fits now. `recent` are the
 * customer's uploads of the last hour, oldest first.
 */
export function secondsUntilAllowed(
  recent: readonly RecentUpload[],
  incoming: number,
  limits: { perHour: number; bytesPerHour: number },
): number | null {
  // How many of the oldest must leave the window: to make room for one more, and for the bytes.
  let leave = Math.max(0, recent.length - limits.perHour + 1);
  let bytes = recent.reduce((sum, u) => sum + u.size, 0) + incoming;
  for (let i = 0; i < leave; i++) bytes -= recent[i]!.size;
  while (bytes > limits.bytesPerHour && leave < recent.length) bytes -= recent[leave++]!.size;
  if (leave === 0) return null;
  const last = recent[leave - 1]!;
  return Math.min(WINDOW_SECONDS, Math.max(1, Math.ceil(WINDOW_SECONDS - last.ageSeconds)));
}

/**
 * Checks the customer's limits and, when this upload fits, inserts its row: under a transaction
 * lock per customer, so concurrent uploads of one customer cannot all pass the same count. Called
 * before the image is decoded, so a refusal costs two small queries.
 */
export async function reserveUpload(row: typeof uploads.$inferInsert): Promise<void> {
  const { UPLOADS_PER_HOUR, UPLOAD_BYTES_PER_HOUR } = env();
  const { db } = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${row.customerId}`}))`);
    const recent = await tx
      .select({
        ageSeconds: sql<number>`extract(epoch from now() - ${uploads.createdAt})::float8`,
        size: uploads.size,
      })
      .from(uploads)
      .where(
        and(
          eq(uploads.customerId, row.customerId),
          sql`${uploads.createdAt} > now() - make_interval(secs => ${WINDOW_SECONDS})`,
        ),
      )
      .orderBy(asc(uploads.createdAt));
    const wait = secondsUntilAllowed(
      recent.map((r) => ({ ageSeconds: Number(r.ageSeconds), size: r.size })),
      row.size,
      { perHour: UPLOADS_PER_HOUR, bytesPerHour: UPLOAD_BYTES_PER_HOUR },
    );
    if (wait !== null) throw new RateLimitError(wait, "uploads");
    await tx.insert(uploads).values(row);
  });
}
