// Brands with large menus (issue 16: the bench's 500- and 2,000-item brands, the long menu of the
// browser tests), made from the mini test fixture: the same branch and settings, the menu grown to `items` items in sections
// of 25, each item with a name, a description and a price of its own.
import { fixtureCopy } from "./brand-files";

export const ITEMS_PER_SECTION = 25;

/** Writes the brand file of a `subdomain` brand with `items` menu items; returns its path. */
export function bigMenuBrand(subdomain: string, items: number): string {
  return fixtureCopy((brand) => {
    brand.brand.id = subdomain;
    brand.brand.subDomainName = subdomain;
    brand.brand.name = `Bench ${items}`;
    const image = brand.menus[0].sections[0].items[0].images;
    const sections = Math.ceil(items / ITEMS_PER_SECTION);
    brand.menus[0].sections = Array.from({ length: sections }, (_, s) => ({
      id: `section-${s + 1}`,
      name: `Section ${s + 1}`,
      items: Array.from(
        { length: Math.min(ITEMS_PER_SECTION, items - s * ITEMS_PER_SECTION) },
        (_, i) => {
          const n = s * ITEMS_PER_SECTION + i + 1;
          return {
            uid: `item-${n}`,
            name: `Kue nomor ${n}`,
            description: `Kue ${n}: lembut, manis, dibuat pagi ini di dapur kami.`,
            price: 10_000 + (n % 40) * 500,
            images: image,
          };
        },
      ),
    }));
  });
}
