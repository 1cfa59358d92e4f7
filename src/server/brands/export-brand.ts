import "server-only";
import type { BrandDocument } from "@/domain/brand-config";
import { brandImages } from "@/domain/brand-config";
import type { Db } from "../db/client";
import type { ObjectStorage } from "../storage/storage";
import { currentDocument } from "./revisions";

// `npm run brand:export` (issue 19 item 9, docs/owner.md "Keeping a brand in git"): the brand's
// current revision as a brand file with its images beside it, which `brand:import` takes back.

export interface ExportedBrand {
  /** The brand file (docs/brand-config.md), its images named `images/<file>`. */
  file: Record<string, unknown>;
  /** Each image's bytes by its path in the file. */
  images: Map<string, Uint8Array>;
  revision: number;
}

/** `/media/demo/abc….webp` → `images/abc….webp`: the stored object's own name. */
const relPath = (src: string) => `images/${src.slice(src.lastIndexOf("/") + 1)}`;

/**
 * The brand file of a document: images as paths (an item photo is the largest variant the
 * storefront serves: its original was never kept, as it may carry the camera's GPS position),
 * `storeConfigs` without the brandId the brand already names.
 */
export async function brandFileOf(
  document: BrandDocument,
  storage: ObjectStorage,
): Promise<Omit<ExportedBrand, "revision">> {
  const images = new Map<string, Uint8Array>();
  for (const { src } of brandImages(document)) {
    const rel = relPath(src);
    if (images.has(rel)) continue;
    const bytes = await storage.get(src.slice("/media/".length));
    if (!bytes) throw new Error(`image ${src} of brand ${document.brand.id} is not in storage`);
    images.set(rel, bytes);
  }
  const storeConfigs: Partial<BrandDocument["storeConfigs"]> &
    Omit<BrandDocument["storeConfigs"], "brandId"> = structuredClone(document.storeConfigs);
  delete storeConfigs.brandId; // the file's brand.id names it
  storeConfigs.branding.onBrandColorLogoVariantSrc = relPath(
    storeConfigs.branding.onBrandColorLogoVariantSrc,
  );
  const transfer = storeConfigs.salesChannels.customerApp.paymentsMethods.transfer;
  for (const option of Object.values(transfer?.merchantLevelConfigs.transferOptions ?? {}))
    option.logoSrc = relPath(option.logoSrc);
  const file = {
    brand: document.brand,
    storeConfigs,
    branches: document.branches,
    menus: document.menus.map((menu) => ({
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        items: section.items.map((item) => ({
          ...item,
          images: item.images.map((image) => ({ src: relPath(image.src) })),
        })),
      })),
    })),
    staff: document.staff,
    messages: document.messages,
  };
  return { file, images };
}

/** The brand's current revision as a brand file, or null for no such brand. */
export async function exportBrand(
  db: Db,
  storage: ObjectStorage,
  brandId: string,
): Promise<ExportedBrand | null> {
  const current = await currentDocument(db, brandId);
  if (!current) return null;
  return { ...(await brandFileOf(current.document, storage)), revision: current.number };
}
