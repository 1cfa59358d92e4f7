"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { formatMoney } from "@/domain/money";
import { parseMoneyInput } from "@/domain/money-input";
import type { TillDay } from "@/domain/till";
import { cashDifference, MAX_CLOSE_NOTE } from "@/domain/till";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { MoneyField, TextField } from "@/ui/form";
import { useMoneyProblem } from "@/ui/money-input";
import { notify } from "@/ui/toasts";
import type { TillPick } from "./till-api";
import { tillApi, tillKey } from "./till-api";

const big =
  "inline-flex min-h-14 w-full items-center justify-center rounded-2xl px-5 text-lg font-bold " +
  "bg-primary text-on-primary focus-visible:outline-4 focus-visible:outline-offset-2 " +
  "focus-visible:outline-primary disabled:opacity-50";

/**
 * The close of a day not closed yet: the manager writes the cash counted (read as typed, "350.000"),
 * sees how it differs from the cash to count, may leave a note, and confirms. Staff see why they
 * cannot.
 */
export function CloseForm({ day, pick }: { day: TillDay; pick: TillPick }) {
  const t = useTranslations("till.close");
  const errors = useTranslations("errors");
  const errorText = useErrorText();
  const moneyProblem = useMoneyProblem();
  const queryClient = useQueryClient();
  const id = useId();
  const [counted, setCounted] = useState("");
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  const expected = day.figures.expectedCash;
  const reading = parseMoneyInput(counted, day.currency);
  const amount = reading.kind === "amount" ? reading.amount : null;
  const difference = amount === null ? null : cashDifference(amount, expected);

  const close = useMutation({
    mutationFn: (countedAmount: number) =>
      tillApi.close({
        branchId: day.branch.id,
        date: day.date,
        expected,
        counted: countedAmount,
        note: note.trim(),
      }),
    onSuccess: (close) => {
      queryClient.setQueryData<TillDay>(tillKey(pick), { ...day, close });
      notify("success", t("done"));
    },
    onError: (error) => {
      notify("error", errorText(error));
      // Paid meanwhile, or closed by someone else: the page shows the day as it is now.
      if (apiError(error).status === 409)
        void queryClient.invalidateQueries({ queryKey: tillKey(pick) });
    },
  });

  if (!day.mayClose)
    return (
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-2xl bg-white p-4 ring-2 ring-black/5"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t("title")}
        </h2>
        <p className="mt-2 text-lg">{t("managersOnly")}</p>
      </section>
    );

  const problem =
    reading.kind === "refused"
      ? moneyProblem(reading.problem, day.currency)
      : tried && reading.kind === "empty"
        ? errors("TILL_COUNT_INVALID")
        : undefined;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl bg-white p-4 ring-2 ring-black/5 print:hidden"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (amount !== null) close.mutate(amount);
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("title")}
      </h2>
      <MoneyField
        label={<span className="text-lg">{t("counted")}</span>}
        hint={t("countedHint")}
        value={counted}
        onChange={setCounted}
        currency={day.currency}
        error={problem}
      />
      {difference && (
        <p
          aria-live="polite"
          data-testid="difference"
          className={`text-xl font-bold ${difference.kind === "even" ? "text-green-800" : "text-red-800"}`}
        >
          {difference.kind === "even"
            ? t("even")
            : t(difference.kind, {
                amount: formatMoney(Math.abs(difference.amount), day.currency),
              })}
        </p>
      )}
      <TextField
        label={t("note")}
        value={note}
        onChange={setNote}
        rows={2}
        maxLength={MAX_CLOSE_NOTE}
      />
      <button type="submit" disabled={close.isPending} className={big}>
        {t("confirm")}
      </button>
    </form>
  );
}
