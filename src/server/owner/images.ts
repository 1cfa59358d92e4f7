import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ItemImage } from "@/domain/item-image";
import type { OwnerImageKind } from "@/contract/owner-images";
import { MAX_ASSET_BYTES, mediaSrc } from "../brands/assets";
import { prepareRaster } from "../brands/item-images";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { ownerImages } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { HOUR_S, withinLimits } from "../rate-limit";
import { storage } from "../storage/storage";
import { checkedHeader, MAX_PIXELS, unreadable } from "../uploads/images";
import { sniffImage } from "../uploads/uploads";

// Images the owner console uploads (issue 19): kept in the brand's content-addressed storage, as an
// import keeps them (./brands/assets.ts), so a saved document may name them (console.ts checks
// that they are stored). Only what the server made is kept, never the owner's file: its EXIF and
// GPS position stay on the phone. Each owner may upload OWNER_IMAGES_PER_HOUR in a sliding hour,
// and an image no revision of the brand names is deleted after a while (issue 31 item 12,
// ./image-orphans.ts).

/** Longest side of a stored logo: the top bar draws it 32 px high, the app icon at most 512. */
const LOGO_SIDE = 1024;

/** A logo as a PNG (transparency kept), upright, at most LOGO_SIDE; or why it is refused. */
async function logoPng(bytes: Uint8Array): Promise<{ png: Buffer; width: number; height: number }> {
  await checkedHeader(bytes);
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_PIXELS,
      failOn: "warning",
      autoOrient: true,
    })
      .resize(LOGO_SIDE, LOGO_SIDE, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

async function keep(key: string, bytes: Uint8Array) {
  if (!(await storage().has(key))) await storage().put(key, bytes);
}

/**
 * Counts one upload against the owner's hourly limit (RATE_LIMITED with Retry-After past it), in
 * `rate_hits` so it holds across instances; a refused upload is not counted.
 */
function countUpload(uploader: string): Promise<void> {
  const limit = {
    bucket: "owner-images",
    subject: uploader,
    max: env().OWNER_IMAGES_PER_HOUR,
    windowSeconds: HOUR_S,
  };
  return withinLimits([limit], "photo uploads", async () => undefined);
}

/**
 * Notes what the brand's storage now holds for the console, `ref` the `{brandId}/{hash}` a
 * document names it by: the orphan sweep deletes it once no revision does. Uploaded again, its
 * grace period starts again.
 */
async function noteStored(brandId: string, ref: string, keys: string[]): Promise<void> {
  const { db } = await getDb();
  await db
    .insert(ownerImages)
    .values({ brandId, ref, keys })
    .onConflictDoUpdate({
      target: [ownerImages.brandId, ownerImages.ref],
      set: { keys, createdAt: new Date() },
    });
}

/**
 * Stores an uploaded image for the brand and answers how a document names it: a logo as a PNG
 * under /media/{brandId}/{hash}.png, a menu item's photo as its AVIF and WebP variants (the stored
 * item image, as an import makes it). Checked by its content, never its name; its size is read
 * from its header before a pixel is decoded (IMAGE_TOO_LARGE, 413), then the owner's hourly limit.
 */
export async function saveOwnerImage(
  brand: BrandRef,
  uploader: string,
  kind: OwnerImageKind,
  bytes: Uint8Array,
): Promise<ItemImage> {
  if (bytes.length > MAX_ASSET_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The image is larger than 2 MB.");
  if (!sniffImage(bytes))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please upload a JPG, PNG or WebP image.");
  // The header first (it costs no decoding), so a bomb is refused without counting.
  await checkedHeader(bytes);
  await countUpload(uploader);
  if (kind === "item") {
    const prepared = await prepareRaster(brand.id, Buffer.from(bytes), storage());
    if ("problem" in prepared)
      throw new AppError("IMAGE_UNREADABLE", `The photo was refused: ${prepared.problem}.`);
    // Every variant's key is `{brandId}/{hash}-{width}w.{format}`: the document names `{brandId}/{hash}`.
    const ref = prepared.keys[0]!.replace(/-\d+w\.(avif|webp)$/, "");
    await noteStored(brand.id, ref, prepared.keys);
    for (const { key, bytes: variant } of prepared.made) await keep(key, variant);
    return prepared.image;
  }
  const { png, width, height } = await logoPng(bytes);
  const hash = createHash("sha256").update(png).digest("hex").slice(0, 32);
  const key = `${brand.id}/${hash}.png`;
  await noteStored(brand.id, `${brand.id}/${hash}`, [key]);
  await keep(key, png);
  return { src: mediaSrc(key), width, height };
}
