import type { Menu, MenuItem, MenuSection } from "./storefront";

// Issue 16 item 3: a menu page's bytes must not grow with the menu. The page carries the first
// sections; the rest are drawn in the browser from the menu data it loads anyway (/api/branches)
// as the customer scrolls near them or picks their chip, and search covers the whole menu.

/** Items the page itself carries: a phone's first screens, and every menu of up to this size. */
export const FIRST_SCREEN_ITEMS = 48;

/** At most this many search results are shown; the count says how many there are. */
export const SEARCH_RESULTS_SHOWN = 30;

/** How many of the sections, from the first, the page carries: at least one, then while they fit. */
export function firstScreenSectionCount(sections: readonly MenuSection[]): number {
  let items = 0;
  let count = 0;
  for (const section of sections) {
    items += section.items.length;
    if (count > 0 && items > FIRST_SCREEN_ITEMS) break;
    count++;
  }
  return count;
}

/** Lower case, accents off ("Kue Lapis Légit" is found by "legit"), spaces collapsed. */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The items whose name or description holds every word of `query`, names matching first. */
export function searchMenu(menu: Menu, query: string): MenuItem[] {
  const words = searchable(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const inName: MenuItem[] = [];
  const inText: MenuItem[] = [];
  for (const item of menu.sections.flatMap((s) => s.items)) {
    const name = searchable(item.name);
    if (words.every((w) => name.includes(w))) inName.push(item);
    else if (words.every((w) => `${name} ${searchable(item.description)}`.includes(w)))
      inText.push(item);
  }
  return [...inName, ...inText];
}
