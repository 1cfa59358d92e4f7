import "server-only";
import type { Viewer } from "../access";
import { mayReadUpload } from "../access";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { orders, uploads } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { contentTypeOf, uploadStorage } from "../storage/storage";
import { reencodeProof } from "./images";
import { reserveUpload } from "./upload-limit";

export const MAX_UPLOAD_BYTES = 2_097_152; // spec §5/§9
const PURPOSE = "payment-confirmation";

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export function randomId(length: number): string {
  return Array.from(randomBytes(length), (b) => BASE62[b % 62]).join("");
}

/** The image type by its first bytes (never by its name): png, jpg or webp, else null. */
export function sniffImage(
  bytes: Uint8Array,
): { ext: "png" | "jpg" | "webp"; contentType: string } | null {
  const b = Buffer.from(bytes.subarray(0, 12));
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: "png", contentType: "image/png" };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { ext: "jpg", contentType: "image/jpeg" };
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return { ext: "webp", contentType: "image/webp" };
  return null;
}

export const uploadSrc = (id: string) => `/api/uploads/${id}`;

/** Where an upload's re-encoded copy and its thumbnail are kept (UPLOAD_KEY). */
export const uploadKeys = (brandId: string, id: string) => ({
  storageKey: `${brandId}/payment-confirmations/${id}.jpg`,
  thumbKey: `${brandId}/payment-confirmations/${id}-thumb.jpg`,
});

/**
 * Stores a payment proof for a customer of a brand; answers where it can be fetched. The order of
 * the steps is the point: the cheap checks, then the customer's hourly limit (which also inserts
 * the row, sized as received until the copy is made), then the decoding, then the bytes.
 */
export async function savePaymentProof(
  brand: BrandRef,
  customerId: string,
  bytes: Uint8Array,
): Promise<{ id: string; src: string }> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The image is larger than 2 MB.");
  if (!sniffImage(bytes))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please upload a JPG, PNG or WebP image.");
  const id = randomId(24);
  const keys = uploadKeys(brand.id, id);
  await reserveUpload({
    id,
    brandId: brand.id,
    customerId,
    purpose: PURPOSE,
    contentType: "image/jpeg",
    size: bytes.length,
    ...keys,
  });
  try {
    const { full, thumb } = await reencodeProof(bytes);
    await uploadStorage().put(keys.thumbKey, thumb);
    await uploadStorage().put(keys.storageKey, full);
    const { db } = await getDb();
    const done = await db
      .update(uploads)
      .set({ size: full.length })
      .where(eq(uploads.id, id))
      .returning({ id: uploads.id });
    if (done.length === 0) throw new Error(`upload ${id} was deleted while it was being stored`);
  } catch (error) {
    await forgetUpload(id, keys);
    throw error;
  }
  return { id, src: uploadSrc(id) };
}

/**
 * Undoes a refused or failed upload: its bytes, then its row. When that fails too the row stays,
 * and the orphan sweep (orphans.ts) tries again later.
 */
async function forgetUpload(id: string, keys: { storageKey: string; thumbKey: string }) {
  try {
    await uploadStorage().delete(keys.storageKey);
    await uploadStorage().delete(keys.thumbKey);
    const { db } = await getDb();
    await db.delete(uploads).where(eq(uploads.id, id));
  } catch (error) {
    logger().warn({ upload: id, err: error }, "could not undo a failed upload; the sweep will");
  }
}

/** An upload of this brand, if `customerId` owns it. */
export async function findUpload(brandId: string, id: string, customerId: string) {
  const { db } = await getDb();
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.id, id), eq(uploads.brandId, brandId), eq(uploads.customerId, customerId)),
    );
  return row;
}

/**
 * An upload `viewer` may see (access.ts mayReadUpload): their own, or (staff) the proof of an
 * order placed at one of the branches they work at.
 */
export async function readUpload(
  brandId: string,
  id: string,
  viewer: Viewer,
  size: "full" | "thumb" = "full",
) {
  const { db } = await getDb();
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.brandId, brandId)));
  const paid =
    row && row.customerId !== viewer.uid
      ? await db
          .select({ branchId: orders.branchId })
          .from(orders)
          .where(and(eq(orders.brandId, brandId), eq(orders.proofUploadId, id)))
          .limit(1)
      : [];
  const readable =
    row &&
    (await mayReadUpload(viewer, {
      ownerId: row.customerId,
      orderBranchId: paid[0]?.branchId ?? null,
    }));
  if (!readable) return null;
  // Uploads from before thumbnails (issue 13) have none: their one copy serves both sizes.
  const thumb = size === "thumb" ? row.thumbKey : null;
  const body = await uploadStorage().get(thumb ?? row.storageKey);
  const contentType = thumb ? (contentTypeOf(thumb) ?? "image/jpeg") : row.contentType;
  return body ? { body, contentType } : null;
}
