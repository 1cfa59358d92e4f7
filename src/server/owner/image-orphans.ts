import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { brandWriteLock } from "../brands/revisions";
import type { Db } from "../db/client";
import { ownerImages } from "../db/schema";
import { logger } from "../logger";
import type { ObjectStorage } from "../storage/storage";

const BATCH = 100;

/**
 * No revision of the brand names the image: not the current one, and no older one an owner may
 * restore (docs/owner.md "History"). A document names it as `/media/{ref}…` (a logo's `.png`, an
 * item photo's variants `-{width}w.{format}`); `ref` is hex and a brand id, nothing LIKE treats
 * specially.
 */
const unused = sql`not exists (
    select 1 from brand_revisions r where r.brand_id = ${ownerImages.brandId}
      and r.document::text like '%/media/' || ${ownerImages.ref} || '%')`;

/**
 * Deletes images the owner console stored (issue 31 item 12) that no revision names, uploaded (or
 * uploaded again) more than `olderThanSeconds` ago: the grace an owner has between uploading a
 * photo and saving the change that uses it. Each under the brand's save lock
 * (src/server/brands/revisions.ts), so a revision committing meanwhile keeps its image; the row is
 * deleted first and the transaction commits once the bytes are gone, so a failed delete is tried
 * again by the next sweep.
 */
export async function deleteUnusedOwnerImages(
  db: Db,
  store: ObjectStorage,
  olderThanSeconds: number,
): Promise<{ deleted: number; failed: number }> {
  const due = await db
    .select({ brandId: ownerImages.brandId, ref: ownerImages.ref })
    .from(ownerImages)
    .where(
      and(
        sql`${ownerImages.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
        unused,
      ),
    )
    .orderBy(asc(ownerImages.createdAt))
    .limit(BATCH);
  let deleted = 0;
  let failed = 0;
  for (const { brandId, ref } of due) {
    try {
      const gone = await db.transaction(async (tx) => {
        await tx.execute(sql`select ${brandWriteLock(brandId)}`);
        const [row] = await tx
          .delete(ownerImages)
          .where(
            and(
              eq(ownerImages.brandId, brandId),
              eq(ownerImages.ref, ref),
              sql`${ownerImages.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
              unused,
            ),
          )
          .returning({ keys: ownerImages.keys });
        if (!row) return false;
        for (const key of row.keys) await store.delete(key);
        return true;
      });
      if (gone) deleted++;
    } catch (error) {
      failed++;
      logger().warn({ brandId, ref, err: error }, "could not delete an unused owner image");
    }
  }
  if (deleted > 0 || failed > 0)
    logger().info({ deleted, failed }, "deleted owner images no revision uses");
  return { deleted, failed };
}
