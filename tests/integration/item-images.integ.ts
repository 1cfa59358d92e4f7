import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandImport, fixtureCopy } from "../support/brand-files";
import { locationsForFile } from "../support/database";
import { get } from "../support/http";
import { cameraPhoto, expectCleanVariant, getBytes } from "../support/proof-images";
import { startServer } from "../support/server";

// Issue 17 item 7 (docs/decisions/0025-image-variants.md): a brand's raster item image is served
// as AVIF and WebP variants made at import, by srcset and sizes, without the camera's metadata;
// the menu's first image is the page's priority image; a re-import encodes nothing again.

const { location, defer } = locationsForFile("item-images");
const HOST = "mini.localhost";

/** The mini brand with the photo as its first item's image, and the SVG bun second. */
async function brandWithPhoto(rename = false): Promise<{ file: string; photo: Buffer }> {
  const photo = await cameraPhoto();
  const file = fixtureCopy((b) => {
    const [bun] = b.menus[0].sections[0].items;
    b.menus[0].sections[0].items = [
      { ...bun, uid: "cake", name: rename ? "Photo Cake Baru" : "Photo Cake" },
      { ...bun, images: [{ src: "bun.svg" }] },
    ];
    b.menus[0].sections[0].items[0].images = [{ src: "photos/cake.jpg" }];
  });
  fs.mkdirSync(path.join(path.dirname(file), "photos"));
  fs.writeFileSync(path.join(path.dirname(file), "photos/cake.jpg"), photo);
  return { file, photo };
}

/** A tag's attributes, by their names in lower case (React writes `srcSet`, `fetchPriority`). */
const attrs = (tag: string): Record<string, string | undefined> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );

/** The `<picture>`s of a page, each as its sources' and its image's attributes. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map(([, inner]) => ({
    sources: [...inner!.matchAll(/<source [^>]*>/g)].map(([tag]) => attrs(tag)),
    img: attrs(/<img [^>]*>/.exec(inner!)![0]),
  }));
}

/** `{file: mtime}` of every object stored for the brand. */
function storedObjects(dataDir: string): Record<string, number> {
  const dir = path.join(dataDir, "objects/mini");
  return Object.fromEntries(
    fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]),
  );
}

describe("item images", () => {
  it("are served as AVIF and WebP variants by srcset, without metadata, cached for good", async () => {
    const loc = await location();
    const { file, photo } = await brandWithPhoto();
    const imported = brandImport(loc, file);
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toContain("6 image variants made"); // 192, 384 and 768 px, twice
    const server = await startServer(loc);
    defer(() => server.stop());

    const page = await get(server.baseUrl, "/", HOST);
    expect(page.status).toBe(200);
    const [cake, bun] = pictures(page.body);
    // The first menu image is the page's priority image; every other waits (lazy).
    expect(cake!.img).toMatchObject({
      loading: "eager",
      fetchpriority: "high",
      decoding: "async",
      width: "900", // upright: the camera's 1200×900 turned by its EXIF orientation
      height: "1200",
      src: expect.stringMatching(/^\/media\/mini\/[a-f0-9]{32}-768w\.webp$/),
    });
    expect(bun!.img).toMatchObject({ loading: "lazy", src: expect.stringMatching(/\.svg$/) });
    expect(bun!.img.fetchpriority).toBeUndefined();
    expect(bun!.sources).toEqual([]); // an SVG is one file at every size
    expect(cake!.sources.map((s) => [s.type, s.sizes])).toEqual([
      ["image/avif", "96px"],
      ["image/webp", "96px"],
    ]);

    for (const source of cake!.sources) {
      const candidates = source.srcset!.split(", ").map((c) => c.split(" "));
      expect(candidates.map(([, w]) => w)).toEqual(["192w", "384w", "768w"]);
      for (const [url, descriptor] of candidates) {
        const res = await getBytes(server.baseUrl, url!, HOST);
        expect(res.status, url).toBe(200);
        expect(res.headers["content-type"]).toBe(source.type);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const width = Number.parseInt(descriptor!, 10);
        await expectCleanVariant(res.body, source.type === "image/avif" ? "avif" : "webp", width);
      }
    }
    // The photo as given (its GPS position in it) is neither stored nor served.
    const original = createHash("sha256").update(photo).digest("hex").slice(0, 32);
    expect((await get(server.baseUrl, `/media/mini/${original}.jpg`, HOST)).status).toBe(404);
    const stored = Object.keys(storedObjects(loc.dataDir));
    const hash = /([a-f0-9]{32})-768w/.exec(cake!.img.src!)![1];
    expect(stored.filter((f) => !f.endsWith(".svg")).sort()).toEqual(
      [192, 384, 768].flatMap((w) => [`${hash}-${w}w.avif`, `${hash}-${w}w.webp`]).sort(),
    );
    for (const f of stored) {
      const bytes = fs.readFileSync(path.join(loc.dataDir, "objects/mini", f));
      expect(bytes.includes("KedaiCam"), f).toBe(false);
    }

    // The item page: the image spans the phone, up to the page's 48rem.
    const item = pictures((await get(server.baseUrl, "/p/cake", HOST)).body)[0]!;
    expect(item.img).toMatchObject({ loading: "eager", fetchpriority: "high", alt: "Photo Cake" });
    expect(item.sources.map((s) => s.sizes)).toEqual([
      "(min-width: 48rem) 48rem, 100vw",
      "(min-width: 48rem) 48rem, 100vw",
    ]);
  });

  it("are not encoded again when the brand is imported again, changed or not", async () => {
    const loc = await location();
    const { file } = await brandWithPhoto();
    expect(brandImport(loc, file).stdout).toContain("6 image variants made");
    const before = storedObjects(loc.dataDir);
    const server = await startServer(loc);
    defer(() => server.stop());

    const again = brandImport(loc, file);
    expect(again.stdout).toContain('brand "mini" is up to date');
    expect(again.stdout).not.toContain("image variant");
    const renamed = brandImport(loc, (await brandWithPhoto(true)).file);
    expect(renamed.stderr).toBe("");
    expect(renamed.stdout).toContain('imported brand "mini"');
    expect(renamed.stdout).not.toContain("image variant");
    expect(storedObjects(loc.dataDir)).toEqual(before); // not one file written again
    await expect
      .poll(async () => (await get(server.baseUrl, "/", HOST)).body, { timeout: 5000 })
      .toContain("Photo Cake Baru");
  });

  it("refuses an image whose size is absurd, by the path that names it", async () => {
    const loc = await location();
    const file = fixtureCopy((b) => {
      b.menus[0].sections[0].items[0].images = [{ src: "strip.png" }];
    });
    const strip = await sharp({
      create: { width: 12_000, height: 8, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(path.dirname(file), "strip.png"), strip);
    const result = brandImport(loc, file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "$.menus[0].sections[0].items[0].images[0].src: The image is 12000×8 pixels; each side may be at most 10000: strip.png",
    );
  });
});
