import "server-only";
import type { Metadata } from "sharp";
import sharp from "sharp";
import { AppError } from "../errors";

// A proof is a photo or screenshot of a receipt. What is kept is a bounded re-encoded copy, never
// the customer's file: a small PNG can say 16000×16000 (1 GiB once decoded) and a phone's photo
// carries its GPS position (issue 13, docs/decisions/0013-bounded-uploads.md).

/** Most pixels a proof may have (a 48 MP phone camera gives ~8000×6000, bigger is refused). */
export const MAX_PIXELS = 40_000_000;
/** Longest side a proof may have: no receipt is a 10000-pixel strip. */
export const MAX_SIDE = 10_000;
/** Longest side of the stored copy and of its thumbnail (the staff board's card). */
export const FULL_SIDE = 1600;
export const THUMB_SIDE = 400;

// Every proof is a new image: libvips' operation cache would only hold decoded pixels longer.
sharp.cache(false);

/** Why an image of these dimensions (from its header) is refused, or null when it may be read. */
export function dimensionsProblem(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return "The image has no size.";
  if (Math.max(width, height) > MAX_SIDE)
    return `The image is ${width}×${height} pixels; each side may be at most ${MAX_SIDE}.`;
  if (width * height > MAX_PIXELS)
    return `The image is ${width}×${height} pixels; at most ${MAX_PIXELS / 1_000_000} megapixels.`;
  return null;
}

export const unreadable = () =>
  new AppError("IMAGE_UNREADABLE", "The image could not be read. Please upload another one.");

const tooLarge = (message: string) => new AppError("IMAGE_TOO_LARGE", message);

/**
 * An uploaded image's header, read before a pixel is decoded: IMAGE_UNREADABLE (400) when there is
 * none, IMAGE_TOO_LARGE (413) when its size is absurd (a decompression bomb).
 */
export async function checkedHeader(bytes: Uint8Array): Promise<Metadata> {
  let header: Metadata;
  try {
    // The header only: no pixel limit here, or sharp would refuse before we can say why.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const problem = dimensionsProblem(header.width, header.height);
  if (problem) throw tooLarge(problem);
  return header;
}

export interface Reencoded {
  /** JPEG, longest side ≤ FULL_SIDE, turned upright, no metadata. */
  full: Buffer;
  /** JPEG, longest side ≤ THUMB_SIDE. */
  thumb: Buffer;
}

/**
 * The copies of an uploaded image that are stored. Its dimensions are read from the header first,
 * so a decompression bomb is refused before a pixel is decoded; sharp's `limitInputPixels` guards
 * the decoder as well. Throws IMAGE_TOO_LARGE (413) or IMAGE_UNREADABLE (400).
 */
export async function reencodeProof(bytes: Uint8Array): Promise<Reencoded> {
  await checkedHeader(bytes);
  try {
    // failOn "warning" (sharp's default, named here): a truncated or corrupt image is refused,
    // not stored half grey. An animated image keeps its first frame.
    const full = await sharp(bytes, {
      limitInputPixels: MAX_PIXELS,
      failOn: "warning",
      autoOrient: true,
    })
      .resize(FULL_SIDE, FULL_SIDE, { fit: "inside", withoutEnlargement: true })
      // A transparent screenshot would turn black as JPEG: put it on white paper.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80 })
      .toBuffer();
    const thumb = await sharp(full)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { full, thumb };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooLarge(`The image may have at most ${MAX_PIXELS / 1_000_000} megapixels.`);
    throw unreadable();
  }
}
