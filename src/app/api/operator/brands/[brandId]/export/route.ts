import { api } from "@/contract";
import { exportBrand } from "@/server/brands/export-brand";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";
import { storage } from "@/server/storage/storage";

/** What `brand:export` reads when a server holds the embedded database. */
export const POST = route(api.operator.exportBrand, async ({ params }) => {
  const exported = await exportBrand((await getDb()).db, storage(), params.brandId);
  if (!exported) throw new AppError("BRAND_NOT_FOUND", `There is no brand "${params.brandId}".`);
  return {
    file: exported.file,
    images: Object.fromEntries(
      [...exported.images].map(([rel, bytes]) => [rel, Buffer.from(bytes).toString("base64")]),
    ),
    revision: exported.revision,
  };
});
