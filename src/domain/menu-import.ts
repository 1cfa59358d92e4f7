import { withSoldAt } from "./branch-offer";
import { menuUids, newId } from "./menu-edit";
import type { MoneyProblem } from "./money-input";
import { isBigChange, parseMoneyInput } from "./money-input";
import type { SheetBrand, SheetColumn, SheetWords } from "./menu-sheet";
import { looseKey, readYesNo, SHEET_COLUMNS } from "./menu-sheet";
import { DEFAULT_ORDER_AHEAD } from "./slots";

// Importing a menu's items from a sheet (issue 35 item 5, docs/owner.md "Menu in bulk"): every row
// read and checked, each problem named by row and column, and what the rows would do to the menu
// (add, change, leave as is). Nothing is saved here: the server saves the document only when no
// row has a problem. An import adds and changes items; it never deletes one (a row left out of
// the file keeps its item), so a sheet of new cakes cannot wipe the menu.

/** Why a cell cannot be imported; each has words in the ownerMenuSheet catalog. */
export type RowProblemCode =
  | "needsSection"
  | "needsName"
  | "needsPrice"
  | "tooLong"
  | MoneyProblem
  | "noticeHours"
  | "noticeBeyondAhead"
  | "yesNo"
  | "unknownBranch"
  | "badId"
  | "duplicateRow"
  | "sameName"
  /** The brand's own rules refused what the row makes (`message`, in English). */
  | "brand";

export interface RowProblem {
  /** The row's number in the spreadsheet (the header is row 1); null: the file as a whole. */
  row: number | null;
  column: SheetColumn | null;
  code: RowProblemCode;
  /** The most a cell may hold (characters, hours), for `tooLong` and `noticeBeyondAhead`. */
  max?: number;
  /** The part of the cell that is wrong (`unknownBranch`). */
  value?: string;
  /** The earlier row of the same item (`duplicateRow`). */
  otherRow?: number;
  message?: string;
}

export type RowAction = "add" | "change" | "same";

/** What a row does: to which item, and (when it has no problem) how. */
export interface ImportRow {
  row: number;
  id: string;
  section: string;
  name: string;
  /** The price as read, null when it could not be. */
  price: number | null;
  /** Null when the row has a problem. */
  action: RowAction | null;
  changed: SheetColumn[];
  /** The saved price, when the row changes it by more than tenfold (a likely slip). */
  priceBefore?: number;
}

export interface ImportPlan<D> {
  rows: ImportRow[];
  problems: RowProblem[];
  /** Items of the menu no row names: they stay as they are. */
  untouched: number;
  /** The brand with every row without a problem applied: saved only when `problems` is empty. */
  document: D;
  /** The row of each item a row names, by uid (to place the brand's own problems). */
  rowOfUid: Map<string, number>;
}

const MAX: Partial<Record<SheetColumn, number>> = { section: 120, name: 120, description: 2000 };
const MAX_NOTICE = 61 * 24; // brand-config.ts MAX_LEAD_TIME_HOURS
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

type Item = SheetBrand["menus"][number]["sections"][number]["items"][number];

/**
 * A cell as typed: trimmed, and without the apostrophe an export puts before text a spreadsheet
 * would take for a formula (order-export.ts csvCell).
 */
