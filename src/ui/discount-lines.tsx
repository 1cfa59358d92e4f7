"use client";

import { useTranslations } from "next-intl";
import { formatMoney } from "@/domain/money";
import { discountPhrase } from "@/domain/promotion-offers";
import type { AppliedDiscount } from "@/domain/promotions";

/** A discount line's words: "Lebaran 15% (IG15)", "Loyalty reward: free Es Kopi Susu". */
export function useDiscountLabel(): (discount: AppliedDiscount) => string {
  const t = useTranslations("promotions");
  return (discount) => {
    const { key, values } = discountPhrase(discount);
    return t(key as "line.promotion", values as { name: string });
  };
}

/** What a discount takes off, as a price line shows it: "−Rp 15.000". */
export const minusMoney = (amount: number, currency: string) => `−${formatMoney(amount, currency)}`;

/**
 * An order's discounts as rows of an invoice (issue 39): each promotion and reward by name, with
 * what it took off. `as`: rows of a `<dl>` or items of a `<ul>`.
 */
export function DiscountLines({
  discounts,
  currency,
  as = "dl",
  className = "",
}: {
  discounts: readonly AppliedDiscount[];
  currency: string;
  as?: "dl" | "ul";
  className?: string;
}) {
  const label = useDiscountLabel();
  return discounts.map((d, i) =>
    as === "dl" ? (
      <div key={i} className={`flex justify-between gap-3 text-green-800 ${className}`}>
        <dt className="min-w-0">{label(d)}</dt>
        <dd className="shrink-0">{minusMoney(d.amount, currency)}</dd>
      </div>
    ) : (
      <li key={i} className={`flex justify-between gap-3 text-green-800 ${className}`}>
        <span className="min-w-0">{label(d)}</span>
        <span className="shrink-0">{minusMoney(d.amount, currency)}</span>
      </li>
    ),
  );
}
