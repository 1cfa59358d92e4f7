import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import type { ErrorCode } from "@/domain/errors";
import type { Storefront } from "@/domain/storefront";
import type { BrandRef } from "./brands/resolve";
import { brandForHost } from "./brands/resolve";
import { storefrontFor } from "./brands/storefront";
import { AppError } from "./errors";

export async function requireBrand(request: Request): Promise<BrandRef> {
  const brand = await brandForHost(request.headers.get("host"));
  if (!brand) throw new AppError("BRAND_NOT_FOUND");
  return brand;
}

/** The whole storefront of the brand. */
export async function requireStorefront(brand: BrandRef): Promise<Storefront> {
  const storefront = await storefrontFor(brand);
  // Deleted between the two reads: the same answer as an unknown host.
  if (!storefront) throw new AppError("BRAND_NOT_FOUND");
  return storefront;
}

export function ok<T>(data: T, init?: ResponseInit): NextResponse {
  return NextResponse.json({ isErr: false, data }, init);
}

export const MAX_JSON_BODY_BYTES = 16 * 1024;

/**
 * The request's JSON body checked by `schema`: 415 unless it is sent as application/json, 413 over
 * `maxBytes` (MAX_JSON_BODY_BYTES), 400 INVALID_JSON for
 * anything that is not JSON, and 400 with the reasonCode of the first wrong field
 * (`reasonCodes[field]`, else INVALID_REQUEST) naming the problem.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  reasonCodes: Readonly<Record<string, ErrorCode>> = {},
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<z.infer<S>> {
  // Only JSON: a cross-site form can send text/plain without asking the browser's permission
  // (no CORS preflight); refusing it keeps such forms from reaching any write.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? ""))
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "The request body must be JSON (Content-Type: application/json).",
    );
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
  const code = (field && reasonCodes[field]) || "INVALID_REQUEST";
  const where = field ? `${field}: ` : "";
  throw new AppError(code, `${where}${issue.message}`, { badField: true });
}

/**
 * The request's X-Idempotency-Key (an order's: the same key and body answer the same order), or
 * null; 400 when it is not 8 to 100 letters, digits, '-' or '_'.
 */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("x-idempotency-key");
  if (key !== null && !/^[\w-]{8,100}$/.test(key))
    throw new AppError(
      "INVALID_REQUEST",
      "X-Idempotency-Key: must be 8 to 100 letters, digits, '-' or '_'",
    );
  return key;
}
