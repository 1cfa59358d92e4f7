import { withSoldAt } from "./branch-offer";

// Editing a brand's menus in the owner console (issue 19 item 1): new ids for what the owner
// adds, moving rows, copying an item. Pure, so the console and its tests share them.

/** The id rule of the brand file (brand-config.ts idSchema): 1-64 of A-Z a-z 0-9 - _. */
const MAX_ID = 64;

/**
 * A new id from a name ("Kue Lapis Legit" → "kue-lapis-legit"), not one of `taken`: "-2", "-3" …
 * added as needed. A name with no letters or digits gives "item".
 */
export function newId(name: string, taken: ReadonlySet<string>, fallback = "item"): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, MAX_ID - 4)
      .replace(/-+$/, "") || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** `list` with the row at `from` moved to `to` (clamped to the list); a new array. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const at = Math.max(0, Math.min(out.length - 1, to));
  if (from < 0 || from >= out.length || at === from) return out;
  const [row] = out.splice(from, 1);
  out.splice(at, 0, row as T);
  return out;
}

/** Every item uid of a menu: an item's uid is unique within its menu (brand-config crossCheck). */
export function menuUids(menu: { sections: readonly { items: readonly { uid: string }[] }[] }) {
  return new Set(menu.sections.flatMap((s) => s.items.map((i) => i.uid)));
}

/**
 * A copy of `item` to add next to it: its own uid, `name` as given (the console's "… (copy)"),
 * hidden until the owner has checked it, so customers never see a half-made twin.
 */
export function copyOf<I extends { uid: string; name: string; hidden?: boolean | undefined }>(
  item: I,
  name: string,
  taken: ReadonlySet<string>,
): I {
  return { ...structuredClone(item), uid: newId(name, taken), name, hidden: true };
}

interface Branch {
  id: string;
  menuId: string;
  hiddenItems?: string[] | undefined;
}

/**
 * `document` without item `uid` of menu `menuId`: off its section, and out of every branch's
 * `hiddenItems` (the brand file refuses a branch hiding an item its menu lacks).
 */
export function withoutItem<
  D extends {
    menus: { id: string; sections: { items: { uid: string }[] }[] }[];
    branches: Branch[];
  },
>(document: D, menuId: string, uid: string): D {
  return {
    ...document,
    menus: document.menus.map((menu) =>
      menu.id !== menuId
        ? menu
        : {
            ...menu,
            sections: menu.sections.map((s) => ({
              ...s,
              items: s.items.filter((item) => item.uid !== uid),
            })),
          },
    ),
    branches: withSoldAt(document.branches, menuId, uid, () => true),
  };
}
