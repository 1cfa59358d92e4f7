"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { MenuImportPreview } from "@/contract/owner-menu-sheet";
import type { Locale } from "@/domain/locale";
import { MAX_SHEET_BYTES } from "@/domain/menu-sheet";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { download } from "@/ui/download";
import { notify } from "@/ui/toasts";
import type { Stale } from "../save-brand";
import { useReloadOwner, useStale } from "../save-brand";
import { FilePicker } from "./file-picker";
import { ImportPreview } from "./import-preview";
import type { SheetFormat } from "./menu-sheet-api";
import { menuSheetApi } from "./menu-sheet-api";

/**
 * Issue 35 item 5: a menu's items from and to a spreadsheet. Export and the template download at
 * once; an imported file is first read by the server and shown row by row with its problems
 * (ImportPreview), and saved as one revision only when the owner confirms it.
 */
export function MenuBulk({ menuId, currency }: { menuId: string; currency: string }) {
  const t = useTranslations("ownerMenuSheet");
  const lang = useLocale() as Locale;
  const id = useId();
  const errorText = useErrorText();
  const errors = useTranslations("errors");
  const reload = useReloadOwner();
  const stale = useStale((s) => s.stale);
  const setStale = useStale((s) => s.set);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<MenuImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  /** The refusal of a file, said under its button: the columns it lacks named. */
  const refusal = (error: unknown) => {
    const missing = apiError(error).details.missing;
    return Array.isArray(missing)
      ? `${errorText(error)} (${missing.join(", ")})`
      : errorText(error);
  };
  const reading = useMutation({
    mutationFn: (chosen: File) => menuSheetApi.preview(menuId, chosen, lang),
    onMutate: (chosen) => {
      setFile(chosen);
      setFileError(null);
    },
    onSuccess: setPreview,
    onError: (error) => {
      setPreview(null);
      setFileError(refusal(error));
    },
  });
  const importing = useMutation({
    mutationFn: ({ chosen, base }: { chosen: File; base: number }) =>
      menuSheetApi.import(menuId, chosen, base, lang),
    onSuccess: async (saved) => {
      notify("success", saved.unchanged ? t("preview.nothing") : t("preview.imported"));
      await reload();
      setPreview(null);
    },
    onError: (error, { chosen }) => {
      const failed = apiError(error);
      if (failed.reasonCode === "REVISION_STALE") {
        setPreview(null);
        setStale(failed.details.revision as Stale);
        return;
      }
      notify("error", errorText(error));
      // The rows changed under the preview (another save): read the file again.
      if (failed.reasonCode === "MENU_IMPORT_INVALID") reading.mutate(chosen);
    },
  });
  const save = useMutation({
    mutationFn: async ({ what, format }: { what: "export" | "template"; format: SheetFormat }) => {
      const blob = await menuSheetApi[what](menuId, format, lang);
      download(blob, what === "export" ? `menu-${menuId}.${format}` : `menu-template.${format}`);
    },
    onError: (error) => notify("error", errorText(error)),
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    // Said at once, rather than after sending a file the server would refuse unread.
    if (chosen.size > MAX_SHEET_BYTES) {
      setPreview(null);
      setFileError(errors("SHEET_TOO_LARGE"));
    } else reading.mutate(chosen);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-neutral-200 p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-sm text-neutral-700">{t("hint")}</p>
      <FilePicker
        id={`${id}-file`}
        label={reading.isPending ? t("reading") : t("import")}
        disabled={reading.isPending}
        error={fileError}
        onChoose={choose}
      />
      <Downloads
        label={t("export")}
        names={[t("exportCsv"), t("exportXlsx")]}
        disabled={save.isPending}
        onPick={(format) => save.mutate({ what: "export", format })}
      />
      <Downloads
        label={t("template")}
        names={[t("templateCsv"), t("templateXlsx")]}
        disabled={save.isPending}
        onPick={(format) => save.mutate({ what: "template", format })}
      />
      <Dialog
        open={preview !== null && !stale}
        onClose={() => setPreview(null)}
        title={t("preview.title")}
        size="page"
      >
        {preview && file && (
          <ImportPreview
            preview={preview}
            fileName={file.name}
            currency={currency}
            importing={importing.isPending}
            reading={reading.isPending}
            onConfirm={() => importing.mutate({ chosen: file, base: preview.base })}
            onChooseAgain={choose}
            onCancel={() => setPreview(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

/** A download offered as CSV and as XLSX: its words, then a button for each. */
function Downloads({
  label,
  names,
  disabled,
  onPick,
}: {
  label: string;
  /** Each button's full name, for a screen reader ("Export this menu as CSV"). */
  names: [string, string];
  disabled: boolean;
  onPick: (format: SheetFormat) => void;
}) {
  const t = useTranslations("ownerMenuSheet");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 flex-1 text-sm font-medium">{label}</span>
      <Button
        variant="outlined"
        disabled={disabled}
        aria-label={names[0]}
        onClick={() => onPick("csv")}
      >
        {t("csv")}
      </Button>
      <Button
        variant="outlined"
        disabled={disabled}
        aria-label={names[1]}
        onClick={() => onPick("xlsx")}
      >
        {t("xlsx")}
      </Button>
    </div>
  );
}
