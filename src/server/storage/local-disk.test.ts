import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk";
import { contentTypeOf, OBJECT_KEY, UPLOAD_KEY } from "./storage";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const store = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-disk-"));
  dirs.push(dir);
  return new LocalDiskStorage(dir, UPLOAD_KEY);
};
const key = (name: string) => `demo/payment-confirmations/${name}`;
const ID = "A".repeat(24);

describe("LocalDiskStorage.delete", () => {
  it("removes one object, and again is nothing to do", async () => {
    const disk = store();
    await disk.put(key(`${ID}.jpg`), new Uint8Array([1, 2, 3]));
    await disk.put(key(`${ID}-thumb.jpg`), new Uint8Array([4]));
    await disk.delete(key(`${ID}.jpg`));
    expect(await disk.get(key(`${ID}.jpg`))).toBeNull();
    expect([...(await disk.get(key(`${ID}-thumb.jpg`)))!]).toEqual([4]);
    await expect(disk.delete(key(`${ID}.jpg`))).resolves.toBeUndefined();
  });

  it("refuses a key of another shape instead of deleting outside its folder", async () => {
    const disk = store();
    for (const bad of [`../${ID}.jpg`, key(`${ID}.jpg/..`), key(`${ID}-small.jpg`), ""])
      await expect(disk.delete(bad)).rejects.toThrow(/invalid object key/);
  });
});

describe("brand object keys", () => {
  const HASH = "0123456789abcdef0123456789abcdef";

  it("are a file as given, or an item image's AVIF or WebP variant at a width", () => {
    for (const ok of [
      `demo/${HASH}.svg`,
      `demo/${HASH}.jpg`,
      `demo/${HASH}-192w.avif`,
      `kopi/${HASH}-768w.webp`,
      `demo/${HASH}-1w.webp`,
    ])
      expect(OBJECT_KEY.test(ok), ok).toBe(true);
    for (const bad of [
      `demo/${HASH}.avif`, // a variant has a width
      `demo/${HASH}-768w.jpg`, // variants are AVIF or WebP only
      `demo/${HASH}-768.webp`,
      `demo/${HASH}-0768w.webp`,
      `demo/${HASH}-10000w.avif`,
      `demo/${HASH}-768w.webp.svg`,
      `demo/${HASH}-768w-192w.webp`,
      `demo/../${HASH}-768w.webp`,
      `demo/${HASH.slice(1)}-768w.webp`,
    ])
      expect(OBJECT_KEY.test(bad), bad).toBe(false);
  });

  it("are served with their image type", () => {
    expect(contentTypeOf(`demo/${HASH}-192w.avif`)).toBe("image/avif");
    expect(contentTypeOf(`demo/${HASH}-192w.webp`)).toBe("image/webp");
    expect(contentTypeOf(`demo/${HASH}.svg`)).toBe("image/svg+xml");
  });

  it("are known to be stored or not, and an invalid key is never stored", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-disk-"));
    dirs.push(dir);
    const disk = new LocalDiskStorage(dir);
    const key = `demo/${HASH}-384w.avif`;
    expect(await disk.has(key)).toBe(false);
    await disk.put(key, new Uint8Array([1]));
    expect(await disk.has(key)).toBe(true);
    expect(await disk.has(`demo/../demo/${HASH}-384w.avif`)).toBe(false);
  });
});
