// npm run brand:export -- <brandId> <folder>
import fs from "node:fs/promises";
import path from "node:path";
import type { BrandExport } from "../src/contract/operator";
import { countOf } from "../src/domain/text";
import { exportBrand } from "../src/server/brands/export-brand";
import { storeFor } from "../src/server/storage/storage";
import { describe, openBackend, runCommand } from "./lib/backend";

const HELP = `Usage: npm run brand:export -- <brandId> <folder>

Writes the brand's current revision (whatever made it: an import, the owner console, a restore)
as <folder>/brand.json with its images in <folder>/images/, so a brand changed in the owner
console can be kept in git. \`npm run brand:import -- <folder>/brand.json\` takes it back.
Item photos are the largest size the storefront serves (their originals are never kept).

Reads PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR (through the
running server when one holds it, as brand:import does).

Exit codes: 0 written, 1 no such brand or the database could not be opened, 2 usage.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  if (args.length !== 2 || args.some((a) => a.startsWith("-"))) {
    console.error(HELP);
    return 2;
  }
  const [brandId, folder] = args as [string, string];
  const backend = await openBackend();
  try {
    let exported: BrandExport | null;
    if (backend.kind === "server") {
      const { body } = await backend.server.post(
        `/api/operator/brands/${encodeURIComponent(brandId)}/export`,
        {},
      );
      if (body.isErr && body.error.code !== "BRAND_NOT_FOUND") throw new Error(body.error.message);
      exported = body.isErr ? null : (body.data as BrandExport);
    } else {
      const found = await exportBrand(
        backend.handle.db,
        storeFor(backend.settings, "objects"),
        brandId,
      );
      exported = found && {
        ...found,
        images: Object.fromEntries(
          [...found.images].map(([rel, bytes]) => [rel, Buffer.from(bytes).toString("base64")]),
        ),
      };
    }
    if (!exported) {
      console.error(`brand:export: there is no brand "${brandId}" ${describe(backend)}`);
      return 1;
    }
    await fs.mkdir(path.join(folder, "images"), { recursive: true });
    for (const [rel, base64] of Object.entries(exported.images))
      await fs.writeFile(path.join(folder, rel), Buffer.from(base64, "base64"));
    await fs.writeFile(
      path.join(folder, "brand.json"),
      `${JSON.stringify(exported.file, null, 2)}\n`,
    );
    console.log(
      `${brandId}: revision ${exported.revision} written to ${path.join(folder, "brand.json")} with ${countOf(Object.keys(exported.images).length, "image")} ${describe(backend)}`,
    );
    return 0;
  } finally {
    if (backend.kind === "database") await backend.handle.close();
  }
}

runCommand("brand:export", main);
