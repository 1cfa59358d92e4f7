// The menu in bulk (issue 35 item 5, docs/owner.md "Menu in bulk"): a menu's items exported as a
// spreadsheet (CSV or XLSX), a template of the same columns, and an import of such a file: first
// previewed with every row's problems, then saved as one revision when the owner confirms.
import { z } from "zod";
import { LOCALES } from "@/domain/locale";
import type { ImportRow, RowProblem } from "@/domain/menu-import";
import type { SheetColumn } from "@/domain/menu-sheet";
import type { ErrorCode } from "@/domain/errors";
import { endpoint, PRIVATE, returns } from "./endpoint";
import type { SavedRevision } from "./owner";
import { routes } from "./routes";

/** What an import would do, answered before anything is saved. */
export interface MenuImportPreview {
  /** The revision the preview was made from: the import sends it back as `base`. */
  base: number;
  /** The file's columns as named in `lang` (the preview names cells by them). */
  columns: Record<SheetColumn, string>;
  rows: ImportRow[];
  /** Every problem, by row and column; a row of null is the file's as a whole. */
  problems: RowProblem[];
  counts: { add: number; change: number; same: number; invalid: number };
  /** Items of the menu no row names: they stay as they are. */
  untouched: number;
  /** Columns of the file the import does not read, as written. */
  ignored: string[];
}

/** The language of the file's column names and yes/no words (without it: the request's). */
const lang = z.enum(LOCALES).optional();
const format = z.enum(["csv", "xlsx"], { error: "must be csv or xlsx" }).default("csv");

const FILE_ERRORS = [
  "MENU_NOT_FOUND",
  "LENGTH_REQUIRED",
  "SHEET_TOO_LARGE",
  "SHEET_UNREADABLE",
  "SHEET_TOO_MANY_ROWS",
  "SHEET_COLUMNS_MISSING",
] as const satisfies readonly ErrorCode[];

const FILE =
  "The file is multipart/form-data field `file`: CSV (`,`, `;` or tab between cells, UTF-8, a byte order mark or none) or XLSX (its first sheet), at most 1 MB and 1000 rows, a header row first (docs/owner.md, Menu in bulk). SHEET_COLUMNS_MISSING names the missing columns in `details.missing`.";

export const menuImportPreview = endpoint(routes.owner.menuImportPreview, {
  summary: `What importing the file into menu {menuId} would do: every row with its problems (row, column, code) and what it adds, changes or leaves; nothing is saved. ${FILE}`,
  query: z.strictObject({ lang }),
  data: returns<MenuImportPreview>("MenuImportPreview"),
  errors: FILE_ERRORS,
});

export const menuImport = endpoint(routes.owner.menuImport, {
  summary: `Import the file into menu {menuId} as one new revision made from \`base\` (the preview's). Refused whole with 400 MENU_IMPORT_INVALID (details.problems, as the preview's) when any row has a problem. ${FILE}`,
  query: z.strictObject({ base: z.coerce.number().int().min(0).max(2_147_483_647), lang }),
  data: returns<SavedRevision>("SavedRevision"),
  errors: [...FILE_ERRORS, "MENU_IMPORT_INVALID", "REVISION_STALE", "BRAND_INVALID"],
});

export const menuExport = endpoint(routes.owner.menuExport, {
  summary:
    "Menu {menuId}'s items as a spreadsheet (`format` csv, the default, or xlsx) in the import's columns, named in `lang`.",
  query: z.strictObject({ format, lang }),
  data: returns<Blob>("SheetFile"),
  cache: PRIVATE,
  errors: ["MENU_NOT_FOUND"],
});

export const menuTemplate = endpoint(routes.owner.menuTemplate, {
  summary:
    "The import's columns, named in `lang`, and an example row, as a spreadsheet (`format` csv or xlsx), for menu {menuId}.",
  query: z.strictObject({ format, lang }),
  data: returns<Blob>("SheetFile"),
  cache: PRIVATE,
  errors: ["MENU_NOT_FOUND"],
});
