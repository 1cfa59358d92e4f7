"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { NumbersRange, NumbersReport, NumbersWords } from "@/domain/numbers";
import { NUMBER_RANGES, numbersCsv, numbersFileName } from "@/domain/numbers";
import type { DateRangeProblem } from "@/domain/sales-days";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Choices } from "@/ui/choices";
import { download } from "@/ui/download";
import { Field, inputClass } from "@/ui/form";
import { notify } from "@/ui/toasts";
import type { NumbersAsk } from "./numbers-api";
import { numbersQuery } from "./numbers-api";
import { useDates, useMethodName } from "./numbers-format";
import { NumbersFigures } from "./numbers-report";
import { ChosenDays } from "../chosen-days";

// The console's Numbers page (issue 36 item 6, docs/owner.md "Numbers"), for an owner (every
// branch) and a manager (theirs): a range by name or chosen, a branch, then the figures, and the
// whole as a CSV file in the page's language.

export function Numbers() {
  const t = useTranslations("ownerNumbers");
  const errorText = useErrorText();
  const [ask, setAsk] = useState<NumbersAsk>({ range: "thisWeek", from: "", to: "", branch: "" });
  const numbers = useQuery(numbersQuery(ask));
  const report = numbers.data;
  // A refusal of the chosen days lands on their fields; another is said above the figures.
  const problems = numbers.isError ? apiError(numbers.error).details.problems : undefined;
  const refused = Array.isArray(problems) ? (problems as DateRangeProblem[]) : [];

  return (
    <div className="space-y-6">
      <Controls ask={ask} onAsk={setAsk} report={report} refused={refused} />
      {numbers.isPending && <p role="status">{t("loading")}</p>}
      {numbers.isError && refused.length === 0 && <p role="alert">{errorText(numbers.error)}</p>}
      {report && (
        <div aria-busy={numbers.isPlaceholderData} className="space-y-6">
          <Heading report={report} />
          <NumbersFigures report={report} />
        </div>
      )}
    </div>
  );
}

function Controls({
  ask,
  onAsk,
  report,
  refused,
}: {
  ask: NumbersAsk;
  onAsk: (ask: NumbersAsk) => void;
  report: NumbersReport | undefined;
  refused: DateRangeProblem[];
}) {
  const t = useTranslations("ownerNumbers");
  const id = useId();
  const [range, setRange] = useState<NumbersRange>(ask.range);
  const choose = (chosen: NumbersRange) => {
    setRange(chosen);
    if (chosen !== "custom") onAsk({ ...ask, range: chosen, from: "", to: "" });
  };
  const branches = report?.branches ?? [];
  return (
    <div className="space-y-4">
      <Choices
        legend={t("range")}
        look="chips"
        // One line that scrolls on a phone, so the figures come sooner; min-w-0, for a fieldset
        // is as wide as its content otherwise, and the page would scroll instead.
        className="min-w-0"
        layout="scroll"
        value={range}
        onChange={choose}
        choices={NUMBER_RANGES.map((r) => ({ value: r, label: t(`ranges.${r}`) }))}
      />
      {range === "custom" && (
        <ChosenDays
          key={report ? "shown" : "waiting"}
          initial={{ from: report?.from ?? "", to: report?.to ?? "" }}
          refused={refused}
          onShow={(days) => onAsk({ ...ask, range: "custom", ...days })}
        />
      )}
      {branches.length > 1 && (
        <Field id={`${id}-branch`} label={t("branch")}>
          {(control) => (
            <select
              {...control}
              className={`${inputClass} sm:w-auto`}
              value={ask.branch}
              onChange={(e) => onAsk({ ...ask, branch: e.target.value })}
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
  );
}

/** The days shown, and the file of every figure. */
function Heading({ report }: { report: NumbersReport }) {
  const t = useTranslations("ownerNumbers");
  const dates = useDates();
  const words = useCsvWords();
  const [from, to] = dates.range(report.from, report.to, report.today);
  const save = () => {
    const name = numbersFileName(report);
    download(new Blob([numbersCsv(report, words)], { type: "text/csv;charset=utf-8" }), name);
    notify("success", t("downloaded", { file: name }));
  };
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="min-w-0 font-bold sm:text-lg">{t("period", { from, to })}</p>
      <Button variant="outlined" className="shrink-0" onClick={save}>
        {t("download")}
      </Button>
    </div>
  );
}

/** The CSV file's words in the page's language. */
function useCsvWords(): NumbersWords {
  const t = useTranslations("ownerNumbers");
  const tc = useTranslations("ownerCouriers.money");
  const methodName = useMethodName();
  return {
    title: t("csv.title"),
    allBranches: t("allBranches"),
    summary: t("csv.summary"),
    figure: t("csv.figure"),
    value: t("csv.value"),
    orders: t("orders"),
    revenue: t("revenue"),
    cancelled: t("cancelled"),
    averageOrder: t("averageOrder"),
    customers: t("customers"),
    newCustomers: t("newCustomers"),
    returningCustomers: t("returningCustomers"),
    byDay: t("csv.byDay"),
    day: t("day"),
    byBranch: t("csv.byBranch"),
    branch: t("branch"),
    byHour: t("csv.byHour"),
    hour: t("hour"),
    byMethod: t("csv.byMethod"),
    method: t("method"),
    bestSellers: t("csv.bestSellers"),
    item: t("item"),
    quantity: t("quantity"),
    methodName,
    couriers: {
      title: tc("title"),
      deliveries: tc("deliveries"),
      fees: tc("fees"),
      costs: tc("costs"),
      difference: tc("even"),
    },
  };
}
