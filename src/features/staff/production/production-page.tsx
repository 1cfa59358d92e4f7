"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Suspense } from "react";
import type { ProductionList } from "@/contract/production";
import type { Locale } from "@/domain/locale";
import { localeOf } from "@/domain/locale";
import { PRODUCTION_LIMIT, statusesParam } from "@/domain/production";
import { todayIn } from "@/domain/sales-days";
import { calendarDay, clockTime } from "@/domain/time";
import { StaffNav } from "../staff-nav";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { useAuth } from "@/features/auth/auth-store";
import { useBrand } from "@/ui/brand-context";
import { Button } from "@/ui/button";
import { Pulse } from "@/ui/pulse";
import { useMinute } from "@/ui/use-now";
import { productionApi } from "./production-api";
import { ProductionFilters } from "./production-filters";
import { ProductionSlots } from "./production-slots";
import { ProductionSums } from "./production-sums";
import type { ProductionQuery } from "./use-production-query";
import { useProductionQuery } from "./use-production-query";

/** Read again this often while open: orders for the day keep coming in. */
const REFRESH_MS = 60_000;

/**
 * A printed list is an A4 page: margins a printer can reach. Drawn with the list only, so no other
 * page's printout (an 80 mm ticket) gets it.
 */
const PAGE_STYLE = "@page { size: A4 portrait; margin: 12mm; }";

/** The kitchen's production list (issue 36 item 1): signed-in staff only. */
export function ProductionPage() {
  const t = useTranslations("production");
  const tStaff = useTranslations("staff");
  const staff = useAuth((s) => s.data?.staff);
  if (!staff) return <p className="py-10 text-center text-lg">{tStaff("staffOnly")}</p>;
  // The address's query is read in the browser (the page itself is static).
  return (
    <Suspense fallback={<Pulse label={t("loading")} />}>
      <Production />
    </Suspense>
  );
}

function Production() {
  const t = useTranslations("production");
  const errorText = useErrorText();
  const brand = useBrand();
  const locale = localeOf(useLocale());
  const minute = useMinute();
  const [query, change] = useProductionQuery();
  const today = todayIn(brand.timeZone, minute === null ? new Date() : new Date(minute));
  const status = statusesParam(query.statuses);
  const list = useQuery({
    queryKey: ["production", query.date, status, query.branch],
    queryFn: () =>
      productionApi.list({ date: query.date, status, branch: query.branch ?? undefined }),
    refetchInterval: REFRESH_MS,
    // The list on screen stays while another day's is read.
    placeholderData: keepPreviousData,
    retry: (count, error) => apiError(error).status >= 500 && count < 2,
  });
  const refused = list.error ? apiError(list.error) : null;
  const dateError = refused?.reasonCode === "INVALID_DATE" ? errorText(refused) : undefined;
  const shown = list.isPlaceholderData || list.error ? undefined : list.data;
  return (
    <div className="space-y-4 print:space-y-2">
      <style>{PAGE_STYLE}</style>
      <Header list={list.data} query={query} today={today} />
      <ProductionFilters
        query={query}
        onChange={change}
        today={today}
        shown={list.data}
        dateError={dateError}
      />
      {list.isPending ? (
        <Pulse label={t("loading")} />
      ) : refused && !dateError ? (
        <p role="alert" className="py-6 text-center text-lg">
          {errorText(refused)}
        </p>
      ) : (
        list.data && <Lists list={list.data} stale={!shown} view={query.view} locale={locale} />
      )}
    </div>
  );
}

/** The title, the day and, on paper, what was counted and when it was printed. */
function Header({
  list,
  query,
  today,
}: {
  list: ProductionList | undefined;
  query: ProductionQuery;
  today: string;
}) {
  const t = useTranslations("production");
  const brand = useBrand();
  const locale = localeOf(useLocale());
  const minute = useMinute();
  const date = list?.date ?? (query.date || today);
  const branchNames =
    list && (list.branch ? list.branches.filter((b) => b.id === list.branch) : list.branches);
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-3xl font-bold print:text-2xl">{t("title")}</h1>
        <p className="text-xl font-semibold print:text-lg">{calendarDay(date, locale, "year")}</p>
        {branchNames && branchNames.length > 0 && (
          <p className="text-base text-neutral-700 print:text-black">
            {branchNames.map((b) => b.name).join(" · ")}
          </p>
        )}
        <p className="hidden text-sm print:block">
          {t("counting", {
            statuses: query.statuses.map((s) => t(`statuses.${s}`)).join(", "),
          })}
          {minute !== null &&
            ` · ${t("printedAt", { time: clockTime(new Date(minute).toISOString(), brand.timeZone, locale) })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <StaffNav current="production" />
        <Button onClick={() => window.print()} className="min-h-12 text-base">
          {t("print")}
        </Button>
      </div>
    </header>
  );
}

/** One part per branch with orders; each branch starts a new sheet of paper. */
function Lists({
  list,
  stale,
  view,
  locale,
}: {
  list: ProductionList;
  /** Another list is being read: this one is shown dimmed meanwhile. */
  stale: boolean;
  view: ProductionQuery["view"];
  locale: Locale;
}) {
  const t = useTranslations("production");
  return (
    <div aria-busy={stale || undefined} className={stale ? "opacity-60 print:opacity-100" : ""}>
      {list.truncated && (
        <p role="alert" className="mb-4 rounded-xl bg-amber-100 p-3 font-semibold text-amber-900">
          {t("truncated", { limit: PRODUCTION_LIMIT })}
        </p>
      )}
      {list.lists.length === 0 && <p className="py-10 text-center text-lg">{t("empty")}</p>}
      {list.lists.map((branch, i) => (
        <section
          key={branch.branchId}
          aria-labelledby={`branch-${branch.branchId}`}
          className={`space-y-3 pb-6 ${i > 0 ? "print:break-before-page" : ""}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-neutral-800 pb-1 print:border-b-0">
            <h2 id={`branch-${branch.branchId}`} className="text-2xl font-bold print:text-xl">
              {branch.name}
              {/* A sheet of its own on paper: it says its day again. */}
              <span className="hidden font-semibold print:inline">{` · ${calendarDay(list.date, locale, "year")}`}</span>
            </h2>
            <p className="text-lg font-semibold print:text-base">
              {t("summary", { orders: branch.orders.length, units: branch.units })}
            </p>
          </div>
          {view === "items" ? (
            <ProductionSums list={branch} timeZone={list.timeZone} />
          ) : (
            <ProductionSlots list={branch} timeZone={list.timeZone} />
          )}
        </section>
      ))}
    </div>
  );
}
