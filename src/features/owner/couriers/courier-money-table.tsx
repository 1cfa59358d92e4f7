"use client";

import { useTranslations } from "next-intl";
import type { CourierMoney } from "@/domain/courier-money";
import { courierDifference, differenceKind } from "@/domain/courier-money";
import { formatMoney } from "@/domain/money";

const cell = "px-2 py-2 text-right tabular-nums";

/**
 * Deliveries by courier (issue 38 item 5, docs/couriers.md "Money"), a line per period: what the
 * customers paid for delivery beside what the couriers cost, and what the shop kept or paid.
 * Shown on the Today and Numbers pages once a period had one.
 */
export function CourierMoneyTable({
  rows,
  currency,
  first,
}: {
  rows: readonly { label: string; money: CourierMoney }[];
  currency: string;
  /** The first column's name (the period). */
  first: string;
}) {
  const t = useTranslations("ownerCouriers.money");
  if (!rows.some((r) => r.money.deliveries > 0)) return null;
  const money = (n: number) => formatMoney(n, currency);
  return (
    // Five columns: on a phone the table scrolls sideways rather than squeezing the amounts.
    <div className="space-y-2 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-lg font-bold">{t("title")}</caption>
        <thead>
          <tr className="border-b border-neutral-300 text-xs text-neutral-700">
            <th scope="col" className="py-2 pr-2 text-left font-semibold">
              {first}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t("deliveries")}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t("fees")}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t("costs")}
            </th>
            <th scope="col" className={`${cell} pr-0 font-semibold`}>
              {t("even")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, money: m }) => {
            const difference = courierDifference(m);
            const kind = differenceKind(difference);
            return (
              <tr key={label} className="border-b border-neutral-200">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {label}
                </th>
                <td className={cell}>{m.deliveries}</td>
                <td className={`${cell} whitespace-nowrap`}>{money(m.fees)}</td>
                <td className={`${cell} whitespace-nowrap`}>{money(m.costs)}</td>
                <td className={`${cell} pr-0 ${kind === "subsidy" ? "text-red-700" : ""}`}>
                  {kind !== "even" && <span className="block text-xs">{t(kind)}</span>}
                  <span className="whitespace-nowrap">{money(Math.abs(difference))}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-sm text-neutral-700">{t("hint")}</p>
    </div>
  );
}
