import { AppError, errorResponse } from "@/server/errors";
import { contentTypeOf, OBJECT_KEY, storage } from "@/server/storage/storage";

type Params = { params: Promise<{ brand: string; file: string }> };

/** Brand images and uploads. Keys are content hashes, so a URL's bytes never change. */
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
      ETag: `"${file.slice(0, 32)}"`,
      "X-Content-Type-Options": "nosniff",
      // An SVG opened on its own must not run script on our origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