const cellText = (cell: string | undefined) => {
  const text = (cell ?? "").trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

/**
 * What importing `rows` (the sheet's rows after its header; `columns` says what each cell holds)
 * into menu `menuId` of `brand` would do. Row numbers count the header as row 1; empty rows are
 * skipped.
 */
export function planImport<D extends SheetBrand>(
  brand: D,
  menuId: string,
  columns: readonly (SheetColumn | null)[],
  rows: readonly (readonly string[])[],
  languages: readonly SheetWords[],
): ImportPlan<D> {
  const document = structuredClone(brand);
  const menu = document.menus.find((m) => m.id === menuId);
  if (!menu) throw new Error(`No menu ${menuId}`);
  const currency = brand.brand.currency;
  const reach = (brand.brand.orderAhead?.daysAhead ?? DEFAULT_ORDER_AHEAD.daysAhead) * 24;
  const branches = brand.branches.filter((b) => b.menuId === menuId);
  const before = new Map<string, { item: Item; section: string }>();
  const byName = new Map<string, string[]>();
  for (const section of menu.sections)
    for (const item of section.items) {
      before.set(item.uid, { item: structuredClone(item), section: section.id });
      const key = looseKey(item.name);
      byName.set(key, [...(byName.get(key) ?? []), item.uid]);
    }
  const taken = menuUids(menu);
  const rowOfUid = new Map<string, number>();
  const newNames = new Map<string, number>();
  const problems: RowProblem[] = [];
  const out: ImportRow[] = [];
  const has = (column: SheetColumn) => columns.includes(column);

  rows.forEach((cells, k) => {
    const row = k + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    const cell = (column: SheetColumn) => cellText(cells[columns.indexOf(column)]);
    const found: RowProblem[] = [];
    const problem = (column: SheetColumn, code: RowProblemCode, more: Partial<RowProblem> = {}) =>
      found.push({ row, column, code, ...more });

    const sectionName = cell("section");
    const name = cell("name");
    const description = cell("description");
    if (!sectionName) problem("section", "needsSection");
    if (!name) problem("name", "needsName");
    for (const column of ["section", "name", "description"] as const)
      if (cell(column).length > MAX[column]!) problem(column, "tooLong", { max: MAX[column] });

    const reading = parseMoneyInput(cell("price"), currency);
    let price: number | null = null;
    if (reading.kind === "amount") price = reading.amount;
    else if (reading.kind === "empty" || reading.problem === "negative")
      problem("price", "needsPrice");
    else problem("price", reading.problem);

    let notice: number | undefined;
    if (has("noticeHours")) {
      const text = cell("noticeHours") || "0";
      if (!/^\d{1,4}$/.test(text) || Number(text) > MAX_NOTICE)
        problem("noticeHours", "noticeHours", { max: MAX_NOTICE });
      else if (Number(text) > reach) problem("noticeHours", "noticeBeyondAhead", { max: reach });
      else notice = Number(text);
    }

    const shown = has("shown") ? readYesNo(cell("shown"), languages) : undefined;
    if (shown === null) problem("shown", "yesNo");

    let soldAt: Set<string> | undefined;
    if (has("soldAt")) {
      const text = cell("soldAt");
      soldAt = new Set(text === "" ? branches.map((b) => b.id) : []);
      if (text !== "" && text !== "-")
        for (const part of text
          .split(/[;,]/)
          .map((p) => p.trim())
          .filter(Boolean)) {
          const branch = branches.find((b) => b.id === part || looseKey(b.name) === looseKey(part));
          if (branch) soldAt.add(branch.id);
          else problem("soldAt", "unknownBranch", { value: part });
        }
    }

    // Which item the row is: by its id, else by its name on the menu, else a new one.
    const id = cell("id");
    let uid: string | null = null;
    if (id && !ID.test(id)) problem("id", "badId");
    else if (id) uid = id;
    else if (name) {
      const same = byName.get(looseKey(name)) ?? [];
      if (same.length > 1) problem("name", "sameName");
      else uid = same[0] ?? null;
    }
    const existing = uid !== null && before.has(uid);
    const earlier = uid !== null ? rowOfUid.get(uid) : newNames.get(looseKey(name));
    if (earlier !== undefined && (uid !== null || name))
      problem(id ? "id" : "name", "duplicateRow", { otherRow: earlier });

    const shownRow = {
      row,
      id: uid ?? "",
      section: sectionName,
      name,
      price,
      changed: [] as SheetColumn[],
    };
    if (found.length > 0) {
      problems.push(...found);
      out.push({ ...shownRow, action: null });
      return;
    }

    if (!existing) {
      uid ??= newId(name, taken);
      newNames.set(looseKey(name), row);
    }
    taken.add(uid!);
    rowOfUid.set(uid!, row);
    const target = sectionFor(menu, sectionName);
    const fields = {
      name,
      description: has("description") ? description : undefined,
      price: price!,
      leadTimeHours: notice,
      hidden: shown === undefined ? undefined : !shown,
    };

    if (!existing) {
      const item = {
        uid: uid!,
        name,
        description: fields.description ?? "",
        price: price!,
        images: [],
        leadTimeHours: notice ?? 0,
        optionGroups: [],
        ...(fields.hidden ? { hidden: true } : {}),
      } as Item;
      target.items.push(item);
      if (soldAt)
        document.branches = withSoldAt(document.branches, menuId, uid!, (b) => soldAt.has(b));
      out.push({ ...shownRow, id: uid!, action: "add" });
      return;
    }

    const old = before.get(uid!)!;
    const from = menu.sections.find((s) => s.items.some((i) => i.uid === uid))!;
    const item = from.items.find((i) => i.uid === uid)!;
    const changed: SheetColumn[] = [];
    if (target !== from || old.section !== target.id) changed.push("section");
    if (item.name !== name) changed.push("name");
    if (fields.description !== undefined && item.description !== fields.description)
      changed.push("description");
    if (item.price !== price) changed.push("price");
    if (notice !== undefined && item.leadTimeHours !== notice) changed.push("noticeHours");
    if (fields.hidden !== undefined && Boolean(item.hidden) !== fields.hidden)
      changed.push("shown");
    if (soldAt) {
      const sold = branches.filter((b) => !b.hiddenItems?.includes(uid!)).map((b) => b.id);
      if (sold.length !== soldAt.size || sold.some((b) => !soldAt.has(b))) changed.push("soldAt");
      document.branches = withSoldAt(document.branches, menuId, uid!, (b) => soldAt.has(b));
    }
    item.name = name;
    item.price = price!;
    if (fields.description !== undefined) item.description = fields.description;
    if (notice !== undefined) item.leadTimeHours = notice;
    if (fields.hidden === true) item.hidden = true;
    if (fields.hidden === false) delete item.hidden;
    if (target !== from) {
      from.items.splice(from.items.indexOf(item), 1);
      target.items.push(item);
    }
    out.push({
      ...shownRow,
      action: changed.length > 0 ? "change" : "same",
      changed: SHEET_COLUMNS.filter((c) => changed.includes(c)),
      ...(isBigChange(old.item.price, price!) ? { priceBefore: old.item.price } : {}),
    });
  });

  const untouched = [...before.keys()].filter((uid) => !rowOfUid.has(uid)).length;
  return { rows: out, problems, untouched, document, rowOfUid };
}

/** The section named `name` (or with that id), loosely; a new one at the menu's foot if none. */
function sectionFor(menu: SheetBrand["menus"][number], name: string) {
  const key = looseKey(name);
  const found = menu.sections.find((s) => looseKey(s.name) === key || s.id === name);
  if (found) return found;
  const ids = new Set(menu.sections.map((s) => s.id));
  const section = { id: newId(name, ids, "section"), name, items: [] };
  menu.sections.push(section);
  return section;
}

/** An item field's column in the sheet (the brand's paths name fields, the sheet columns). */
const COLUMN_OF: Record<string, SheetColumn> = {
  uid: "id",
  name: "name",
  description: "description",
  price: "price",
  leadTimeHours: "noticeHours",
  hidden: "shown",
};

/**
 * The brand's own problems with the imported `document` (checkBrandDocument's, by JSON path) said
 * by row and column: a problem under an item of menu `menuId` a row names goes to that row; any
 * other to the file as a whole.
 */
export function brandProblemsByRow(
  document: SheetBrand,
  menuId: string,
  found: readonly { path: string; message: string }[],
  rowOfUid: ReadonlyMap<string, number>,
): RowProblem[] {
  const m = document.menus.findIndex((menu) => menu.id === menuId);
  return found.map(({ path, message }) => {
    const at = /^\$\.menus\[(\d+)\]\.sections\[(\d+)\]\.items\[(\d+)\](?:\.(\w+))?/.exec(path);
    const uid =
      at && Number(at[1]) === m
        ? document.menus[m]?.sections[Number(at[2])]?.items[Number(at[3])]?.uid
        : undefined;
    const row = uid !== undefined ? (rowOfUid.get(uid) ?? null) : null;
    const column = row !== null && at?.[4] ? (COLUMN_OF[at[4]] ?? null) : null;
    return { row, column, code: "brand", message };
  });
}

/** How many rows add, change and leave items as they are, and how many have problems. */
export function importCounts(rows: readonly ImportRow[]) {
  const count = (action: RowAction | null) => rows.filter((r) => r.action === action).length;
  return { add: count("add"), change: count("change"), same: count("same"), invalid: count(null) };
}
