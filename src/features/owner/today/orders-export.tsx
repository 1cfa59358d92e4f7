"use client";

import { Field, inputClass } from "@/ui/form";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { DateRange, DateRangeProblem } from "@/domain/sales-days";
import { checkDateRange, exportFileName, monthSoFar, todayIn } from "@/domain/sales-days";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { download } from "@/ui/download";
import { notify } from "@/ui/toasts";
import { exportOrders } from "./sales-api";

type RangeField = DateRangeProblem["field"];

/**
 * The CSV export of a range of the brand's days (this month so far at first), checked here as the
 * server checks it; a refusal of either lands on its field. The file is in the page's language.
 */
export function OrdersExport({ owner, today }: { owner: OwnerBrand; today?: string }) {
  const t = useTranslations("ownerToday");
  const errors = useTranslations("errors");
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const { brand } = owner.document;
  const [range, setRange] = useState<DateRange>(() =>
    monthSoFar(today ?? todayIn(brand.timeZone, new Date())),
  );
  const [problems, setProblems] = useState<Partial<Record<RangeField, string>>>({});
  const say = (found: readonly DateRangeProblem[]) =>
    setProblems(Object.fromEntries(found.map((p) => [p.field, errors(p.code)])));

  const exporting = useMutation({
    mutationFn: (chosen: DateRange) => exportOrders(chosen.from, chosen.to, locale),
    onSuccess: (blob, chosen) => {
      const name = exportFileName(brand.id, chosen);
      download(blob, name);
      notify("success", t("export.done", { file: name }));
    },
    onError: (error) => {
      const found = apiError(error).details.problems;
      if (Array.isArray(found) && found.length > 0) say(found as DateRangeProblem[]);
      else notify("error", errorText(error));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkDateRange(range.from, range.to);
    if (!checked.ok) return say(checked.problems);
    setProblems({});
    exporting.mutate(checked.range);
  };

  const field = (name: RangeField) => (
    <Field
      id={`${id}-${name}`}
      className="min-w-0 flex-1"
      label={t(`export.${name}`)}
      error={problems[name]}
    >
      {(control) => (
        <input
          {...control}
          type="date"
          className={inputClass}
          value={range[name]}
          onChange={(e) => setRange({ ...range, [name]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-neutral-200 p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("export.title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-700">{t("export.intro")}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row">
          {field("from")}
          {field("to")}
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={exporting.isPending}>
          {exporting.isPending ? t("export.downloading") : t("export.download")}
        </Button>
      </form>
    </section>
  );
}
