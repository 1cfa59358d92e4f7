import { z } from "zod";
import { memoryAssets } from "@/server/brands/assets";
import { importBrand } from "@/server/brands/import-brand";
import { getDb } from "@/server/db/client";
import { AppError, errorResponse } from "@/server/errors";
import { ok, readJson } from "@/server/http";
import { requireOperator } from "@/server/operator";
import { storage } from "@/server/storage/storage";

/** A brand file with its images (base64, keyed by their path in the file): up to 64 MiB. */
const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
const body = z.object({
  file: z.unknown(),
  assets: z.record(z.string().max(300), z.base64()).default({}),
});

/**
 * `npm run brand:import` against a running server on the embedded database: the same checks and
 * the same single transaction as importing with the database opened directly.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    await requireOperator(request);
    const { file, assets } = await readJson(request, body, {}, MAX_IMPORT_BYTES);
    const files = new Map(Object.entries(assets).map(([k, v]) => [k, Buffer.from(v, "base64")]));
    const result = await importBrand(await getDb(), storage(), file, memoryAssets(files));
    if (!result.ok)
      throw new AppError(
        "BRAND_FILE_INVALID",
        400,
        "The brand file was rejected; nothing was written.",
        {
          details: { problems: result.problems },
        },
      );
    return ok(result.summary);
  } catch (error) {
    return errorResponse(error);
  }
}
