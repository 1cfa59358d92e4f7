import "server-only";
import { asc, eq } from "drizzle-orm";
import type { PromotionChoices } from "@/contract/owner-promotions";
import { getDb } from "../db/client";
import { branches, menuItems, menuSections } from "../db/schema";

// What a promotion (or a loyalty reward) may name: the brand's branches, and the sections and items
// of its menus. A section or an item on several menus (the same id) is one choice, by the first
// name found, in the menus' order.

export async function promotionChoices(brandId: string): Promise<PromotionChoices> {
  const { db } = await getDb();
  const [branchRows, sectionRows, itemRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.brandId, brandId))
      .orderBy(asc(branches.position)),
    db
      .select({ id: menuSections.id, name: menuSections.name })
      .from(menuSections)
      .where(eq(menuSections.brandId, brandId))
      .orderBy(asc(menuSections.position), asc(menuSections.menuId)),
    db
      .select({ id: menuItems.uid, name: menuItems.name, sectionId: menuItems.sectionId })
      .from(menuItems)
      .where(eq(menuItems.brandId, brandId))
      .orderBy(asc(menuItems.position), asc(menuItems.menuId)),
  ]);
  const once = <T extends { id: string }>(rows: T[]): T[] => {
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
  };
  return { branches: branchRows, sections: once(sectionRows), items: once(itemRows) };
}
