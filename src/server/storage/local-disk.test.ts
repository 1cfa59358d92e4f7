import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk";
import { UPLOAD_KEY } from "./storage";

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
