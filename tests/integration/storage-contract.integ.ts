import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBucket } from "../support/s3";
import { startLocalBucket } from "../support/s3";
import { parseEnv } from "@/server/env";
import { newS3Client } from "@/server/storage/s3";
import type { ObjectStorage, StoreName } from "@/server/storage/storage";
import { storeFor } from "@/server/storage/storage";

// Issue 40 item 1: one contract, run over both stores kedai can keep its files in: the disk under
// DATA_DIR and an S3-compatible bucket (s3rver on loopback, tests/support/s3.ts). Both are made
// from settings by storeFor, as the app makes them, so S3_PREFIX and the store names are the app's.

let bucket: LocalBucket;
const dirs: string[] = [];
beforeAll(async () => {
  bucket = await startLocalBucket();
});
afterAll(async () => {
  await bucket?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh place for each test: its own DATA_DIR, its own folder in the bucket. */
function settings(provider: "disk" | "s3", prefix = `t${randomBytes(4).toString("hex")}/`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-contract-"));
  dirs.push(dataDir);
  return parseEnv({
    DATA_DIR: dataDir,
    ...(provider === "s3" ? { ...bucket.env, S3_PREFIX: prefix } : {}),
  });
}

const HASH = "0123456789abcdef0123456789abcdef";
const OBJECT = `demo/${HASH}-384w.webp`;
const OTHER_OBJECT = `kopi/${"f".repeat(32)}.png`;
const UPLOAD = `demo/payment-confirmations/${"A".repeat(24)}.jpg`;
const THUMB = `demo/payment-confirmations/${"A".repeat(24)}-thumb.jpg`;

const bytes = (...values: number[]) => new Uint8Array(values);
async function keysOf(store: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

describe.each(["disk", "s3"] as const)("the %s store", (provider) => {
  const open = (name: StoreName = "objects") => storeFor(settings(provider), name);

  it("keeps what is put, says it has it, lists it, and forgets it once deleted", async () => {
    const store = open();
    expect(await keysOf(store)).toEqual([]);
    await store.put(OBJECT, bytes(1, 2, 3));
    await store.put(OTHER_OBJECT, bytes(9));
    expect([...(await store.get(OBJECT))!]).toEqual([1, 2, 3]);
    expect(await store.has(OBJECT)).toBe(true);
    expect(await keysOf(store)).toEqual([OBJECT, OTHER_OBJECT].sort());
    await store.delete(OBJECT);
    expect(await store.get(OBJECT)).toBeNull();
    expect(await store.has(OBJECT)).toBe(false);
    expect(await keysOf(store)).toEqual([OTHER_OBJECT]);
    // A delete of nothing is already done.
    await expect(store.delete(OBJECT)).resolves.toBeUndefined();
  });

  it("answers a key never stored with null and false", async () => {
    const store = open("uploads");
    expect(await store.get(UPLOAD)).toBeNull();
    expect(await store.has(UPLOAD)).toBe(false);
  });

  it("replaces an object put again under its key, whole", async () => {
    const store = open("uploads");
    await store.put(UPLOAD, bytes(1, 1, 1, 1, 1, 1));
    await store.put(UPLOAD, bytes(2, 2));
    expect([...(await store.get(UPLOAD))!]).toEqual([2, 2]);
    expect(await keysOf(store)).toEqual([UPLOAD]);
  });

  it("keeps an empty object and a 6 MB one byte for byte", async () => {
    const store = open("uploads");
    const big = new Uint8Array(randomBytes(6 * 1024 * 1024));
    await store.put(UPLOAD, big);
    await store.put(THUMB, new Uint8Array());
    expect(Buffer.from((await store.get(UPLOAD))!).equals(Buffer.from(big))).toBe(true);
    expect((await store.get(THUMB))!.length).toBe(0);
    expect(await store.has(THUMB)).toBe(true);
  });

  it("refuses a key of another shape: nothing is written or deleted, nothing is read", async () => {
    const objects = open("objects");
    const uploads = open("uploads");
    await objects.put(OBJECT, bytes(1));
    await uploads.put(UPLOAD, bytes(2));
    const bad = [
      "",
      `../${OBJECT}`,
      `demo/../${OBJECT}`,
      `/${OBJECT}`,
      `${OBJECT}/`,
      `demo/${HASH}.exe`,
      `DEMO/${HASH}.png`,
      UPLOAD, // an upload's key is not an object's
    ];
    for (const key of bad) {
      await expect(objects.put(key, bytes(0)), key).rejects.toThrow(/invalid object key/);
      await expect(objects.delete(key), key).rejects.toThrow(/invalid object key/);
      expect(await objects.get(key), key).toBeNull();
      expect(await objects.has(key), key).toBe(false);
    }
    // …and an object's key is not an upload's.
    await expect(uploads.put(OBJECT, bytes(0))).rejects.toThrow(/invalid object key/);
    expect(await uploads.get(OBJECT)).toBeNull();
    expect(await keysOf(objects)).toEqual([OBJECT]);
    expect(await keysOf(uploads)).toEqual([UPLOAD]);
  });

  it("keeps the objects and the uploads apart in one place", async () => {
    const place = settings(provider);
    const objects = storeFor(place, "objects");
    const uploads = storeFor(place, "uploads");
    await objects.put(OBJECT, bytes(1));
    await uploads.put(UPLOAD, bytes(2));
    await uploads.put(THUMB, bytes(3));
    expect(await keysOf(objects)).toEqual([OBJECT]);
    expect(await keysOf(uploads)).toEqual([THUMB, UPLOAD].sort());
    await uploads.delete(UPLOAD);
    expect(await objects.has(OBJECT)).toBe(true);
    // Another place (another DATA_DIR, another S3_PREFIX) sees none of it.
    expect(await keysOf(storeFor(settings(provider), "objects"))).toEqual([]);
  });

  it("lists every key of a store with more than a listing page holds (1,000 on S3)", async () => {
    const store = open("objects");
    const keys = Array.from(
      { length: 1010 },
      (_, i) => `b${i}/${HASH}.svg`, // one brand folder each: the disk lists folders too
    );
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, bytes(i))));
    expect(await keysOf(store)).toEqual([...keys].sort());
  });
});

