import "server-only";
import type { BrandImportSummary } from "@/contract/operator";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { BrandFile, BrandFileProblem, StoreConfigs } from "@/domain/brand-config";
import { checkBrandFile, storeConfigsSchema, templatesByLanguage } from "@/domain/brand-config";
import type { DbHandle } from "../db/client";
import { branches, brands, menuItems, menuSections, menus, staff } from "../db/schema";
import type { ObjectStorage } from "../storage/storage";
import type { AssetReader, AssetRef, ItemImages, LoadedAsset } from "./assets";
import { diskAssets, loadAssets, mediaSrc, prepareItemImages, storeAssets } from "./assets";
import { BRAND_CHANGED_CHANNEL } from "./events";

/** What an import reports (the operator endpoint answers it as is). */
export type ImportSummary = BrandImportSummary;

export type ImportResult =
  { ok: true; summary: ImportSummary } | { ok: false; problems: BrandFileProblem[] };

/** Every image a (valid) brand file names, with the JSON path that names it. */
export function assetRefs(file: BrandFile): AssetRef[] {
  const refs: AssetRef[] = [
    {
      path: "$.storeConfigs.branding.onBrandColorLogoVariantSrc",
      rel: file.storeConfigs.branding.onBrandColorLogoVariantSrc,
    },
  ];
  const transfer = file.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer;
  for (const [key, option] of Object.entries(
    transfer?.merchantLevelConfigs.transferOptions ?? {},
  )) {
    refs.push({
      path: `$.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer.merchantLevelConfigs.transferOptions.${key}.logoSrc`,
      rel: option.logoSrc,
    });
  }
  file.menus.forEach((menu, m) =>
    menu.sections.forEach((section, s) =>
      section.items.forEach((item, i) =>
        item.images.forEach((image, k) =>
          refs.push({
            path: `$.menus[${m}].sections[${s}].items[${i}].images[${k}].src`,
            rel: image.src,
            item: true,
          }),
        ),
      ),
    ),
  );
  return refs;
}

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

// PostgreSQL allows 65,535 bind parameters per statement; an item row uses 12.
const ROWS_PER_INSERT = 1000;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) yield rows.slice(i, i + ROWS_PER_INSERT);
}

async function writeBrand(
  handle: DbHandle,
  file: BrandFile,
  resolved: ReturnType<typeof resolveMedia>,
  revision: string,
) {
  const brandId = file.brand.id;
  const messageTemplates = templatesByLanguage(file.messages, file.brand.defaultLanguage);
  await handle.db.transaction(async (tx) => {
    await tx
      .insert(brands)
      .values({
        ...file.brand,
        storeConfigs: resolved.storeConfigs,
        messageTemplates,
        revision,
      })
      .onConflictDoUpdate({
        target: brands.id,
        set: {
          subDomainName: file.brand.subDomainName,
          name: file.brand.name,
          currency: file.brand.currency,
          timeZone: file.brand.timeZone,
          defaultLanguage: file.brand.defaultLanguage,
          businessType: file.brand.businessType,
          orderAhead: file.brand.orderAhead,
          storeConfigs: resolved.storeConfigs,
          messageTemplates,
          revision,
          updatedAt: sql`now()`,
        },
      });
    for (const menu of resolved.menus) {
      await tx
        .insert(menus)
        .values({ brandId, id: menu.id, name: menu.name })
        .onConflictDoUpdate({ target: [menus.brandId, menus.id], set: { name: menu.name } });
    }
    // Sections and items belong wholly to the file; nothing else points at them.
    await tx.delete(menuItems).where(eq(menuItems.brandId, brandId));
    await tx.delete(menuSections).where(eq(menuSections.brandId, brandId));
    const sectionRows = resolved.menus.flatMap((menu) =>
      menu.sections.map((s, position) => ({
        brandId,
        menuId: menu.id,
        id: s.id,
        name: s.name,
        position,
      })),
    );
    for (const rows of chunks(sectionRows)) await tx.insert(menuSections).values(rows);
    const itemRows = resolved.menus.flatMap((menu) =>
      menu.sections.flatMap((s) =>
        s.items.map((item, position) => ({
          brandId,
          menuId: menu.id,
          sectionId: s.id,
          position,
          ...item,
        })),
      ),
    );
    for (const rows of chunks(itemRows)) await tx.insert(menuItems).values(rows);
    for (const [position, b] of file.branches.entries()) {
      const row = {
        brandId,
        id: b.id,
        name: b.name,
        ...b.address,
        phoneNumber: b.phoneNumber,
        menuId: b.menuId,
        position,
        openingHours: b.openingHours ?? null,
        closures: b.closures,
        pickupMinimumOrder: b.pickupMinimumOrder ?? null,
      };
      await tx
        .insert(branches)
        .values(row)
        .onConflictDoUpdate({ target: [branches.brandId, branches.id], set: row });
    }
    await tx.delete(branches).where(
      and(
        eq(branches.brandId, brandId),
        notInArray(
          branches.id,
          file.branches.map((b) => b.id),
        ),
      ),
    );
    await tx.delete(menus).where(
      and(
        eq(menus.brandId, brandId),
        notInArray(
          menus.id,
          file.menus.map((m) => m.id),
        ),
      ),
    );
    // Staff belong wholly to the file too: someone left out of it loses access at once.
    await tx.delete(staff).where(eq(staff.brandId, brandId));
    if (file.staff.length > 0)
      await tx.insert(staff).values(
        file.staff.map((m) => ({
          brandId,
          phoneNumber: m.phoneNumber,
          name: m.name,
          role: m.role,
          branchIds: m.role === "owner" ? [] : m.branchIds,
        })),
      );
    // Delivered on commit only, to every instance listening (the page caches key on revision).
    await tx.execute(sql`select pg_notify(${BRAND_CHANGED_CHANNEL}, ${brandId})`);
  });
}

/**
 * Validates a brand file and upserts it in one transaction. A bad file writes nothing and
 * reports every problem by its JSON path. Re-importing the same file changes nothing.
 */
export async function importBrand(
  handle: DbHandle,
  storage: ObjectStorage,
  raw: unknown,
  readAsset: AssetReader,
): Promise<ImportResult> {
  const checked = checkBrandFile(raw);
  if (!checked.ok) return checked;
  const file = checked.file;
  const problems: BrandFileProblem[] = [];
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
  if (problems.length > 0) return { ok: false, problems };
  // After the cheap checks: a file refused anyway is not worth encoding.
  const itemImages = await prepareItemImages(file.brand.id, refs, assets, storage, problems);
  if (problems.length > 0) return { ok: false, problems };

  const resolved = resolveMedia(file, assets, itemImages.images);
  const revision = createHash("sha256")
    .update(
      JSON.stringify({
        brand: file.brand,
        ...resolved,
        branches: file.branches,
        staff: file.staff,
        messages: file.messages,
      }),
    )
    .digest("hex")
    .slice(0, 16);
  const [current] = await handle.db
    .select({ revision: brands.revision })
    .from(brands)
    .where(eq(brands.id, file.brand.id));
  const unchanged = current?.revision === revision;
  // Before the rows that name them; content-addressed, and this DATA_DIR may be new to the brand.
  await storeAssets(storage, refs, assets, itemImages.made);
  if (!unchanged) await writeBrand(handle, file, resolved, revision);
  return {
    ok: true,
    summary: {
      unchanged,
      brandId: file.brand.id,
      subDomainName: file.brand.subDomainName,
      revision,
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
