import { api } from "@/contract";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";
import { viewerOf } from "@/server/staff/staff";
import { readUpload } from "@/server/uploads/uploads";

/** Its thumbnail is for the staff board's card. */
export const GET = route(api.uploads.upload, async ({ brand, signedIn, params, query }) => {
  const file = /^[A-Za-z0-9]{24}$/.test(params.id)
    ? await readUpload(brand.id, params.id, viewerOf(brand, signedIn.user), query.size)
    : null;
  if (!file) throw new AppError("NOT_FOUND", "No such file.");
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
