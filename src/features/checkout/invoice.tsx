"use client";

import { useTranslations } from "next-intl";
import type { DeliveryFeeLine } from "@/domain/basket";
import type { OrderTotals } from "@/domain/money";
import { formatMoney } from "@/domain/money";
import type { AppliedDiscount } from "@/domain/promotions";
import { DiscountLines } from "@/ui/discount-lines";

/**
 * Items, the delivery fee for DELIVERY only, the discounts (issue 39), and the total. A delivery without an address or
 * method shows what to choose in place of the fee, never a fee of 0 (issue 14).
 */
export function Invoice({
  totals,
  fee,
  currency,
  discounts = [],
}: {
  totals: OrderTotals;
  fee: DeliveryFeeLine;
  currency: string;
  discounts?: readonly AppliedDiscount[];
}) {
  const t = useTranslations("checkout.invoice");
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt>{t("items")}</dt>
        <dd>{formatMoney(totals.items, currency)}</dd>
      </div>
      {fee && (
        <div className="flex justify-between gap-3">
          <dt>{t("deliveryFee")}</dt>
          {"price" in fee ? (
            <dd>{formatMoney(fee.price, currency)}</dd>
          ) : (
            <dd className="font-semibold text-red-700">
              {fee.missing === "address" ? t("chooseAddress") : t("chooseMethod")}
            </dd>
          )}
        </div>
      )}
      <DiscountLines discounts={discounts} currency={currency} />
      <div className="flex justify-between border-t border-black/10 pt-1 text-base font-bold">
        <dt>{t("total")}</dt>
        <dd>{formatMoney(totals.total, currency)}</dd>
      </div>
    </dl>
  );
}
