import "server-only";
import type { BrandImportSummary } from "@/contract/operator";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { BrandFile, BrandFileProblem, StoreConfigs } from "@/domain/brand-config";
import { brandImages, checkBrandFile, storeConfigsSchema } from "@/domain/brand-config";
import { contrastProblems } from "@/domain/brand-contrast";
import type { DbHandle } from "../db/client";
import { onlinePaymentProblems } from "../payments/keys-check";
import { brands } from "../db/schema";
import type { ObjectStorage } from "../storage/storage";
import type { AssetReader, AssetRef, ItemImages, LoadedAsset } from "./assets";
import { diskAssets, loadAssets, mediaSrc, prepareItemImages, storeAssets } from "./assets";
import type { RevisionAuthor } from "./revisions";
import { canonicalDocument, currentDocument, saveBrand } from "./revisions";

/** An import's author in the brand's history: the file, whoever ran the command. */
const IMPORT_AUTHOR = { name: "brand:import" };

/** What an import reports (the operator endpoint answers it as is). */
export type ImportSummary = BrandImportSummary;

export type ImportResult =
  { ok: true; summary: ImportSummary } | { ok: false; problems: BrandFileProblem[] };

/** Every image a (valid) brand file names, with the JSON path that names it. */
export const assetRefs = (file: BrandFile): AssetRef[] =>
  brandImages(file).map(({ src, ...ref }) => ({ ...ref, rel: src }));

/** The file with image paths swapped for their /media URLs: what is stored and served. */
function resolveMedia(
  file: BrandFile,
  assets: Map<string, LoadedAsset>,
  itemImages: ItemImages["images"],
) {
  const src = (rel: string) => mediaSrc(assets.get(rel)!.key);
  const { storeConfigs: sc } = file;
  const transfer = sc.salesChannels.customerApp.paymentsMethods.transfer;
  const storeConfigs: StoreConfigs = storeConfigsSchema.parse({
    ...sc,
    brandId: file.brand.id,
    branding: {
      ...sc.branding,
      onBrandColorLogoVariantSrc: src(sc.branding.onBrandColorLogoVariantSrc),
    },
    salesChannels: {
      customerApp: {
        ...sc.salesChannels.customerApp,
        paymentsMethods: {
          ...sc.salesChannels.customerApp.paymentsMethods,
          ...(transfer && {
            transfer: {
              merchantLevelConfigs: {
                ...transfer.merchantLevelConfigs,
                transferOptions: Object.fromEntries(
                  Object.entries(transfer.merchantLevelConfigs.transferOptions).map(([k, o]) => [
                    k,
                    { ...o, logoSrc: src(o.logoSrc) },
                  ]),
                ),
              },
            },
          }),
        },
      },
    },
  });
  const menusOut = file.menus.map((menu) => ({
    ...menu,
    sections: menu.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({
        ...item,
        images: item.images.map((i) => itemImages.get(i.src)!),
      })),
    })),
  }));
  return { storeConfigs, menus: menusOut };
}

/**
 * Validates a brand file and upserts it in one transaction (a savepoint of the caller's when
 * `handle.db` is a transaction). A bad file writes nothing and reports every problem by its JSON
 * path. Re-importing the same file changes nothing. `by`: a person made it (sign-up, issue 35),
 * named in the brand's history as a console change of theirs.
 */
export async function importBrand(
  handle: DbHandle,
  storage: ObjectStorage,
  raw: unknown,
  readAsset: AssetReader,
  by?: RevisionAuthor,
): Promise<ImportResult> {
  const checked = checkBrandFile(raw);
  if (!checked.ok) return checked;
  const file = checked.file;
  // Every colour, not only the changed ones as in the console: a file is the whole brand.
  const problems: BrandFileProblem[] = contrastProblems(file.storeConfigs.branding.colors);
  const refs = assetRefs(file);
  const assets = await loadAssets(file.brand.id, readAsset, refs, problems);
  const taken = await handle.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.subDomainName, file.brand.subDomainName));
  if (taken[0] && taken[0].id !== file.brand.id) {
    problems.push({
      path: "$.brand.subDomainName",
      message: `"${file.brand.subDomainName}" is already used by brand "${taken[0].id}"`,
    });
  }
  // Keys are never in the file (docs/payments.md): they must be stored before the method is on.
  const provider =
    file.storeConfigs.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs
      .provider;
  problems.push(
    ...(await onlinePaymentProblems(
      handle.db,
      file.brand.id,
      file.storeConfigs,
      `npm run payment:keys -- ${file.brand.id} ${provider}, or the owner console; a new brand is imported once with isActive false`,
    )),
  );
  if (problems.length > 0) return { ok: false, problems };
  // After the cheap checks: a file refused anyway is not worth encoding.
  // The brand's photos as stored now: an exported file names them by their variants.
  const known = (await currentDocument(handle.db, file.brand.id))?.document.menus.flatMap((m) =>
    m.sections.flatMap((s) => s.items.flatMap((i) => i.images)),
  );
  const itemImages = await prepareItemImages(file.brand.id, refs, assets, storage, problems, known);
  if (problems.length > 0) return { ok: false, problems };

  const resolved = resolveMedia(file, assets, itemImages.images);
  const document = canonicalDocument({
    brand: file.brand,
    storeConfigs: resolved.storeConfigs,
    branches: file.branches,
    menus: resolved.menus,
    staff: file.staff,
    messages: file.messages,
  });
  if (!document.ok)
    throw new Error(
      `an imported brand is not a valid document: ${JSON.stringify(document.problems)}`,
    );
  // Before the rows that name them; content-addressed, and this DATA_DIR may be new to the brand.
  await storeAssets(storage, refs, assets, itemImages.made);
  const saved = await saveBrand(handle, document.document, {
    source: by ? "console" : "import",
    author: by ?? IMPORT_AUTHOR,
  });
  return {
    ok: true,
    summary: {
      unchanged: saved.unchanged,
      brandId: file.brand.id,
      subDomainName: file.brand.subDomainName,
      revision: saved.hash,
      revisionNumber: saved.number,
      imageVariantsMade: itemImages.made.length,
      branches: file.branches.length,
      menus: file.menus.length,
      items: resolved.menus.reduce(
        (n, m) => n + m.sections.reduce((k, s) => k + s.items.length, 0),
        0,
      ),
    },
  };
}

/** A brand file's parsed JSON, or the one problem why there is none (missing, not JSON). */
export async function readBrandJson(
  filePath: string,
): Promise<{ ok: true; raw: unknown } | { ok: false; problems: BrandFileProblem[] }> {
  try {
    return { ok: true, raw: JSON.parse(await fs.readFile(filePath, "utf8")) };
  } catch (error) {
    const message =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? `file not found: ${filePath}`
        : `not valid JSON: ${(error as Error).message}`;
    return { ok: false, problems: [{ path: "$", message }] };
  }
}

export async function importBrandFile(
  handle: DbHandle,
  storage: ObjectStorage,
  filePath: string,
): Promise<ImportResult> {
  const read = await readBrandJson(filePath);
  if (!read.ok) return read;
  const raw = read.raw;
  return importBrand(handle, storage, raw, diskAssets(path.dirname(path.resolve(filePath))));
}
