import { AppError, errorResponse } from "@/server/errors";
import { contentTypeOf, OBJECT_KEY, storage } from "@/server/storage/storage";

type Params = { params: Promise<{ brand: string; file: string }> };

/**
 * Brand images, and item images' AVIF and WebP variants (decision 0025). Keys are content hashes
 * (of the source and the encoding recipe), so a URL's bytes never change.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { brand, file } = await params;
  const key = `${brand}/${file}`;
  const body = OBJECT_KEY.test(key) ? await storage().get(key) : null;
  // The API's JSON error, like every other answer (a browser showing a broken image does not care).
  if (!body) return errorResponse(new AppError("NOT_FOUND", "No such file."));
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": contentTypeOf(key) ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      // The file name: a variant shares its source's hash with the other widths and formats.
      ETag: `"${file}"`,
      "X-Content-Type-Options": "nosniff",
      // An SVG opened on its own must not run script on our origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
