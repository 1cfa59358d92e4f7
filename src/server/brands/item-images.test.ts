import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { cameraPhoto, expectCleanVariant } from "../../../tests/support/proof-images";
import type { ObjectStorage } from "../storage/storage";
import { LocalDiskStorage } from "../storage/local-disk";
import type { PreparedImage } from "./item-images";
import { IMAGE_RECIPE, prepareRaster, svgImage, variantWidths } from "./item-images";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const store = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kedai-variants-"));
  dirs.push(dir);
  return new LocalDiskStorage(dir);
};

async function prepared(bytes: Buffer, storage: ObjectStorage): Promise<PreparedImage> {
  const result = await prepareRaster("demo", bytes, storage);
  if ("problem" in result) throw new Error(result.problem);
  return result;
}

describe("variantWidths", () => {
  it("takes the recipe's widths, never above the image's own, and always one", () => {
    expect(IMAGE_RECIPE.widths).toEqual([192, 384, 768]);
    expect(variantWidths(4000)).toEqual([192, 384, 768]);
    expect(variantWidths(768)).toEqual([192, 384, 768]);
    expect(variantWidths(500)).toEqual([192, 384, 500]);
    expect(variantWidths(384)).toEqual([192, 384]);
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(1)).toEqual([1]);
  });
});

describe("prepareRaster", () => {
  it("makes upright AVIF and WebP at each width, with no EXIF, GPS or orientation left", async () => {
    const photo = await cameraPhoto();
    expect(photo.toString("latin1")).toContain("KedaiCam");
    const { image, made } = await prepared(photo, store());
    expect(image).toEqual({
      src: expect.stringMatching(/^\/media\/demo\/[a-f0-9]{32}-768w\.webp$/),
      width: 900,
      height: 1200,
      widths: [192, 384, 768],
    });
    const hash = image.src.slice("/media/demo/".length, -"-768w.webp".length);
    expect(made.map((m) => m.key).sort()).toEqual(
      [192, 384, 768].flatMap((w) => [`demo/${hash}-${w}w.avif`, `demo/${hash}-${w}w.webp`]).sort(),
    );
    for (const { key, bytes } of made) {
      const width = Number(/-(\d+)w\./.exec(key)![1]);
      await expectCleanVariant(bytes, key.endsWith(".avif") ? "avif" : "webp", width);
    }
  });

  it("encodes nothing again once the storage has every variant", async () => {
    const storage = store();
    const photo = await cameraPhoto();
    const first = await prepared(photo, storage);
    for (const { key, bytes } of first.made) await storage.put(key, bytes);
    const again = await prepared(photo, storage);
    expect(again).toEqual({ image: first.image, made: [], keys: first.keys });
    // One variant lost: only it is made.
    await storage.delete(first.made[0]!.key);
    expect((await prepared(photo, storage)).made.map((m) => m.key)).toEqual([first.made[0]!.key]);
  });

  it("keeps a small image's size and a PNG's transparency", async () => {
    const png = await sharp({
      create: { width: 120, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { image, made } = await prepared(png, store());
    expect(image).toMatchObject({ width: 120, height: 80, widths: [120] });
    expect(made).toHaveLength(2);
    for (const { bytes } of made) {
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([120, 80, true]);
    }
  });

  it("refuses an absurd size from the header, before decoding, and a damaged file", async () => {
    // A strip of 12000 pixels: 200 bytes of PNG (the limits are those of payment proofs).
    const strip = await sharp({
      create: { width: 12_000, height: 8, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(await prepareRaster("demo", strip, store())).toEqual({
      problem: "The image is 12000×8 pixels; each side may be at most 10000.",
    });
    const photo = await cameraPhoto();
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    expect(await prepareRaster("demo", truncated, store())).toEqual({
      problem: "image could not be decoded (damaged or truncated?)",
    });
    expect(await prepareRaster("demo", Buffer.from("not an image"), store())).toEqual({
      problem: "image could not be read",
    });
  });
});

describe("svgImage", () => {
  it("keeps the SVG's URL and reads its size", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>',
    );
    expect(await svgImage("/media/demo/a.svg", svg)).toEqual({
      src: "/media/demo/a.svg",
      width: 400,
      height: 300,
    });
    expect(await svgImage("/media/demo/b.svg", Buffer.from("<svg"))).toEqual({
      src: "/media/demo/b.svg",
    });
  });
});
