import "server-only";
import path from "node:path";
import type { Env } from "../env";
import { env } from "../env";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage, s3Client } from "./s3";

/**
 * Where kedai keeps a kind of file (brand media, payment proofs): a folder under DATA_DIR or a
 * place in an S3-compatible bucket (STORAGE_PROVIDER, docs/storage.md). Keys have one shape per
 * store (OBJECT_KEY, UPLOAD_KEY): no caller-made key can leave it.
 */
export interface ObjectStorage {
  put(key: string, body: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Whether something is stored under the key: a content-addressed object need not be made twice. */
  has(key: string): Promise<boolean>;
  /** Removes the object; a key with nothing stored under it is already done. */
  delete(key: string): Promise<void>;
  /** Every key stored, in no set order (a copy of the store, a backup, a check). */
  list(): AsyncIterable<string>;
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

/** The two stores kedai keeps, each a folder under DATA_DIR and in the bucket. */
export const STORE_NAMES = ["objects", "uploads"] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** A store on the local disk under `dataDir`, whatever STORAGE_PROVIDER says (moves, backups). */
export function diskStore(dataDir: string, name: StoreName): ObjectStorage {
  return new LocalDiskStorage(path.join(dataDir, name), keysOf(name));
}

/** The store as the settings have it: a folder under DATA_DIR, or a folder in the bucket. */
export function storeFor(settings: Env, name: StoreName): ObjectStorage {
  if (settings.STORAGE_PROVIDER === "disk") return diskStore(settings.dataDir, name);
  return new S3Storage(s3Client(settings), {
    bucket: settings.S3_BUCKET!,
    prefix: `${settings.S3_PREFIX}${name}/`,
    keys: keysOf(name),
  });
}

export function storageFor(dataDir: string): ObjectStorage {
  return diskStore(dataDir, "objects");
}

/**
 * `{brandId}/payment-confirmations/{random id}[-thumb].{ext}`: customers' files (the re-encoded
 * copy and its thumbnail), never named by them.
 */
export const UPLOAD_KEY =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\/payment-confirmations\/[A-Za-z0-9]{24}(?:-thumb)?\.(png|jpg|webp)$/;

function keysOf(name: StoreName): RegExp {
  return name === "objects" ? OBJECT_KEY : UPLOAD_KEY;
}

/** Private uploads (payment proofs); served only through their owners, never by the store. */
export function uploadStorage(): ObjectStorage {
  return storeFor(env(), "uploads");
}

/** Brand media and item images' variants, served by kedai's /media route. */
export function storage(): ObjectStorage {
  return storeFor(env(), "objects");
}
