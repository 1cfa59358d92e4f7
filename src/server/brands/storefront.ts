import "server-only";
import { asc, eq } from "drizzle-orm";
import type { StoreConfigs } from "@/domain/brand-config";
import { storeConfigsSchema } from "@/domain/brand-config";
import { simulatorAllowed } from "../payments/gateways";
import type { Menu, Storefront } from "@/domain/storefront";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { branches, brands, menuItems, menuSections, menus } from "../db/schema";
import { remember } from "../remember.mjs";

interface Cached {
  revision: string;
  value: Promise<Storefront | null>;
}
// One per process, like the brand cache, shared by every bundle.
const cache = remember("storefronts", () => new Map<string, Cached>());

/**
 * The brand's storefront, read once per revision: a re-import changes the revision (and the
 * brand cache learns it through BRAND_CHANGED_CHANNEL), so this never serves an old menu.
 */
export function storefrontFor(brand: { id: string; revision: string }): Promise<Storefront | null> {
  const hit = cache.get(brand.id);
  if (hit && hit.revision === brand.revision) return hit.value;
  const value = loadStorefront(brand.id);
  cache.set(brand.id, { revision: brand.revision, value });
  value.catch(() => cache.delete(brand.id));
  return value;
}

/**
 * The payment settings customers are offered: online payment through the simulator is not, where
 * the simulator is off for the brand (PAYMENT_SIMULATOR_BRANDS does not name it), rather than
 * refused at checkout.
 */
function servedConfigs(brandId: string, configs: StoreConfigs): StoreConfigs {
  const online = configs.salesChannels.customerApp.paymentsMethods.online;
  if (!online || online.merchantLevelConfigs.provider !== "simulator" || simulatorAllowed(brandId))
    return configs;
  const copy = structuredClone(configs);
  copy.salesChannels.customerApp.paymentsMethods.online!.merchantLevelConfigs.isActive = false;
  return copy;
}

/** One brand's whole storefront; every query is filtered by its brand id. */
export async function loadStorefront(
  brandId: string,
  db: Db | undefined = undefined,
): Promise<Storefront | null> {
  db ??= (await getDb()).db;
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) return null;
  const [branchRows, menuRows, sectionRows, itemRows] = await Promise.all([
    db.select().from(branches).where(eq(branches.brandId, brandId)).orderBy(asc(branches.position)),
    db.select().from(menus).where(eq(menus.brandId, brandId)).orderBy(asc(menus.id)),
    db
      .select()
      .from(menuSections)
      .where(eq(menuSections.brandId, brandId))
      .orderBy(asc(menuSections.position)),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.brandId, brandId))
      .orderBy(asc(menuItems.position)),
  ]);
  const menusOut: Menu[] = menuRows.map((m) => ({
    id: m.id,
    name: m.name,
    sections: sectionRows
      .filter((s) => s.menuId === m.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        items: itemRows
          .filter((i) => i.menuId === m.id && i.sectionId === s.id)
          .map(({ uid, name, description, price, images, leadTimeHours, optionGroups }) => ({
            uid,
            name,
            description,
            price,
            images,
            ...(leadTimeHours > 0 ? { leadTimeHours } : {}),
            ...(optionGroups.length > 0 ? { optionGroups } : {}),
          })),
      })),
  }));
  return {
    brand: {
      id: brand.id,
      subDomainName: brand.subDomainName,
      name: brand.name,
      currency: brand.currency,
      revision: brand.revision,
      timeZone: brand.timeZone,
      businessType: brand.businessType,
      orderAhead: brand.orderAhead,
    },
    // Checked on the way out too: a row edited by hand must not reach a page half-valid.
    storeConfigs: servedConfigs(brandId, storeConfigsSchema.parse(brand.storeConfigs)),
    branches: branchRows.map((b) => ({
      id: b.id,
      name: b.name,
      address: {
        address: b.address,
        city: b.city,
        postalCode: b.postalCode,
        lat: b.lat,
        lng: b.lng,
      },
      phoneNumber: b.phoneNumber,
      menuId: b.menuId,
      openingHours: b.openingHours,
      closures: b.closures,
      ...(b.pickupMinimumOrder === null ? {} : { pickupMinimumOrder: b.pickupMinimumOrder }),
      ...(b.orderModes === null ? {} : { orderModes: b.orderModes }),
      ...(b.hiddenItems.length > 0 ? { hiddenItems: b.hiddenItems } : {}),
      ...(b.orderAhead === null ? {} : { orderAhead: b.orderAhead }),
      ...(b.closedUntilReopened && { closedUntilReopened: b.closedUntilReopened }),
    })),
    menus: menusOut,
  };
}
