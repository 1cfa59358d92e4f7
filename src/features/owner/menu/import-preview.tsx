"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { MenuImportPreview } from "@/contract/owner-menu-sheet";
import type { ImportRow, RowProblem } from "@/domain/menu-import";
import { formatMoney } from "@/domain/money";
import type { MoneyProblem } from "@/domain/money-input";
import { Button } from "@/ui/button";
import { useMoneyProblem } from "@/ui/money-input";
import { FilePicker } from "./file-picker";

const MONEY: readonly string[] = ["notAmount", "negative", "decimals", "groups", "tooLarge"];
const badge = "shrink-0 rounded-lg px-2 py-0.5 text-xs font-semibold";
const LOOK = {
  add: "bg-green-100 text-green-900",
  change: "bg-sky-100 text-sky-900",
  same: "bg-neutral-200 text-neutral-800",
  problem: "bg-red-100 text-red-900",
} as const;

/** A row problem in the owner's words. */
function useProblemText(currency: string) {
  const t = useTranslations("ownerMenuSheet.problems");
  const moneyProblem = useMoneyProblem();
  return (p: RowProblem) =>
    MONEY.includes(p.code)
      ? moneyProblem(p.code as MoneyProblem, currency)
      : t(p.code as Exclude<RowProblem["code"], MoneyProblem>, {
          max: p.max ?? 0,
          value: p.value ?? "",
          row: p.otherRow ?? 0,
          message: p.message ?? "",
        });
}

/**
 * What an import would do, before anything is saved (issue 35 item 5): the counts, the rows that
 * need fixing first (each problem by column), then every other row with what it adds or changes.
 * Import is offered only when no row has a problem; another file can be chosen at once.
 */
export function ImportPreview({
  preview,
  fileName,
  currency,
  importing,
  reading,
  onConfirm,
  onChooseAgain,
  onCancel,
}: {
  preview: MenuImportPreview;
  fileName: string;
  currency: string;
  importing: boolean;
  reading: boolean;
  onConfirm: () => void;
  onChooseAgain: (file: File | undefined) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("ownerMenuSheet.preview");
  const tt = useTranslations("ownerMenuSheet");
  const id = useId();
  const problemText = useProblemText(currency);
  const { counts, problems, rows, columns } = preview;
  const ofRow = (row: number | null) => problems.filter((p) => p.row === row);
  const general = ofRow(null);
  const bad = rows.filter((r) => r.action === null);
  const good = rows.filter((r) => r.action !== null);
  const blocked = problems.length > 0;
  // While blocked, the rows to fix count too: what the button would import once they are fixed.
  const toImport = counts.add + counts.change + (blocked ? counts.invalid : 0);
  const said = (p: RowProblem) =>
    tt("at", {
      row: p.row === null ? t("fileProblems") : t("row", { row: p.row }),
      column: p.column ? columns[p.column] : "",
      problem: problemText(p),
    });

  return (
    <div className="space-y-4">
      <div className="space-y-1 text-sm">
        <p className="text-neutral-700">{t("file", { name: fileName })}</p>
        <p className="font-semibold">{t("counts", counts)}</p>
        {preview.untouched > 0 && <p>{t("untouched", { count: preview.untouched })}</p>}
        {preview.ignored.length > 0 && (
          <p>{t("ignored", { columns: preview.ignored.join(", ") })}</p>
        )}
      </div>
      {blocked && (
        <p role="alert" className="rounded-2xl border border-red-700 bg-red-50 p-3 text-sm">
          {t("invalid", { count: Math.max(bad.length, 1) })}
        </p>
      )}
      {general.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {general.map((p, k) => (
            <li key={k}>{said(p)}</li>
          ))}
        </ul>
      )}
      <ul
        aria-label={t("title")}
        className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200"
      >
        {[...bad, ...good].map((row) => (
          <PreviewRow
            key={row.row}
            row={row}
            currency={currency}
            columns={columns}
            problems={ofRow(row.row).map((p) =>
              p.column ? `${columns[p.column]}: ${problemText(p)}` : problemText(p),
            )}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-neutral-200 bg-white px-4 py-3">
        <span className="mr-auto">
          <FilePicker
            id={`${id}-again`}
            label={t("chooseAgain")}
            variant="outlined"
            disabled={reading || importing}
            onChoose={onChooseAgain}
          />
        </span>
        <Button variant="text" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button disabled={blocked || importing || reading || toImport === 0} onClick={onConfirm}>
          {importing ? t("importing") : t("confirm", { count: toImport })}
        </Button>
      </div>
    </div>
  );
}

function PreviewRow({
  row,
  currency,
  columns,
  problems,
}: {
  row: ImportRow;
  currency: string;
  columns: MenuImportPreview["columns"];
  problems: string[];
}) {
  const t = useTranslations("ownerMenuSheet.preview");
  const status = row.action ?? "problem";
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex items-center gap-2">
        <span className="shrink-0 text-sm text-neutral-700">{t("row", { row: row.row })}</span>
        <span className="min-w-0 flex-1 truncate font-medium">{row.name || t("noName")}</span>
        <span className={`${badge} ${LOOK[status]}`}>{t(status)}</span>
      </div>
      <p className="text-sm text-neutral-700">
        {[row.section, row.price === null ? "" : formatMoney(row.price, currency)]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {row.action === "change" && (
        <p className="text-sm">
          {t("changed", { columns: row.changed.map((c) => columns[c]).join(", ") })}
        </p>
      )}
      {row.priceBefore !== undefined && row.price !== null && (
        <p className="text-sm font-medium text-amber-800">
          {t("bigPrice", {
            from: formatMoney(row.priceBefore, currency),
            to: formatMoney(row.price, currency),
          })}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="space-y-0.5 text-sm text-red-700">
          {problems.map((text, k) => (
            <li key={k}>{text}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
