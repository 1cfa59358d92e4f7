"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { CourierMoney } from "@/domain/courier-money";
import { courierDifference, differenceKind } from "@/domain/courier-money";
import { formatMoney } from "@/domain/money";

/**
 * Deliveries by courier (issue 38 item 5, docs/couriers.md "Money"), a part per period: what the
 * customers paid for delivery beside what the couriers cost, and what the shop kept or paid.
 * Cards rather than a table: four amounts side by side do not fit a phone. Shown on the Today and
 * Numbers pages once a period had one; a period's `label` may be empty (the page names it).
 */
export function CourierMoneyTable({
  rows,
  currency,
}: {
  rows: readonly { label: string; money: CourierMoney }[];
  currency: string;
}) {
  const t = useTranslations("ownerCouriers.money");
  const id = useId();
  if (!rows.some((r) => r.money.deliveries > 0)) return null;
  const money = (n: number) => formatMoney(n, currency);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("title")}
      </h3>
      {rows.map(({ label, money: m }) => {
        const difference = courierDifference(m);
        const kind = differenceKind(difference);
        const figures: [string, string, string?][] = [
          [t("deliveries"), String(m.deliveries)],
          [t("fees"), money(m.fees)],
          [t("costs"), money(m.costs)],
          [t(kind), money(Math.abs(difference)), kind === "subsidy" ? "text-red-700" : ""],
        ];
        return (
          <div key={label} className="space-y-2">
            {label && <h4 className="font-semibold">{label}</h4>}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {figures.map(([name, value, tone]) => (
                <div key={name} className="rounded-2xl border border-neutral-200 p-3">
                  <dt className="text-sm text-neutral-700">{name}</dt>
                  <dd className={`text-lg font-bold tabular-nums ${tone ?? ""}`}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
      <p className="text-sm text-neutral-700">{t("hint")}</p>
    </section>
  );
}
