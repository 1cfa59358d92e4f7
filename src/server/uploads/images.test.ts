import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { dimensionsProblem, reencodeProof } from "./images";

const solid = (width: number, height: number, channels: 3 | 4 = 3, alpha = 1) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 90, b: 160, alpha } } });

async function refusal(bytes: Uint8Array): Promise<AppError> {
  const error: unknown = await reencodeProof(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("dimensionsProblem", () => {
  it("takes up to 10000 px a side and 40 megapixels, and nothing empty", () => {
    expect(dimensionsProblem(8000, 5000)).toBeNull();
    expect(dimensionsProblem(10_000, 4000)).toBeNull();
    expect(dimensionsProblem(10_001, 10)).toMatch(
      /10001×10 pixels; each side may be at most 10000/,
    );
    expect(dimensionsProblem(6400, 6400)).toMatch(/at most 40 megapixels/);
    expect(dimensionsProblem(16_000, 16_000)).toMatch(/16000×16000/);
    expect(dimensionsProblem(0, 100)).toMatch(/no size/);
  });
});

describe("reencodeProof", () => {
  it("refuses by the header an image too wide or with too many pixels", async () => {
    const strip = await solid(12_000, 8).png().toBuffer();
    const square = await solid(6400, 6400).png({ compressionLevel: 9 }).toBuffer();
    for (const bytes of [strip, square]) {
      const error = await refusal(bytes);
      expect([error.code, error.status]).toEqual(["IMAGE_TOO_LARGE", 413]);
    }
  });

  it("refuses a truncated image and one that only starts like a PNG", async () => {
    const png = await solid(300, 200).png().toBuffer();
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.from("not really a picture")]);
    for (const bytes of [png.subarray(0, png.length - 40), fake]) {
      const error = await refusal(bytes);
      expect([error.code, error.status]).toEqual(["IMAGE_UNREADABLE", 400]);
    }
  });

  it("keeps an upright JPEG of at most 1600 px without EXIF, and a 400 px thumbnail", async () => {
    // A phone photo held upright: stored 3000×2000 with orientation 6 (turn 90°), and a position.
    const photo = await solid(3000, 2000)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Copyright: "kedai test" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("kedai test");

    const { full, thumb } = await reencodeProof(photo);
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1067, 1600]);
    expect([meta.exif, meta.orientation, meta.xmp, meta.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const small = await sharp(thumb).metadata();
    expect([small.format, small.width, small.height]).toEqual(["jpeg", 267, 400]);
  });

  it("keeps a small image at its size, and puts a transparent one on white", async () => {
    const clear = await solid(120, 80, 4, 0).png().toBuffer();
    const { full, thumb } = await reencodeProof(clear);
    const { data, info } = await sharp(full).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([120, 80, 3]);
    expect(Math.min(...data)).toBeGreaterThan(245);
    expect((await sharp(thumb).metadata()).width).toBe(120);
  });
});
