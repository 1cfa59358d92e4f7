"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { NumbersRange } from "@/domain/numbers";
import { NUMBER_RANGES } from "@/domain/numbers";
import type { DateRangeProblem } from "@/domain/sales-days";
import { checkDateRange } from "@/domain/sales-days";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { Field, inputClass } from "@/ui/form";
import type { PeriodAsk } from "./promotions-api";

/**
 * The period the promotions' numbers are of, as the Numbers page chooses it: a range by name, or
 * chosen days (checked here as the server checks them).
 */
export function PromotionPeriod({
  ask,
  onAsk,
  shown,
}: {
  ask: PeriodAsk;
  onAsk: (ask: PeriodAsk) => void;
  /** The days the numbers shown are of. */
  shown: { from: string; to: string };
}) {
  const t = useTranslations("ownerPromotions");
  const tn = useTranslations("ownerNumbers");
  const errors = useTranslations("errors");
  const id = useId();
  const [range, setRange] = useState<NumbersRange>(ask.range);
  const [days, setDays] = useState(shown);
  const [problems, setProblems] = useState<DateRangeProblem[]>([]);
  const choose = (chosen: NumbersRange) => {
    setRange(chosen);
    if (chosen !== "custom") onAsk({ range: chosen, from: "", to: "" });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkDateRange(days.from, days.to);
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) onAsk({ range: "custom", ...checked.range });
  };
  const field = (name: "from" | "to") => {
    const problem = problems.find((p) => p.field === name);
    return (
      <Field
        id={`${id}-${name}`}
        className="min-w-0 flex-1"
        label={tn(name)}
        error={problem && errors(problem.code)}
      >
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
  };
  return (
    <div className="min-w-0 space-y-3">
      <Choices
        legend={t("numbersFor")}
        look="chips"
        className="min-w-0"
        layout="scroll"
        value={range}
        onChange={choose}
        choices={NUMBER_RANGES.map((r) => ({ value: r, label: tn(`ranges.${r}`) }))}
      />
      {range === "custom" && (
        <form
          onSubmit={submit}
          noValidate
          aria-label={t("chooseDays")}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          {field("from")}
          {field("to")}
          <Button type="submit" variant="outlined" className="sm:mt-6">
            {tn("show")}
          </Button>
        </form>
      )}
    </div>
  );
}
