import http from "node:http";
import zlib from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
import type { HttpAnswer } from "./http";
import { request } from "./http";

// Payment-proof images made by the tests (nothing big is committed) and the calls that send and
// fetch them. The server re-encodes what it keeps, so a proof must be a real image.

/** A real PNG of one colour: tiny on the wire whatever its size in pixels. */
export function solidPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2d6a4f" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A valid PNG of exactly `size` bytes: a small image with a private ancillary chunk ("kdAi")
 * before IEND, which decoders skip.
 */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await solidPng(32, 32);
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`);
  const data = Buffer.alloc(padding, 0x61);
  const type = Buffer.from("kdAi", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])) >>> 0);
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

/** A multipart body with the image in the field `file`, as the checkout's picker sends it. */
export async function proofForm(bytes: Buffer, name = "receipt.png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

/** POST of these bytes as a multipart image upload to `path` (a proof, an owner's image). */
export async function uploadImage(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string>,
  bytes: Buffer,
  name = "receipt.png",
): Promise<HttpAnswer> {
  const { body, contentType } = await proofForm(bytes, name);
  return request("POST", baseUrl, path, host, {
    headers: { ...headers, "content-type": contentType, "content-length": String(body.length) },
    body,
  });
}

/** POST /api/uploads/payment-proof of these bytes with these credentials. */
export function uploadProof(
  baseUrl: string,
  host: string,
  headers: Record<string, string>,
  bytes: Buffer,
  name = "receipt.png",
): Promise<HttpAnswer> {
  return uploadImage(baseUrl, "/api/uploads/payment-proof", host, headers, bytes, name);
}

/** A GET whose body is kept as bytes (an image), not read as text. */
export function getBytes(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, baseUrl),
      { method: "GET", headers: { ...headers, host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * An item image variant as the importer makes it (issue 17 item 7): AVIF or WebP at `width`, in
 * the 900 × 1200 photo's proportions, without EXIF, orientation, XMP or colour profile, and
 * without the camera's maker note ("KedaiCam" in the test photo).
 */
export async function expectCleanVariant(bytes: Buffer, format: "avif" | "webp", width: number) {
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual([
    format === "avif" ? "heif" : "webp",
    width,
    Math.round((width * 1200) / 900),
  ]);
  expect([meta.exif, meta.orientation, meta.xmp, meta.icc]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  expect(bytes.includes("KedaiCam")).toBe(false);
}

/**
 * A phone's photo of a cake: 1200×900 as stored, upright by EXIF orientation 6, with the camera's
 * name ("KedaiCam") and a GPS position: what the importer must strip.
 */
export function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c8b89a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#7a3e00"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "KedaiCam", Model: "Phone 9" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
