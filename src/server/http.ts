import "server-only";
import { NextResponse } from "next/server";
import { MESSAGES } from "@/domain/messages";
import type { Storefront } from "@/domain/storefront";
import type { BrandRef } from "./brands/resolve";
import { brandForHost } from "./brands/resolve";
import { storefrontFor } from "./brands/storefront";
import { AppError } from "./errors";

export async function requireBrand(request: Request): Promise<BrandRef> {
  const brand = await brandForHost(request.headers.get("host"));
  if (!brand) throw new AppError("BRAND_NOT_FOUND", 404, MESSAGES.brandNotFoundHelp);
  return brand;
}

/** The whole storefront of the request's brand. */
export async function requireStorefront(request: Request): Promise<Storefront> {
  const storefront = await storefrontFor(await requireBrand(request));
  // Deleted between the two reads: the same answer as an unknown host.
  if (!storefront) throw new AppError("BRAND_NOT_FOUND", 404, MESSAGES.brandNotFoundHelp);
  return storefront;
}

export function ok<T>(data: T, init?: ResponseInit): NextResponse {
  return NextResponse.json({ isErr: false, data }, init);
}

/** Public, read-only brand data: shareable by browsers and CDNs for a minute. */
export const PUBLIC_READ_CACHE = {
  "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
};
