import "server-only";
import path from "node:path";
import { env } from "../env";
import { LocalDiskStorage } from "./local-disk";

/** Object storage for brand images and (later) payment proofs. Keys are content-addressed. */
export interface ObjectStorage {
  put(key: string, body: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Whether something is stored under the key: a content-addressed object need not be made twice. */
  has(key: string): Promise<boolean>;
  /** Removes the object; a key with nothing stored under it is already done. */
  delete(key: string): Promise<void>;
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * `{brandId}/{first 128 bits of sha256, hex}.{ext}` (a brand file's image as given), or
 * `{brandId}/{hash}-{width}w.{avif|webp}` (an item image's variant, src/server/brands/item-images.ts):
 * nothing else is a key, so no path can leave the store.
 */
export const OBJECT_KEY =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\/[a-f0-9]{32}(?:\.(?:svg|png|jpg|jpeg|webp)|-[1-9][0-9]{0,3}w\.(?:avif|webp))$/;

export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)];
}

export function storageFor(dataDir: string): ObjectStorage {
  return new LocalDiskStorage(path.join(dataDir, "objects"));
}

/**
 * `{brandId}/payment-confirmations/{random id}[-thumb].{ext}`: customers' files (the re-encoded
 * copy and its thumbnail), never named by them.
 */
export const UPLOAD_KEY =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\/payment-confirmations\/[A-Za-z0-9]{24}(?:-thumb)?\.(png|jpg|webp)$/;

/** Private uploads (payment proofs) under DATA_DIR/uploads; served only through their owners. */
export function uploadStorage(): ObjectStorage {
  return new LocalDiskStorage(path.join(env().dataDir, "uploads"), UPLOAD_KEY);
}

export function storage(): ObjectStorage {
  return storageFor(env().dataDir);
}
