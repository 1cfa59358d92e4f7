import { api } from "@/contract";
import { memoryAssets } from "@/server/brands/assets";
import { importBrand } from "@/server/brands/import-brand";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { route } from "@/server/route";
import { storage } from "@/server/storage/storage";

/** The same checks and the same single transaction as importing with the database opened directly. */
export const POST = route(api.operator.importBrand, async ({ body }) => {
  const files = new Map(Object.entries(body.assets).map(([k, v]) => [k, Buffer.from(v, "base64")]));
  const result = await importBrand(await getDb(), storage(), body.file, memoryAssets(files));
  if (result.ok) return result.summary;
  throw new AppError("BRAND_FILE_INVALID", "The brand file was rejected; nothing was written.", {
    details: { problems: result.problems },
  });
});
