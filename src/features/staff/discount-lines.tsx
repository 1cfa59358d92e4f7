"use client";

import { useTranslations } from "next-intl";
import { discountLabel } from "@/domain/discount-lines";
import { formatMoney } from "@/domain/money";
import type { AppliedDiscount } from "@/domain/promotions";

/**
 * An order's discounts under its items (issue 39, docs/promotions.md): each promotion by its name
 * with the code the customer typed, a loyalty reward as "Reward: …", and what each took off; the
 * total below them is after them. Nothing when the order has none.
 */
export function DiscountLines({
  discounts,
  currency,
  className = "",
}: {
  discounts: readonly AppliedDiscount[];
  currency: string;
  className?: string;
}) {
  const t = useTranslations("staff.discounts");
  if (discounts.length === 0) return null;
  const words = { reward: t("reward"), rewardItem: (name: string) => t("rewardItem", { name }) };
  return (
    <ul aria-label={t("label")} className={`space-y-1 ${className}`}>
      {discounts.map((d, i) => (
        <li key={i} data-source={d.source} className="flex items-baseline justify-between gap-3">
          {/* A long name wraps under itself (the code with it); what it took off stays at the right. */}
          <span className="min-w-0">
            {d.source === "PROMOTION"
              ? t("promotion", { name: discountLabel({ ...d, code: null }, words) })
              : discountLabel(d, words)}
            {d.code && " "}
            {d.code && (
              <span className="inline-block rounded-md bg-neutral-100 px-1.5 py-0.5 font-mono text-sm font-bold tracking-wide ring-1 ring-black/10">
                {d.code}
              </span>
            )}
          </span>
          <span className="shrink-0 font-semibold whitespace-nowrap text-green-800">
            {`-${formatMoney(d.amount, currency)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
