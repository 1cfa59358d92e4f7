"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { localeOf } from "@/domain/locale";
import { calendarDay } from "@/domain/time";
import { useId, useState } from "react";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import { StaffNav } from "../staff-nav";
import { inputClass } from "@/ui/form";
import { Pulse } from "@/ui/pulse";
import { CloseForm } from "./close-form";
import { CloseSummary } from "./close-summary";
import { TillFiguresView } from "./till-figures";
import type { TillPick } from "./till-api";
import { tillApi, tillKey } from "./till-api";

// The till page (issue 36 item 5, docs/till.md): a branch's day by payment method, the cash to
// count, and its close, at the size of the kitchen's tablet; the close prints on its own.

/** Today's figures move while the shop works: read again this often. */
const TODAY_REFRESH_MS = 30_000;

export function Till() {
  const t = useTranslations("staff");
  const staff = useAuth((s) => s.data?.staff);
  if (!staff) return <p className="py-10 text-center text-lg">{t("staffOnly")}</p>;
  return <BranchTill />;
}

function BranchTill() {
  const t = useTranslations("till");
  const errorText = useErrorText();
  const locale = localeOf(useLocale());
  const id = useId();
  const [pick, setPick] = useState<TillPick>({});
  const till = useQuery({
    queryKey: tillKey(pick),
    queryFn: () => tillApi.day(pick),
    // The pickers stay while another day is read.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data &&
      query.state.data.date === query.state.data.today &&
      !query.state.data.close
        ? TODAY_REFRESH_MS
        : false,
  });
  const data = till.data;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <StaffNav current="till" />
      </div>
      {data && (
        <div className="flex flex-wrap items-end gap-4 print:hidden">
          {data.branches.length > 1 && (
            <div>
              <label htmlFor={`${id}-branch`} className="block text-sm font-semibold">
                {t("branch")}
              </label>
              <select
                id={`${id}-branch`}
                className={`${inputClass} min-h-12 text-lg`}
                value={data.branch.id}
                onChange={(e) => setPick({ ...pick, branchId: e.target.value })}
              >
                {data.branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-day`} className="block text-sm font-semibold">
              {t("day")}
            </label>
            <input
              id={`${id}-day`}
              type="date"
              className={`${inputClass} min-h-12 text-lg`}
              max={data.today}
              value={data.date}
              onChange={(e) => {
                // A day typed past today is not asked for: it has no till.
                const date = e.target.value;
                if (date && date <= data.today) setPick({ ...pick, date });
              }}
            />
          </div>
          {data.date !== data.today && (
            <button
              type="button"
              onClick={() => setPick({ ...pick, date: data.today })}
              className="min-h-12 rounded-full px-4 text-lg font-semibold text-primary underline underline-offset-4"
            >
              {t("today")}
            </button>
          )}
        </div>
      )}
      {till.isPending && <Pulse label={t("loading")} />}
      {till.isError && (
        <p role="alert" className="text-lg text-red-800">
          {errorText(till.error)}
        </p>
      )}
      {data && (
        <>
          <h2 className="text-2xl font-bold">
            {data.branch.name} · {calendarDay(data.date, locale, "year")}
          </h2>
          <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
            <TillFiguresView figures={data.figures} currency={data.currency} />
            {/* While another day or branch is read, the last one's figures stay: its close is not offered. */}
            <div className={till.isPlaceholderData ? "invisible" : undefined}>
              {data.close ? (
                <CloseSummary day={data} close={data.close} pick={pick} />
              ) : (
                <CloseForm key={`${data.branch.id} ${data.date}`} day={data} pick={pick} />
              )}
            </div>
          </div>
          <p className="text-sm text-neutral-700">{t("rules", { timeZone: data.timeZone })}</p>
        </>
      )}
    </div>
  );
}
