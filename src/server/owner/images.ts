import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ItemImage } from "@/domain/item-image";
import type { OwnerImageKind } from "@/contract/owner-images";
import { MAX_ASSET_BYTES, mediaSrc } from "../brands/assets";
import { prepareRaster } from "../brands/item-images";
import type { BrandRef } from "../brands/resolve";
import { AppError } from "../errors";
import { storage } from "../storage/storage";
import { checkedHeader, MAX_PIXELS, unreadable } from "../uploads/images";
import { sniffImage } from "../uploads/uploads";

// Images the owner console uploads (issue 19): kept in the brand's content-addressed storage, as an
// import keeps them (./brands/assets.ts), so a saved document may name them (console.ts checks
// that they are stored). Only what the server made is kept, never the owner's file: its EXIF and
// GPS position stay on the phone.

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
 * Stores an uploaded image for the brand and answers how a document names it: a logo as a PNG
 * under /media/{brandId}/{hash}.png, a menu item's photo as its AVIF and WebP variants (the stored
 * item image, as an import makes it). Checked by its content, never its name.
 */
export async function saveOwnerImage(
  brand: BrandRef,
  kind: OwnerImageKind,
  bytes: Uint8Array,
): Promise<ItemImage> {
  if (bytes.length > MAX_ASSET_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The image is larger than 2 MB.");
  if (!sniffImage(bytes))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please upload a JPG, PNG or WebP image.");
  if (kind === "item") {
    const prepared = await prepareRaster(brand.id, Buffer.from(bytes), storage());
    if ("problem" in prepared)
      throw new AppError("IMAGE_UNREADABLE", `The photo was refused: ${prepared.problem}.`);
    for (const { key, bytes: variant } of prepared.made) await keep(key, variant);
    return prepared.image;
  }
  const { png, width, height } = await logoPng(bytes);
  const hash = createHash("sha256").update(png).digest("hex").slice(0, 32);
  const key = `${brand.id}/${hash}.png`;
  await keep(key, png);
  return { src: mediaSrc(key), width, height };
}
