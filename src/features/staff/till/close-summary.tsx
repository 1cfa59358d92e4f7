"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { localeOf } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import type { TillClose, TillDay } from "@/domain/till";
import { cashDifference } from "@/domain/till";
import { clockTime } from "@/domain/time";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/toasts";
import type { TillPick } from "./till-api";
import { tillApi, tillKey } from "./till-api";

/**
 * A confirmed close: who confirmed it and when, the cash to count, the cash counted and how they
 * differ, the note; printable (the page prints the figures and this). The owner may re-open it.
 */
export function CloseSummary({
  day,
  close,
  pick,
}: {
  day: TillDay;
  close: TillClose;
  pick: TillPick;
}) {
  const t = useTranslations("till.summary");
  const tClose = useTranslations("till.close");
  const locale = localeOf(useLocale());
  const id = useId();
  const money = (amount: number) => formatMoney(amount, day.currency);
  const difference = cashDifference(close.counted, close.expected);
  const moved = day.figures.expectedCash !== close.expected;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="till-close"
      className="space-y-3 rounded-2xl bg-white p-4 ring-2 ring-green-800 print:ring-1 print:ring-black/20"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("title")}
      </h2>
      <p>
        {t("by", {
          name: close.confirmedBy,
          time: clockTime(close.confirmedAt, day.timeZone, locale),
        })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
        <dt>{t("expected")}</dt>
        <dd className="text-right tabular-nums">{money(close.expected)}</dd>
        <dt>{t("counted")}</dt>
        <dd className="text-right tabular-nums">{money(close.counted)}</dd>
        <dt className="font-bold">{t("difference")}</dt>
        <dd
          className={`text-right font-bold ${difference.kind === "even" ? "text-green-800" : "text-red-800"}`}
        >
          {difference.kind === "even"
            ? tClose("even")
            : tClose(difference.kind, { amount: money(Math.abs(difference.amount)) })}
        </dd>
        {close.note && (
          <>
            <dt>{t("note")}</dt>
            <dd className="text-right break-words">{close.note}</dd>
          </>
        )}
      </dl>
      {moved && (
        <p role="status" className="font-semibold text-red-800">
          {t("moved", { amount: money(day.figures.expectedCash) })}
        </p>
      )}
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()} className="min-h-12 px-6">
          {t("print")}
        </Button>
        {day.mayReopen && <Reopen day={day} pick={pick} />}
      </div>
    </section>
  );
}

/** The owner's "Re-open the day", asked twice. */
function Reopen({ day, pick }: { day: TillDay; pick: TillPick }) {
  const t = useTranslations("till.summary");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const reopen = useMutation({
    mutationFn: () => tillApi.reopen({ branchId: day.branch.id, date: day.date }),
    onSuccess: (reopened) => {
      setAsking(false);
      queryClient.setQueryData<TillDay>(tillKey(pick), reopened);
      notify("success", t("reopened"));
    },
    onError: (error) => notify("error", errorText(error)),
  });
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)} className="min-h-12 px-6">
        {t("reopen")}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} title={t("reopen")}>
        <div className="space-y-4 p-5">
          <p>{t("reopenAsk")}</p>
          <div className="flex gap-3">
            <Button variant="outlined" onClick={() => setAsking(false)} className="min-h-12 flex-1">
              {t("keep")}
            </Button>
            <Button
              disabled={reopen.isPending}
              onClick={() => reopen.mutate()}
              className="min-h-12 flex-1"
            >
              {t("reopenConfirm")}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
