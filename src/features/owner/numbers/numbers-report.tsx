"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { Choices } from "@/ui/choices";
import { formatMoney } from "@/domain/money";
import type { Figures, NumbersReport } from "@/domain/numbers";
import { busyHours, byQuantity, byRevenue, dayBuckets, hourLabel } from "@/domain/numbers";
import type { Point } from "./numbers-charts";
import { shortMoney, useDates, useMethodName } from "./numbers-format";
import { CourierMoneyTable } from "../couriers/courier-money-table";

// The Numbers page's figures (issue 36 item 6, docs/owner.md "Numbers"): the totals as cards,
// then per day, hour, branch and payment method, and the best sellers, each a chart a person
// reads at a glance with its figures in a table under it. The charts' code comes after the page.

const ColumnChart = lazy(() =>
  import("./numbers-charts").then((m) => ({ default: m.ColumnChart })),
);
const BarList = lazy(() => import("./numbers-charts").then((m) => ({ default: m.BarList })));

const BEST = 10;

export function NumbersFigures({ report }: { report: NumbersReport }) {
  const t = useTranslations("ownerNumbers");
  const money = (amount: number) => formatMoney(amount, report.currency);
  const { total } = report;
  const cards: [string, string][] = [
    [t("revenue"), money(total.revenue)],
    [t("orders"), String(total.orders)],
    [t("averageOrder"), money(total.averageOrder)],
    [t("cancelled"), String(total.cancelled)],
    [t("newCustomers"), String(total.newCustomers)],
    [t("returningCustomers"), String(total.returningCustomers)],
  ];
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {cards.map(([name, value]) => (
          <div key={name} className="rounded-2xl border border-neutral-200 p-3">
            <dt className="text-sm text-neutral-700">{name}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {total.orders + total.cancelled === 0 ? (
        <p className="text-neutral-700">{t("empty")}</p>
      ) : (
        <>
          <Days report={report} />
          <Hours report={report} />
          {report.byBranch.length > 1 && (
            <Across
              title={t("byBranch")}
              first={t("branch")}
              rows={report.byBranch.map((b) => ({ key: b.branchId, name: b.name, f: b }))}
              currency={report.currency}
            />
          )}
          <Methods report={report} />
          <BestSellers report={report} />
          <CourierMoneyTable
            currency={report.currency}
            rows={[{ label: "", money: report.couriers }]}
          />
        </>
      )}
      {/* What counts, under the figures: the cards and charts come first on a phone. */}
      <p className="text-sm text-neutral-700">{t("rules", { timeZone: report.timeZone })}</p>
    </div>
  );
}

/** A part of the page: its title, its chart, and its figures in a table that opens. */
function Part({
  title,
  chart,
  table,
}: {
  title: string;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  const t = useTranslations("ownerNumbers");
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {chart}
      <details className="rounded-xl border border-neutral-200 px-3 py-1">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
          {t("table")}
        </summary>
        {table}
      </details>
    </section>
  );
}

/** Space kept for a chart while its code comes. */
const Waiting = ({ height }: { height: number }) => <div style={{ height }} />;

interface Row {
  key: string;
  name: string;
  f: Figures;
}

const cell = "px-2 py-2 text-right tabular-nums";

/** A table of figures: a line per row, named by its first cell; amounts never wrap. */
function Table({
  head,
  rows,
}: {
  head: string[];
  rows: { key: string; name: string; cells: (string | number)[] }[];
}) {
  const last = (i: number, of: unknown[]) => (i === of.length - 1 ? "pr-0" : "");
  return (
    <table className="mb-2 w-full text-sm">
      <thead>
        <tr className="border-b border-neutral-300 text-xs text-neutral-700">
          {head.map((name, i) => (
            <th
              key={name}
              scope="col"
              className={
                i === 0
                  ? "py-2 pr-2 text-left font-semibold"
                  : `${cell} font-semibold ${last(i, head)}`
              }
            >
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, name, cells }) => (
          <tr key={key} className="border-b border-neutral-200 last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-normal break-words">
              {name}
            </th>
            {cells.map((value, i) => (
              <td key={i} className={`${cell} whitespace-nowrap ${last(i, cells)}`}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Orders, revenue and cancelled orders, a line per row. */
function FiguresTable({ first, rows, currency }: { first: string; rows: Row[]; currency: string }) {
  const t = useTranslations("ownerNumbers");
  return (
    <Table
      head={[first, t("orders"), t("revenue"), t("cancelled")]}
      rows={rows.map(({ key, name, f }) => ({
        key,
        name,
        cells: [f.orders, formatMoney(f.revenue, currency), f.cancelled],
      }))}
    />
  );
}

/** The range's days, a bar a day (a week, a month for a long range). */
function Days({ report }: { report: NumbersReport }) {
  const t = useTranslations("ownerNumbers");
  const dates = useDates();
  const { unit, buckets } = dayBuckets(report.days);
  const money = (amount: number) => formatMoney(amount, report.currency);
  const points: Point[] = buckets.map((b) => ({
    label: dates.tick(b.from, unit),
    value: b.revenue,
    tip: `${dates.bucket(b, unit)}: ${money(b.revenue)}, ${t("orders").toLowerCase()} ${b.orders}`,
  }));
  const title = { day: t("byDay"), week: t("byWeek"), month: t("byMonth") }[unit];
  return (
    <Part
      title={title}
      chart={
        <Suspense fallback={<Waiting height={220} />}>
          <ColumnChart points={points} axis={(v) => shortMoney(v, report.currency)} />
        </Suspense>
      }
      table={
        <FiguresTable
          first={t(unit)}
          currency={report.currency}
          rows={buckets.map((b) => ({ key: b.from, name: dates.bucket(b, unit), f: b }))}
        />
      }
    />
  );
}

/** The hours of the shop's day, from the first with an order to the last: orders in each. */
function Hours({ report }: { report: NumbersReport }) {
  const t = useTranslations("ownerNumbers");
  const hours = busyHours(report.hours);
  const points: Point[] = hours.map((h) => ({
    label: String(h.hour),
    value: h.orders,
    tip: `${hourLabel(h.hour)}: ${t("orders").toLowerCase()} ${h.orders}`,
  }));
  return (
    <Part
      title={t("byHour")}
      chart={
        <Suspense fallback={<Waiting height={220} />}>
          <ColumnChart points={points} axis={String} />
        </Suspense>
      }
      table={
        <FiguresTable
          first={t("hour")}
          currency={report.currency}
          rows={hours.map((h) => ({ key: String(h.hour), name: hourLabel(h.hour), f: h }))}
        />
      }
    />
  );
}

/** A bar across per row (branches, payment methods), by revenue. */
function Across({
  title,
  first,
  rows,
  currency,
}: {
  title: string;
  first: string;
  rows: Row[];
  currency: string;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  const points = rows.map(({ name, f }) => ({
    label: name,
    value: f.revenue,
    tip: `${name}: ${money(f.revenue)}`,
  }));
  return (
    <Part
      title={title}
      chart={
        <Suspense fallback={<Waiting height={rows.length * 36 + 8} />}>
          <BarList points={points} value={(v) => shortMoney(v, currency)} />
        </Suspense>
      }
      table={<FiguresTable first={first} rows={rows} currency={currency} />}
    />
  );
}

function Methods({ report }: { report: NumbersReport }) {
  const t = useTranslations("ownerNumbers");
  const methodName = useMethodName();
  return (
    <Across
      title={t("byMethod")}
      first={t("method")}
      currency={report.currency}
      rows={report.methods.map((m) => ({ key: m.method, name: methodName(m.method), f: m }))}
    />
  );
}

/** The 10 most sold items (or those with the most revenue) as bars; every item in the table. */
function BestSellers({ report }: { report: NumbersReport }) {
  const t = useTranslations("ownerNumbers");
  const [order, setOrder] = useState<"quantity" | "revenue">("quantity");
  const items = report.items.toSorted(order === "quantity" ? byQuantity : byRevenue);
  const money = (amount: number) => formatMoney(amount, report.currency);
  const points: Point[] = items.slice(0, BEST).map((i) => ({
    label: i.name,
    value: order === "quantity" ? i.quantity : i.revenue,
    tip: `${i.name}: ${i.quantity} · ${money(i.revenue)}`,
  }));
  return (
    <Part
      title={t("bestSellers")}
      chart={
        <>
          <Choices
            legend={t("sortBy")}
            hideLegend
            look="chips"
            value={order}
            onChange={setOrder}
            choices={[
              { value: "quantity", label: t("byQuantity") },
              { value: "revenue", label: t("byRevenue") },
            ]}
          />
          <Suspense fallback={<Waiting height={points.length * 36 + 8} />}>
            <BarList
              points={points}
              value={(v) => (order === "quantity" ? String(v) : shortMoney(v, report.currency))}
            />
          </Suspense>
        </>
      }
      table={
        <Table
          head={[t("item"), t("quantity"), t("revenue")]}
          rows={items.map((i) => ({
            key: i.itemId,
            name: i.name,
            cells: [i.quantity, money(i.revenue)],
          }))}
        />
      }
    />
  );
}
