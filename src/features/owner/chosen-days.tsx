"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { DateRangeProblem } from "@/domain/sales-days";
import { checkDateRange } from "@/domain/sales-days";
import { Button } from "@/ui/button";
import { Field, inputClass } from "@/ui/form";

// Chosen days of the console's figures: the Numbers tab's and the promotions' numbers.

type RangeField = DateRangeProblem["field"];

/** The first and last day of a chosen range, checked here as the server checks them. */
export function ChosenDays({
  initial,
  refused = [],
  onShow,
  label,
}: {
  initial: { from: string; to: string };
  /** The server's refusal of the days last asked for. */
  refused?: DateRangeProblem[];
  onShow: (days: { from: string; to: string }) => void;
  /** The form's accessible name, when the page has more than one. */
  label?: string;
}) {
  const t = useTranslations("ownerNumbers");
  const errors = useTranslations("errors");
  const id = useId();
  const [days, setDays] = useState(initial);
  const [problems, setProblems] = useState<DateRangeProblem[]>([]);
  const shown = problems.length > 0 ? problems : refused;
  const errorOf = (field: RangeField) => {
    const problem = shown.find((p) => p.field === field);
    return problem && errors(problem.code);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkDateRange(days.from, days.to);
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) onShow(checked.range);
  };
  const field = (name: RangeField) => (
    <Field id={`${id}-${name}`} className="min-w-0 flex-1" label={t(name)} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={inputClass}
          value={days[name]}
          onChange={(e) => setDays({ ...days, [name]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      {field("from")}
      {field("to")}
      <Button type="submit" className="sm:mt-6">
        {t("show")}
      </Button>
    </form>
  );
}
