"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { localeOf } from "@/domain/locale";
import { calendarDay } from "@/domain/time";
import type { OwnerBrand } from "@/contract";
import { formatMoney } from "@/domain/money";
import type { DayFigures, SalesReport } from "@/domain/sales";
import { sumDays } from "@/domain/sales";
import { useErrorText } from "@/features/api/error-text";
import { CourierMoneyTable } from "../couriers/courier-money-table";
import { OrdersExport } from "./orders-export";
import { salesQuery } from "./sales-api";

// The Today page (issue 19 item 6, docs/owner.md "Today"): orders and revenue per branch for the
// brand's today and the last 7 days, then the CSV export for the bookkeeping.

export function Today({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerToday");
  const errorText = useErrorText();
  const sales = useQuery(salesQuery);
  const locale = localeOf(useLocale());
  const dayName = (date: string) => calendarDay(date, locale, "short");

  return (
    <div className="space-y-8">
      {sales.isPending && <p role="status">{t("loading")}</p>}
      {sales.isError && <p role="alert">{errorText(sales.error)}</p>}
      {sales.data && (
        <>
          <FiguresTable
            report={sales.data}
            caption={t("today")}
            dates={dayName(sales.data.today)}
            figures={(days) => days.at(-1)!}
            first={t("branch")}
          />
          <FiguresTable
            report={sales.data}
            caption={t("week")}
            dates={`${dayName(sales.data.days[0]!)} – ${dayName(sales.data.today)}`}
            figures={(days) => sumDays(days)}
            first={t("branch")}
          />
          <ByDay report={sales.data} dayName={dayName} />
          {sales.data.couriers && (
            <CourierMoneyTable
              currency={sales.data.currency}
              rows={[
                { label: t("today"), money: sales.data.couriers.today },
                { label: t("week"), money: sales.data.couriers.days },
              ]}
            />
          )}
          <p className="text-sm text-neutral-700">
            {t("rules", { timeZone: sales.data.timeZone })}
          </p>
        </>
      )}
      <OrdersExport owner={owner} today={sales.data?.today} />
    </div>
  );
}

const cell = "px-2 py-2 text-right tabular-nums";

function Head({ first }: { first: string }) {
  const t = useTranslations("ownerToday");
  return (
    <thead>
      <tr className="border-b border-neutral-300 text-xs text-neutral-700">
        <th scope="col" className="py-2 pr-2 text-left font-semibold">
          {first}
        </th>
        <th scope="col" className={`${cell} font-semibold`}>
          {t("orders")}
        </th>
        <th scope="col" className={`${cell} font-semibold`}>
          {t("revenue")}
        </th>
        <th scope="col" className={`${cell} pr-0 font-semibold`}>
          {t("cancelled")}
        </th>
      </tr>
    </thead>
  );
}

function Row({
  name,
  f,
  currency,
  strong,
}: {
  name: string;
  f: DayFigures;
  currency: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? "font-bold" : "border-b border-neutral-200"}>
      <th scope="row" className="py-2 pr-2 text-left font-[inherit] break-words">
        {name}
      </th>
      <td className={cell}>{f.orders}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatMoney(f.revenue, currency)}</td>
      <td className={`${cell} pr-0`}>{f.cancelled}</td>
    </tr>
  );
}

/** One line per branch and a total line, each of `figures` of its days. */
function FiguresTable({
  report,
  caption,
  dates,
  figures,
  first,
}: {
  report: SalesReport;
  caption: string;
  /** The days it covers, after the caption. */
  dates: string;
  figures: (days: DayFigures[]) => DayFigures;
  first: string;
}) {
  const t = useTranslations("ownerToday");
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left">
        <span className="text-lg font-bold">{caption}</span>{" "}
        <span className="text-sm whitespace-nowrap text-neutral-700">{dates}</span>
      </caption>
      <Head first={first} />
      <tbody>
        {report.branches.map((b) => (
          <Row key={b.branchId} name={b.name} f={figures(b.days)} currency={report.currency} />
        ))}
      </tbody>
      <tfoot>
        <Row name={t("total")} f={figures(report.total)} currency={report.currency} strong />
      </tfoot>
    </table>
  );
}

/** Every branch together, a line per day, newest first. */
function ByDay({ report, dayName }: { report: SalesReport; dayName: (d: string) => string }) {
  const t = useTranslations("ownerToday");
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-lg font-bold">{t("byDay")}</caption>
      <Head first={t("day")} />
      <tbody>
        {report.total.toReversed().map((f) => (
          <Row key={f.date} name={dayName(f.date)} f={f} currency={report.currency} />
        ))}
      </tbody>
    </table>
  );
}
