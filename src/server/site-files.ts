import "server-only";
import sharp from "sharp";
import type { Locale } from "@/domain/locale";
import type { Storefront } from "@/domain/storefront";
import type { BrandRef } from "./brands/resolve";
import { errorResponse } from "./errors";
import { requireBrand, requireStorefront } from "./http";
import { logger } from "./logger";
import { localeOfRequest } from "./page-path";
import { remember } from "./remember.mjs";
import { brandOrigin } from "./site-url";
import { storage } from "./storage/storage";

// The files a brand's host serves beside its pages (issue 17 items 5 and 6): robots.txt,
// sitemap.xml, the web app manifest, its icons and the link preview images. Each is made from the
// brand as imported; the Host header only picks the brand.

export interface SiteFileContext {
  brand: BrandRef;
  storefront: Storefront;
  locale: Locale;
  origin: string;
  request: Request;
}

/** A route handler for one of a brand host's own files: an unknown host gets the JSON 404. */
export function siteFile(
  handler: (context: SiteFileContext) => Promise<Response> | Response,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const brand = await requireBrand(request);
      const storefront = await requireStorefront(brand);
      return await handler({
        brand,
        storefront,
        locale: localeOfRequest(brand, request.headers),
        origin: brandOrigin(brand),
        request,
      });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * Cache-Control of a site file. With the brand's revision in its URL (`?v=`) it never changes;
 * without, an hour is short enough for a re-import to show.
 */
export function siteFileCaching(request: Request, revision: string): string {
  const v = new URL(request.url).searchParams.get("v");
  return v === revision ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

/** The bytes of an image the brand file named (`/media/{key}`), or null. */
export async function brandImage(src: string): Promise<Uint8Array | null> {
  return src.startsWith("/media/") ? storage().get(src.slice("/media/".length)) : null;
}

// A few drawn images per brand revision: icons and previews are asked for rarely but in bursts.
const drawn = remember("site-images", () => new Map<string, Promise<Buffer>>());
const MAX_DRAWN = 200;

/** Draws an image once per key (the key names the brand's revision), keeping the latest few. */
export function drawOnce(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = drawn.get(key);
  if (hit) return hit;
  const value = draw();
  drawn.set(key, value);
  value.catch((error: unknown) => {
    drawn.delete(key);
    logger().warn({ err: error, key }, "could not draw a site image");
  });
  if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
  return value;
}

/**
 * A square app icon: the brand's on-colour logo centred on its primary colour, inside the middle
 * 60% so that a maskable icon's crop (a circle of 80%) never cuts it.
 */
export async function drawAppIcon(storefront: Storefront, size: number): Promise<Buffer> {
  const { branding } = storefront.storeConfigs;
  const logo = await brandImage(branding.onBrandColorLogoVariantSrc);
  const inner = Math.round(size * 0.6);
  const layers = logo
    ? [
        {
          input: await sharp(logo, { density: 300 })
            .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
            .png()
            .toBuffer(),
          gravity: "centre" as const,
        },
      ]
    : [];
  return sharp({
    create: { width: size, height: size, channels: 4, background: branding.colors.primary },
  })
    .composite(layers)
    .png()
    .toBuffer();
}

/** A brand image as a PNG data URL of at most `side` pixels, for the link preview drawing. */
export async function imageDataUrl(src: string, side: number): Promise<string | null> {
  const bytes = await brandImage(src);
  if (!bytes) return null;
  const png = await sharp(bytes, { density: 300 })
    .resize(side, side, { fit: "inside" })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}
