// A menu item's image as stored and served, and the sources a page offers for it (issue 17 item 7,
// docs/decisions/0025-image-variants.md). Pure: the server renders it and the browser draws later
// sections with the same function.

export type VariantFormat = "avif" | "webp";

/**
 * Spec §3's `{src}`, plus what import learnt (all optional: a row imported before them has only
 * `src`, and API clients may ignore them). A raster's `src` is its largest WebP variant; an SVG's
 * is the file itself.
 */
export interface ItemImage {
  src: string;
  /** Intrinsic size, upright: for the `<img>`'s width and height (its aspect ratio). */
  width?: number;
  height?: number;
  /** The widths its AVIF and WebP variants were made at; absent for an SVG. */
  widths?: number[];
}

/** A variant's file name beside its source's key: `{hash}-{width}w.{format}`. */
export const variantFile = (hash: string, width: number, format: VariantFormat): string =>
  `${hash}-${width}w.${format}`;

const VARIANT_SRC = /^(\/media\/[a-z0-9-]+\/[a-f0-9]{32})-[1-9]\d*w\.webp$/;

export interface ImageSources {
  src: string;
  width: number | undefined;
  height: number | undefined;
  /** `srcset` values, present when the image has variants. */
  avif?: string;
  webp?: string;
}

/** What a `<picture>` needs for an item image: a `srcset` per format, and the fallback `<img>`. */
export function imageSources(image: ItemImage): ImageSources {
  const sources: ImageSources = { src: image.src, width: image.width, height: image.height };
  const base = VARIANT_SRC.exec(image.src)?.[1];
  const widths = [...new Set(image.widths ?? [])]
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b);
  if (!base || widths.length === 0) return sources;
  const srcset = (format: VariantFormat) =>
    widths.map((w) => `${base}-${w}w.${format} ${w}w`).join(", ");
  return { ...sources, avif: srcset("avif"), webp: srcset("webp") };
}
