import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { BrandFileProblem } from "@/domain/brand-config";
import type { ObjectStorage } from "../storage/storage";

export const MAX_ASSET_BYTES = 2_097_152; // the spec's upload limit (§9) holds for brand images too

export interface AssetRef {
  path: string; // JSON path of the reference, for error messages
  rel: string; // file path relative to the brand file
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

export async function storeAssets(
  storage: ObjectStorage,
  assets: Map<string, LoadedAsset>,
): Promise<void> {
  for (const asset of assets.values()) await storage.put(asset.key, asset.bytes);
}

export const mediaSrc = (key: string) => `/media/${key}`;
