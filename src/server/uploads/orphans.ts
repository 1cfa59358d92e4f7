import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import { logger } from "../logger";
import type { ObjectStorage } from "../storage/storage";

const BATCH = 100;
const MAX_BATCHES = 20;

/**
 * No order uses the upload: `orders.proof_upload_id` (filled for older orders by migration 0005).
 * Its foreign key also holds the race with an order placed while the sweep deletes: one of the
 * two fails, never an order whose receipt is gone.
 */
const notAttached = sql`not exists (
    select 1 from orders o where o.brand_id = ${uploads.brandId} and o.proof_upload_id = ${uploads.id})`;

/**
 * Deletes payment proofs that no order uses, made more than `olderThanSeconds` ago: the stored
 * bytes, then the row, one upload per transaction. The row is deleted first inside the
 * transaction (so an order attaching it meanwhile keeps it) and the transaction commits only after
 * the bytes are gone: a failed delete leaves the row, and the next sweep tries again.
 */
export async function deleteOrphanUploads(
  db: Db,
  store: ObjectStorage,
  olderThanSeconds: number,
): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const due = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          sql`${uploads.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
          notAttached,
        ),
      )
      .orderBy(asc(uploads.createdAt))
      .limit(BATCH);
    let failedNow = 0;
    for (const { id } of due) {
      try {
        const gone = await db.transaction(async (tx) => {
          const [row] = await tx
            .delete(uploads)
            .where(and(eq(uploads.id, id), notAttached))
            .returning({ storageKey: uploads.storageKey, thumbKey: uploads.thumbKey });
          if (!row) return false;
          if (row.thumbKey) await store.delete(row.thumbKey);
          await store.delete(row.storageKey);
          return true;
        });
        if (gone) deleted++;
      } catch (error) {
        failedNow++;
        logger().warn({ upload: id, err: error }, "could not delete an orphaned upload");
      }
    }
    failed += failedNow;
    // A batch with failures would be chosen again at once: leave those to the next sweep.
    if (due.length < BATCH || failedNow > 0) break;
  }
  if (deleted > 0 || failed > 0)
    logger().info({ deleted, failed }, "deleted payment proofs no order uses");
  return { deleted, failed };
}
