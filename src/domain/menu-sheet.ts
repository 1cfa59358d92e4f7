import { sellsItem } from "./branch-offer";

// A menu as a spreadsheet (issue 35 item 5, docs/owner.md "Menu in bulk"): one row per item, the
// columns below in this order, their names in the owner's language. The import reads the names in
// either language (and without spaces, case or punctuation), so a file exported in Bahasa
// Indonesia imports in an English console. Options and photos stay out of the sheet: an item
// matched by its id or name keeps its own.

export const SHEET_COLUMNS = [
  "id",
  "section",
  "name",
  "description",
  "price",
  "noticeHours",
  "shown",
  "soldAt",
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** The columns a file must have; the others, when absent, leave what they hold as it is. */
export const REQUIRED_COLUMNS: readonly SheetColumn[] = ["section", "name", "price"];

/** The largest file read, and the most item rows in it (a menu holds 100 sections of 500). */
export const MAX_SHEET_BYTES = 1024 * 1024;
export const MAX_SHEET_ROWS = 1000;

/** A sheet's words in one language: its column names (and other spellings), yes and no. */
export interface SheetWords {
  columns: Record<SheetColumn, string>;
  /** More names a column is known by ("harga jual", "lead time"). */
  aliases: Partial<Record<SheetColumn, string[]>>;
  yes: string[];
  no: string[];
}

/** A header or a word as compared: lower case, letters and digits only ("Notice (hours)" → "noticehours"). */
export const looseKey = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

export type HeaderReading =
  | {
      ok: true;
      /** The column each cell of a row holds, by position (null: a column the import ignores). */
      columns: (SheetColumn | null)[];
      /** Names in the header that are none of ours, as written. */
      ignored: string[];
    }
  | { ok: false; missing: SheetColumn[] };

/** Which column each header cell names, in any of `languages`; the first of a repeated name counts. */
export function readHeader(
  header: readonly string[],
  languages: readonly SheetWords[],
): HeaderReading {
  const known = new Map<string, SheetColumn>();
  for (const words of languages)
    for (const column of SHEET_COLUMNS)
      for (const name of [words.columns[column], ...(words.aliases[column] ?? [])])
        known.set(looseKey(name), column);
  const seen = new Set<SheetColumn>();
  const ignored: string[] = [];
  const columns = header.map((cell) => {
    const column = known.get(looseKey(cell));
    if (!column || seen.has(column)) {
      if (cell.trim()) ignored.push(cell.trim());
      return null;
    }
    seen.add(column);
    return column;
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  return missing.length > 0 ? { ok: false, missing } : { ok: true, columns, ignored };
}

/** Whether a cell says yes (true), no (false), or neither (null); empty is yes. */
export function readYesNo(cell: string, languages: readonly SheetWords[]): boolean | null {
  const key = looseKey(cell);
  if (key === "" || key === "true" || key === "1") return true;
  if (key === "false" || key === "0") return false;
  for (const words of languages) {
    if (words.yes.some((w) => looseKey(w) === key)) return true;
    if (words.no.some((w) => looseKey(w) === key)) return false;
  }
  return null;
}

/** What the sheet reads of a brand: its menus, the branches that sell them, its currency. */
export interface SheetBrand {
  brand: { currency: string; orderAhead?: { daysAhead: number } | undefined };
  menus: {
    id: string;
    sections: {
      id: string;
      name: string;
      items: {
        uid: string;
        name: string;
        description: string;
        price: number;
        leadTimeHours: number;
        hidden?: boolean | undefined;
      }[];
    }[];
  }[];
  branches: { id: string; name: string; menuId: string; hiddenItems?: string[] | undefined }[];
}

/**
 * A cell's text as the file holds it: a price as a plain number (`350000`, read back by
 * parseMoneyInput in any spreadsheet's language), `soldAt` empty when every branch of the menu
 * sells the item, else the ids of those that do, `;`-separated (`-` for none).
 */
export function itemRow(
  brand: SheetBrand,
  menuId: string,
  section: string,
  item: SheetBrand["menus"][number]["sections"][number]["items"][number],
  words: SheetWords,
): Record<SheetColumn, string> {
  const branches = brand.branches.filter((b) => b.menuId === menuId);
  const selling = branches.filter((b) => sellsItem(b, item.uid));
  return {
    id: item.uid,
    section,
    name: item.name,
    description: item.description,
    price: String(item.price),
    noticeHours: String(item.leadTimeHours),
    shown: item.hidden ? words.no[0]! : words.yes[0]!,
    soldAt:
      selling.length === branches.length
        ? ""
        : selling.length === 0
          ? "-"
          : selling.map((b) => b.id).join("; "),
  };
}

/** The rows of menu `menuId` as a sheet: its header in `words`, then an item a row, in order. */
export function menuSheet(brand: SheetBrand, menuId: string, words: SheetWords): string[][] {
  const menu = brand.menus.find((m) => m.id === menuId);
  const rows = (menu?.sections ?? []).flatMap((section) =>
    section.items.map((item) => {
      const row = itemRow(brand, menuId, section.name, item, words);
      return SHEET_COLUMNS.map((column) => row[column]);
    }),
  );
  return [SHEET_COLUMNS.map((column) => words.columns[column]), ...rows];
}

/** The template: the header and one example row, written as an owner would (`25.000`). */
export function templateSheet(words: SheetWords, example: Record<SheetColumn, string>): string[][] {
  return [
    SHEET_COLUMNS.map((column) => words.columns[column]),
    SHEET_COLUMNS.map((column) => example[column]),
  ];
}
