"use client";

import { useTranslations } from "next-intl";
import { formatMoney } from "@/domain/money";
import type { Tally, TillFigures } from "@/domain/till";

const cell = "px-2 py-3 text-right tabular-nums whitespace-nowrap";

/** The day's orders and takings per payment method, the cash to count, refunds and cancellations. */
export function TillFiguresView({ figures, currency }: { figures: TillFigures; currency: string }) {
  const t = useTranslations("till");
  const tOrder = useTranslations("order");
  const tally = (of: Tally) =>
    t("figures.tally", { count: of.count, amount: formatMoney(of.amount, currency) });
  return (
    <section className="space-y-4">
      <table className="w-full text-lg">
        <caption className="mb-2 text-left text-xl font-bold">{t("figures.caption")}</caption>
        <thead>
          <tr className="border-b border-neutral-300 text-sm text-neutral-700">
            <th scope="col" className="py-2 pr-2 text-left font-semibold">
              {t("figures.method")}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t("figures.orders")}
            </th>
            <th scope="col" className={`${cell} pr-0 font-semibold`}>
              {t("figures.paid")}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.methods.map((line) => (
            <tr key={line.method} className="border-b border-neutral-200">
              <th scope="row" className="py-3 pr-2 text-left font-normal">
                {tOrder(`payment.${line.method}`)}
              </th>
              <td className={cell}>{tally(line.orders)}</td>
              <td className={`${cell} pr-0`}>{tally(line.paid)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className="py-3 pr-2 text-left">
              {t("figures.total")}
            </th>
            <td className={cell}>{tally(figures.orders)}</td>
            <td className={`${cell} pr-0`}>{tally(figures.paid)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="rounded-2xl bg-surface-variant p-4">
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-xl font-bold">{t("cashToCount")}</span>
          <span data-testid="expected-cash" className="text-3xl font-bold tabular-nums">
            {formatMoney(figures.expectedCash, currency)}
          </span>
        </p>
        <p className="text-neutral-700">{t("cashHint")}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-lg">
        <dt>{t("refunds")}</dt>
        <dd className="text-right tabular-nums">{tally(figures.refunds)}</dd>
        <dt>{t("cancellations")}</dt>
        <dd className="text-right tabular-nums">{tally(figures.cancellations)}</dd>
        <dt className="font-bold">{t("net")}</dt>
        <dd className="text-right font-bold tabular-nums">{formatMoney(figures.net, currency)}</dd>
      </dl>
    </section>
  );
}
