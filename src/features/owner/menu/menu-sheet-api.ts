import { consoleRoutes } from "@/contract/routes-console";
import type { Locale } from "@/domain/locale";
import { call } from "@/features/api/client";

// The menu in bulk's calls (issue 35 item 5), on the owner's session cookie. `lang` is the
// language the console is shown in: the file's column names and yes/no words.

const form = (file: File) => {
  const body = new FormData();
  body.append("file", file);
  return body;
};

export type SheetFormat = "csv" | "xlsx";

export const menuSheetApi = {
  preview: (menuId: string, file: File, lang: Locale) =>
    call(consoleRoutes.owner.menuImportPreview, {
      params: { menuId },
      query: { lang },
      form: form(file),
    }),
  import: (menuId: string, file: File, base: number, lang: Locale) =>
    call(consoleRoutes.owner.menuImport, {
      params: { menuId },
      query: { base, lang },
      form: form(file),
    }),
  export: (menuId: string, format: SheetFormat, lang: Locale) =>
    call(consoleRoutes.owner.menuExport, {
      params: { menuId },
      query: { format, lang },
      fresh: true,
    }),
  template: (menuId: string, format: SheetFormat, lang: Locale) =>
    call(consoleRoutes.owner.menuTemplate, {
      params: { menuId },
      query: { format, lang },
      fresh: true,
    }),
};
