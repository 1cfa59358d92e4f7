import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrandFileProblem } from "@/domain/brand-config";
import type { ItemImage } from "@/domain/item-image";
import type { ObjectStorage } from "../storage/storage";
import { prepareRaster, svgImage } from "./item-images";

export const MAX_ASSET_BYTES = 2_097_152; // the spec's upload limit (§9) holds for brand images too

export interface AssetRef {
  path: string; // JSON path of the reference, for error messages
  rel: string; // file path relative to the brand file
  /** A menu item's image: a raster one is served as variants (./item-images.ts), not as given. */
  item?: boolean;
}

export interface LoadedAsset {
  bytes: Buffer;
  key: string;
}

function looksLike(ext: string, bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512).toString("latin1");
  if (ext === "svg") return /<svg[\s>]/i.test(bytes.toString("utf8"));
  if (ext === "png")
    return bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  if (ext === "jpg" || ext === "jpeg")
    return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (ext === "webp") return head.startsWith("RIFF") && head.slice(8, 12) === "WEBP";
  return false;
}

/** The bytes of an image named in a brand file, or null when there is no such file. */
export type AssetReader = (rel: string) => Promise<Buffer | null>;

/** Images next to the brand file on disk (the command line, first-start seeding). */
export function diskAssets(baseDir: string): AssetReader {
  return async (rel) => {
    try {
      return await fs.readFile(path.resolve(baseDir, rel));
    } catch {
      return null;
    }
  };
}

/** Images sent along with the brand file (the operator endpoint), keyed by their path. */
export function memoryAssets(files: ReadonlyMap<string, Buffer>): AssetReader {
  return (rel) => Promise.resolve(files.get(rel) ?? null);
}

/** Reads and checks every referenced file; reports each bad one by the JSON path that names it. */
export async function loadAssets(
  brandId: string,
  read: AssetReader,
  refs: AssetRef[],
  problems: BrandFileProblem[],
): Promise<Map<string, LoadedAsset>> {
  const loaded = new Map<string, LoadedAsset>();
  for (const ref of refs) {
    if (loaded.has(ref.rel)) continue;
    const bytes = await read(ref.rel);
    if (!bytes) {
      problems.push({ path: ref.path, message: `image file not found: ${ref.rel}` });
      continue;
    }
    const ext = ref.rel.slice(ref.rel.lastIndexOf(".") + 1).toLowerCase();
    if (bytes.length > MAX_ASSET_BYTES) {
      problems.push({
        path: ref.path,
        message: `image is larger than ${MAX_ASSET_BYTES} bytes: ${ref.rel}`,
      });
    } else if (!looksLike(ext, bytes)) {
      problems.push({ path: ref.path, message: `file is not a valid .${ext} image: ${ref.rel}` });
    } else {
      // 128 bits of SHA-256 name the content; the URL repeats on every menu card, so keep it short.
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
      loaded.set(ref.rel, { bytes, key: `${brandId}/${hash}.${ext === "jpeg" ? "jpg" : ext}` });
    }
  }
  return loaded;
}

const isRaster = (key: string) => !key.endsWith(".svg");

export interface ItemImages {
  /** What the menu stores for each item image, by its path in the file. */
  images: Map<string, ItemImage>;
  /** Variants encoded by this import, not stored yet. */
  made: { key: string; bytes: Buffer }[];
}

/** `fn` over `list`, at most `limit` at a time; the results in the list's order. */
async function eachLimited<T, R>(list: T[], limit: number, fn: (t: T) => Promise<R>) {
  const out: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < list.length; i = next++) out[i] = await fn(list[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return out;
}

/**
 * The stored form of every (loaded) item image: an SVG as it is, a raster as AVIF and WebP
 * variants, encoded unless the storage has them already. A raster that cannot be decoded, or
 * whose size is absurd, is a problem at the path that names it.
 */
export async function prepareItemImages(
  brandId: string,
  refs: AssetRef[],
  assets: Map<string, LoadedAsset>,
  storage: ObjectStorage,
  problems: BrandFileProblem[],
  known: readonly ItemImage[] = [],
): Promise<ItemImages> {
  const seen = new Set<string>();
  const items = refs.filter(
    (ref) => ref.item && assets.has(ref.rel) && !seen.has(ref.rel) && seen.add(ref.rel),
  );
  // One image per core: each encodes its variants side by side already, this overlaps the decodes.
  const prepared = await eachLimited(items, os.availableParallelism(), async (ref) => {
    const asset = assets.get(ref.rel)!;
    const exported = await exportedVariant(brandId, ref.rel, asset.bytes, known, storage);
    if (exported) return { image: exported, made: [] };
    return isRaster(asset.key)
      ? prepareRaster(brandId, asset.bytes, storage)
      : { image: await svgImage(mediaSrc(asset.key), asset.bytes), made: [] };
  });
  const out: ItemImages = { images: new Map(), made: [] };
  items.forEach((ref, i) => {
    const result = prepared[i]!;
    if ("problem" in result) {
      // "image file not found: x.jpg", like the others
      problems.push({
        path: ref.path,
        message: `${result.problem.replace(/\.$/, "")}: ${ref.rel}`,
      });
      return;
    }
    out.images.set(ref.rel, result.image);
    out.made.push(...result.made);
  });
  return out;
}

/**
 * The stored image an exported file is (`brand:export` names an item photo by its largest variant:
 * `images/{hash}-768w.webp`): when the brand's current document has that variant and the file's
 * bytes are the stored ones, it is that image as it was, not a new photo to encode again. So a
 * brand exported and imported back changes nothing, and its photos never lose quality in the loop.
 */
async function exportedVariant(
  brandId: string,
  rel: string,
  bytes: Buffer,
  known: readonly ItemImage[],
  storage: ObjectStorage,
): Promise<ItemImage | null> {
  const name = rel.slice(rel.lastIndexOf("/") + 1);
  if (!/^[a-f0-9]{32}-[1-9]\d{0,3}w\.webp$/.test(name)) return null;
  const image = known.find((i) => i.src === mediaSrc(`${brandId}/${name}`));
  if (!image) return null;
  const stored = await storage.get(`${brandId}/${name}`);
  return stored && Buffer.from(stored).equals(bytes) ? image : null;
}

/**
 * Stores what the brand's pages will ask for: every file as given, except a raster named only as
 * an item image (its variants stand for it, and its bytes may carry the camera's EXIF and GPS
 * position), and the new variants. A key already stored is left alone: it names the same bytes.
 */
export async function storeAssets(
  storage: ObjectStorage,
  refs: AssetRef[],
  assets: Map<string, LoadedAsset>,
  made: ItemImages["made"],
): Promise<void> {
  const asGiven = new Set(
    refs.filter((ref) => !ref.item || !isRaster(assets.get(ref.rel)!.key)).map((ref) => ref.rel),
  );
  const objects = [
    ...[...assets].filter(([rel]) => asGiven.has(rel)).map(([, asset]) => asset),
    ...made,
  ];
  for (const { key, bytes } of objects)
    if (!(await storage.has(key))) await storage.put(key, bytes);
}

export const mediaSrc = (key: string) => `/media/${key}`;
