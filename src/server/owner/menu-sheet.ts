import "server-only";
import type { SavedRevision } from "@/contract/owner";
import type { MenuImportPreview } from "@/contract/owner-menu-sheet";
import type { StaffRole } from "@/domain/auth";
import type { BrandDocument } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import { LOCALES } from "@/domain/locale";
import { brandProblemsByRow, importCounts, planImport } from "@/domain/menu-import";
import type { SheetColumn, SheetWords } from "@/domain/menu-sheet";
import { menuSheet, readHeader, SHEET_COLUMNS, templateSheet } from "@/domain/menu-sheet";
import enWords from "@/i18n/server/en/menu-sheet.json";
import idWords from "@/i18n/server/id/menu-sheet.json";
import type { SignedIn } from "../auth/sessions";
import { canonicalDocument } from "../brands/revisions";
import type { BrandRef } from "../brands/resolve";
import { AppError } from "../errors";
import { ownerBrand, saveFromConsole } from "./console";
import { sheetFile, sheetRows } from "./menu-sheet-file";

// The menu in bulk (issue 35 item 5, docs/owner.md "Menu in bulk"): export, template, and an
// import previewed before it is saved. The rules are the domain's (menu-sheet.ts, menu-import.ts);
// here the brand is loaded, the file read, and the import saved through the console's own save
// (console.ts saveFromConsole): the same checks, one revision, the same stale-base refusal.

/** The sheet's words by language (src/i18n/server/{lang}/menu-sheet.json). */
const WORDS: Record<Locale, SheetWords & { example: Record<SheetColumn, string> }> = {
  en: enWords,
  id: idWords,
};
/** The import reads column names and yes/no in every language, the owner's first. */
const languages = (lang: Locale) => [
  WORDS[lang],
  ...LOCALES.filter((l) => l !== lang).map((l) => WORDS[l]),
];

/** Cells written as numbers in an XLSX: the price and the notice. */
const NUMBERS = new Set([SHEET_COLUMNS.indexOf("price"), SHEET_COLUMNS.indexOf("noticeHours")]);

async function menuOf(brand: BrandRef, menuId: string) {
  const owned = await ownerBrand(brand);
  if (!owned.document.menus.some((m) => m.id === menuId)) throw new AppError("MENU_NOT_FOUND");
  return owned;
}

export async function exportMenu(
  brand: BrandRef,
  menuId: string,
  format: "csv" | "xlsx",
  lang: Locale,
) {
  const { document } = await menuOf(brand, menuId);
  return sheetFile(
    `${brand.id}-${menuId}-menu`,
    format,
    menuSheet(document, menuId, WORDS[lang]),
    NUMBERS,
  );
}

export async function menuTemplate(
  brand: BrandRef,
  menuId: string,
  format: "csv" | "xlsx",
  lang: Locale,
) {
  await menuOf(brand, menuId);
  const words = WORDS[lang];
  return sheetFile(`menu-template-${lang}`, format, templateSheet(words, words.example), new Set());
}

/** What importing `bytes` into menu `menuId` would do, and the document it would save. */
async function plan(brand: BrandRef, menuId: string, bytes: Uint8Array, lang: Locale) {
  const rows = await sheetRows(bytes);
  const { revision, document } = await menuOf(brand, menuId);
  const [header = [], ...body] = rows;
  const read = readHeader(header, languages(lang));
  if (!read.ok) {
    const missing = read.missing.map((column) => WORDS[lang].columns[column]);
    throw new AppError("SHEET_COLUMNS_MISSING", `The file has no column ${missing.join(", ")}.`, {
      details: { missing },
    });
  }
  const planned = planImport(document, menuId, read.columns, body, languages(lang));
  // The brand's own rules over the whole result (a section's 500 items, …), placed on the rows.
  const checked = canonicalDocument(planned.document);
  const problems = [
    ...planned.problems,
    ...(checked.ok
      ? []
      : brandProblemsByRow(planned.document, menuId, checked.problems, planned.rowOfUid)),
  ];
  const preview: MenuImportPreview = {
    base: revision,
    columns: WORDS[lang].columns,
    rows: planned.rows,
    problems,
    counts: importCounts(planned.rows),
    untouched: planned.untouched,
    ignored: read.ok ? read.ignored : [],
  };
  return { preview, document: planned.document };
}

export async function previewImport(
  brand: BrandRef,
  menuId: string,
  bytes: Uint8Array,
  lang: Locale,
): Promise<MenuImportPreview> {
  return (await plan(brand, menuId, bytes, lang)).preview;
}

/**
 * Imports `bytes` into menu `menuId` as the brand's next revision made from `base`: refused whole
 * (MENU_IMPORT_INVALID, the preview's problems) when any row has a problem.
 */
export async function importMenu(
  brand: BrandRef,
  role: StaffRole,
  signedIn: SignedIn,
  menuId: string,
  bytes: Uint8Array,
  base: number,
  lang: Locale,
): Promise<SavedRevision> {
  const { preview, document } = await plan(brand, menuId, bytes, lang);
  if (preview.problems.length > 0)
    throw new AppError("MENU_IMPORT_INVALID", undefined, {
      details: { problems: preview.problems },
    });
  return saveFromConsole(brand, role, signedIn, {
    base,
    document: document satisfies BrandDocument,
  });
}
