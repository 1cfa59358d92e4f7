import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ItemImage, VariantFormat } from "@/domain/item-image";
import { variantFile } from "@/domain/item-image";
import type { ObjectStorage } from "../storage/storage";
import { dimensionsProblem, MAX_PIXELS } from "../uploads/images";

// A menu item's raster image becomes AVIF and WebP variants at import, once, so a phone downloads
// an image the size of its card (issue 17 item 7, docs/decisions/0025-image-variants.md).

/**
 * How every raster item image is encoded. Part of each variant's key: changing anything here
 * gives new URLs, so a year-long immutable cache never keeps an old encoding under a new recipe.
 *
 * - Widths: the menu card is 96 CSS px (192 device px on a 2× phone, 384 on a 3×); the item page
 *   is the phone's width up to 768 CSS px (max-w-3xl), and 768 device px serve a 390 px phone at 2×.
 * - Qualities: AVIF 50 and WebP 80 each come near a JPEG at 80 (41 dB PSNR on the demo photos at
 *   384 px: 41.4, 41.1 and 41.0) at 39 % and 56 % of its bytes. WebP serves only the browsers
 *   without AVIF.
 * - AVIF effort 2, not sharp's default 4: the 12 AVIFs of the demo's four 800×600 photos took
 *   4.9 s of CPU at effort 4 (38 KB), 0.70 s at 2 (46 KB), 0.20 s at 0 (60 KB) on the 2-core
 *   machine. Every test server seeds the demo brands, and a brand of 300 photos imports in about
 *   40 s on two cores at effort 2 against over 3 min at 4: 20 % more bytes is worth a seventh of
 *   the time. Effort 0 saves another half-second but is no smaller than WebP (62 KB).
 */
export const IMAGE_RECIPE = {
  widths: [192, 384, 768],
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
} as const;

const RECIPE_TAG = JSON.stringify(IMAGE_RECIPE);
const FORMATS: readonly VariantFormat[] = ["avif", "webp"];

/**
 * The widths an image `width` pixels wide is made at: the recipe's widths below it and then its own
 * width up to the largest, so never an upscale and always at least one.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...IMAGE_RECIPE.widths);
  const below = IMAGE_RECIPE.widths.filter((w) => w < width);
  return [...new Set([...below, Math.min(width, largest)])];
}

export interface PreparedImage {
  /** What the menu stores for the image. */
  image: ItemImage;
  /** Variants to store: those the storage did not have yet. */
  made: { key: string; bytes: Buffer }[];
  /** Every variant's storage key, stored already or made now. */
  keys: string[];
}

/**
 * A raster item image's stored form. Reads the header first, so a decompression bomb is refused
 * before a pixel is decoded (the bounds of payment proofs, src/server/uploads/images.ts). The
 * variants' keys hash the source bytes and the recipe, so an image whose variants are all stored
 * already is not decoded at all: a re-import of an unchanged brand costs one header read.
 * Nothing of the source's metadata (EXIF, GPS, ICC, XMP) reaches a variant.
 */
export async function prepareRaster(
  brandId: string,
  bytes: Buffer,
  storage: ObjectStorage,
): Promise<PreparedImage | { problem: string }> {
  let width: number;
  let height: number;
  try {
    // The header only: no pixel limit here, or sharp would refuse before we can say why.
    ({ width, height } = (await sharp(bytes, { limitInputPixels: false }).metadata()).autoOrient);
  } catch {
    return { problem: "image could not be read" };
  }
  const problem = dimensionsProblem(width, height);
  if (problem) return { problem };
  const hash = createHash("sha256").update(RECIPE_TAG).update(bytes).digest("hex").slice(0, 32);
  const widths = variantWidths(width);
  const largest = widths.at(-1)!;
  const key = (w: number, format: VariantFormat) => `${brandId}/${variantFile(hash, w, format)}`;
  const image: ItemImage = { src: `/media/${key(largest, "webp")}`, width, height, widths };

  const wanted = widths.flatMap((w) =>
    FORMATS.map((format) => ({ w, format, key: key(w, format) })),
  );
  const stored = await Promise.all(wanted.map((v) => storage.has(v.key)));
  const missing = wanted.filter((_, i) => !stored[i]);
  const keys = wanted.map((v) => v.key);
  if (missing.length === 0) return { image, made: [], keys };
  try {
    // Decoded once, upright, at the largest width (JPEG shrinks while it decodes); each variant
    // is resized from those pixels. failOn "warning": a damaged file is refused, not half grey.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_PIXELS,
      failOn: "warning",
      autoOrient: true,
    })
      .resize({ width: largest, withoutEnlargement: true })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const made = await Promise.all(
      missing.map(async (v) => {
        const pipeline = sharp(data, { raw });
        if (v.w !== info.width) pipeline.resize({ width: v.w });
        if (v.format === "avif") pipeline.avif(IMAGE_RECIPE.avif);
        else pipeline.webp(IMAGE_RECIPE.webp);
        return { key: v.key, bytes: await pipeline.toBuffer() };
      }),
    );
    return { image, made, keys };
  } catch {
    return { problem: "image could not be decoded (damaged or truncated?)" };
  }
}

/** An SVG stays as it is (docs/decisions/0025): its size is read, for the `<img>`'s proportions. */
export async function svgImage(src: string, bytes: Buffer): Promise<ItemImage> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width > 0 && height > 0 ? { src, width, height } : { src };
  } catch {
    return { src }; // a browser may still draw what librsvg cannot size
  }
}
