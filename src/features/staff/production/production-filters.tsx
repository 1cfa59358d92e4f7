"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { ProductionList } from "@/contract/production";
import type { ProductionStatus } from "@/domain/production";
import { PRODUCTION_STATUSES, quickDays } from "@/domain/production";
import { isCalendarDate } from "@/domain/sales-days";
import { Choices } from "@/ui/choices";
import { Field, inputClass } from "@/ui/form";
import type { ProductionQuery, ProductionView } from "./use-production-query";
import { PRODUCTION_VIEWS } from "./use-production-query";

/**
 * What the list shows: the day (today, tomorrow, or one typed), the branch (for staff of several),
 * the statuses counted (at least one) and the view. Not printed.
 */
export function ProductionFilters({
  query,
  onChange,
  today,
  shown,
  dateError,
}: {
  query: ProductionQuery;
  onChange: (change: Partial<ProductionQuery>) => void;
  /** The brand's today, YYYY-MM-DD. */
  today: string;
  /** The list last answered: its day and the caller's branches. */
  shown: ProductionList | undefined;
  /** Why the server refused the day asked for. */
  dateError: string | undefined;
}) {
  const t = useTranslations("production");
  const errors = useTranslations("errors");
  const id = useId();
  const { tomorrow } = quickDays(today);
  const date = query.date || today;
  // What is typed, until it is a date: a half-typed one is not asked for.
  const [typed, setTyped] = useState<string | null>(null);
  const quick = date === today ? "today" : date === tomorrow ? "tomorrow" : null;
  const typedError = typed !== null && !isCalendarDate(typed) ? errors("INVALID_DATE") : undefined;
  const branches = shown?.branches ?? [];
  return (
    <section
      aria-label={t("filters")}
      className="space-y-4 rounded-2xl border border-neutral-200 p-4 print:hidden"
    >
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <Choices
          legend={t("day")}
          look="chips"
          value={quick}
          onChange={(day) => {
            setTyped(null);
            onChange({ date: day === "today" ? "" : tomorrow });
          }}
          choices={[
            { value: "today", label: t("today") },
            { value: "tomorrow", label: t("tomorrow") },
          ]}
        />
        <Field id={`${id}-date`} label={t("otherDay")} error={typedError ?? dateError}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={`${inputClass} w-44`}
              value={typed ?? date}
              onChange={(e) => {
                const value = e.target.value;
                setTyped(value);
                if (isCalendarDate(value)) onChange({ date: value === today ? "" : value });
              }}
            />
          )}
        </Field>
        {branches.length > 1 && (
          <Field id={`${id}-branch`} label={t("branch")}>
            {(control) => (
              <select
                {...control}
                className={`${inputClass} w-auto`}
                value={query.branch ?? ""}
                onChange={(e) => onChange({ branch: e.target.value || null })}
              >
                <option value="">{t("allBranches")}</option>
                {branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <StatusBoxes chosen={query.statuses} onChange={(statuses) => onChange({ statuses })} />
        <Choices<ProductionView>
          legend={t("view")}
          look="chips"
          value={query.view}
          onChange={(view) => onChange({ view })}
          choices={PRODUCTION_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
        />
      </div>
    </section>
  );
}

/** The statuses counted, as boxes to tick; the last one ticked stays (a list counts something). */
function StatusBoxes({
  chosen,
  onChange,
}: {
  chosen: readonly ProductionStatus[];
  onChange: (statuses: ProductionStatus[]) => void;
}) {
  const t = useTranslations("production");
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t("statusLegend")}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {PRODUCTION_STATUSES.map((status) => {
          const on = chosen.includes(status);
          return (
            <label
              key={status}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-outline px-4 text-sm font-semibold has-checked:border-primary has-checked:bg-secondary-container has-disabled:cursor-not-allowed"
            >
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={on}
                disabled={on && chosen.length === 1}
                onChange={() =>
                  onChange(on ? chosen.filter((s) => s !== status) : [...chosen, status])
                }
              />
              {t(`statuses.${status}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
