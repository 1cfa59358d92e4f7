import { describe, expect, it } from "vitest";
import { imageSources, variantFile } from "./item-image";

const HASH = "0123456789abcdef0123456789abcdef";

describe("imageSources", () => {
  it("offers AVIF and WebP at every width made, and the largest WebP as the <img>", () => {
    const image = {
      src: `/media/demo/${HASH}-768w.webp`,
      width: 800,
      height: 600,
      widths: [192, 384, 768],
    };
    expect(imageSources(image)).toEqual({
      src: `/media/demo/${HASH}-768w.webp`,
      width: 800,
      height: 600,
      avif: `/media/demo/${HASH}-192w.avif 192w, /media/demo/${HASH}-384w.avif 384w, /media/demo/${HASH}-768w.avif 768w`,
      webp: `/media/demo/${HASH}-192w.webp 192w, /media/demo/${HASH}-384w.webp 384w, /media/demo/${HASH}-768w.webp 768w`,
    });
  });

  it("names a small image's one variant by its own width", () => {
    const image = { src: `/media/kopi/${HASH}-120w.webp`, width: 120, height: 90, widths: [120] };
    expect(imageSources(image)).toMatchObject({
      avif: `/media/kopi/${HASH}-120w.avif 120w`,
      webp: `/media/kopi/${HASH}-120w.webp 120w`,
    });
  });

  it("lists widths smallest first, once each, whatever order they were stored in", () => {
    const image = { src: `/media/demo/${HASH}-384w.webp`, widths: [384, 192, 384, 0, 1.5] };
    expect(imageSources(image).webp).toBe(
      `/media/demo/${HASH}-192w.webp 192w, /media/demo/${HASH}-384w.webp 384w`,
    );
  });

  it("gives an SVG, and a row stored before variants, their src alone", () => {
    const svg = { src: `/media/demo/${HASH}.svg`, width: 400, height: 300 };
    expect(imageSources(svg)).toEqual({ ...svg });
    const old = { src: `/media/demo/${HASH}.png` };
    expect(imageSources(old)).toEqual({ src: old.src, width: undefined, height: undefined });
  });

  it("makes no srcset from a src that is not a variant, whatever widths say", () => {
    for (const src of [`/media/demo/${HASH}.webp`, `https://cdn.example/${HASH}-768w.webp`]) {
      const sources = imageSources({ src, widths: [192, 768] });
      expect([sources.avif, sources.webp]).toEqual([undefined, undefined]);
    }
  });
});

describe("variantFile", () => {
  it("is {hash}-{width}w.{format}", () => {
    expect(variantFile(HASH, 384, "avif")).toBe(`${HASH}-384w.avif`);
  });
});