describe("the bucket's layout", () => {
  /** Every name in the bucket under `prefix`, as S3 itself lists it. */
  async function namesIn(prefix: string): Promise<string[]> {
    const answer = await newS3Client(settings("s3")).send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix }),
    );
    return (answer.Contents ?? []).map((item) => item.Key!).sort();
  }

  it("puts each store in its folder under S3_PREFIX, and nothing outside it", async () => {
    const prefix = `shop-${randomBytes(3).toString("hex")}/kedai/`;
    const place = settings("s3", prefix);
    await storeFor(place, "objects").put(OBJECT, bytes(1));
    await storeFor(place, "uploads").put(UPLOAD, bytes(2));
    expect(await namesIn(prefix.split("/")[0]!)).toEqual(
      [`${prefix}objects/${OBJECT}`, `${prefix}uploads/${UPLOAD}`].sort(),
    );
  });

  it("has the stores at the bucket's top without S3_PREFIX", async () => {
    const place = parseEnv({ DATA_DIR: settings("disk").dataDir, ...bucket.env });
    expect(place.S3_PREFIX).toBe("");
    await storeFor(place, "uploads").put(THUMB, bytes(4));
    expect(await namesIn("uploads/")).toContain(`uploads/${THUMB}`);
    await storeFor(place, "uploads").delete(THUMB);
    expect(await namesIn("uploads/")).not.toContain(`uploads/${THUMB}`);
  });

  it("says a bucket that does not exist, rather than answering a read with nothing", async () => {
    const place = parseEnv({
      DATA_DIR: settings("disk").dataDir,
      ...bucket.env,
      S3_BUCKET: "no-such-bucket",
    });
    const store = storeFor(place, "objects");
    await expect(store.get(OBJECT)).rejects.toThrow(/bucket/i);
    await expect(store.put(OBJECT, bytes(1))).rejects.toThrow(/bucket/i);
  });
});
