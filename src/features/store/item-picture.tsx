import type { ItemImage } from "@/domain/item-image";
import { imageSources } from "@/domain/item-image";

/**
 * An item image as a `<picture>`: AVIF, then WebP, each at every width made at import, for the
 * browser to pick by `sizes`; an SVG (no variants) is its `<img>` alone. Width and height are the
 * image's own (CSS sizes the box), or `box` for a row imported before they were stored, so the
 * layout never moves when the image arrives.
 */
export function ItemPicture({
  image,
  sizes,
  box,
  alt,
  priority = false,
  className,
}: {
  image: ItemImage;
  /** The width the layout gives the image (`sizes`); true to the CSS around it. */
  sizes: string;
  box: { width: number; height: number };
  alt: string;
  /** The page's largest image at first sight (LCP): fetched at once, before other images. */
  priority?: boolean;
  /** For the `<img>`. */
  className?: string;
}) {
  const s = imageSources(image);
  return (
    <picture>
      {s.avif && <source type="image/avif" srcSet={s.avif} sizes={sizes} />}
      {s.webp && <source type="image/webp" srcSet={s.webp} sizes={sizes} />}
      <img
        // loading before src: a browser creating the element must know it is lazy before it fetches
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        src={s.src}
        alt={alt}
        width={s.width ?? box.width}
        height={s.height ?? box.height}
        className={className}
      />
    </picture>
  );
}
