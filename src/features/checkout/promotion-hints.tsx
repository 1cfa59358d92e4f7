"use client";

import { useTranslations } from "next-intl";
import type { PromotionHint } from "@/domain/promotions";
import type { Menu } from "@/domain/storefront";
import { useOfferText } from "@/ui/offer-text";

/**
 * The basket's hints (issue 39 item 2): the automatic promotions that apply to it, and those it is
 * short of ("Free delivery above Rp 150.000: add Rp 20.000 more"); an estimate, the server prices.
 */
export function PromotionHints({
  hints,
  menu,
  currency,
}: {
  hints: readonly PromotionHint[];
  menu: Menu | undefined;
  currency: string;
}) {
  const t = useTranslations("promotions");
  const text = useOfferText(currency, menu);
  if (hints.length === 0) return null;
  return (
    <div
      className="space-y-1 rounded-xl bg-secondary-container p-3 text-sm text-on-secondary-container"
      data-testid="promotion-hints"
    >
      <ul className="space-y-1">
        {hints.map((hint) => (
          <li key={hint.promotion.id} className={hint.missing === 0 ? "font-semibold" : undefined}>
            {hint.missing === 0 ? "✓ " : ""}
            {text.hint(hint)}
          </li>
        ))}
      </ul>
      <p className="text-xs">{t("hint.estimate")}</p>
    </div>
  );
}
