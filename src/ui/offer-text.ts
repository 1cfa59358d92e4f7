"use client";

import { useTranslations } from "next-intl";
import { formatMoney } from "@/domain/money";
import type { Offer, Phrase } from "@/domain/promotion-offers";
import { offerPhrases, targetNamesIn } from "@/domain/promotion-offers";
import type { PromotionHint } from "@/domain/promotions";
import type { Menu } from "@/domain/storefront";

/**
 * An offer and a basket's hint in the customer's words (issue 39): "Free delivery, min. spend
 * Rp 150.000"; "Free delivery above Rp 150.000: add Rp 20.000 more".
 */
export function useOfferText(currency: string, menu: Menu | undefined) {
  const t = useTranslations("promotions");
  const say = ({ key, values }: Phrase) => t(key as "on", values as { names: string });
  const money = (amount: number) => formatMoney(amount, currency);
  const phrases = (offer: Offer) => offerPhrases(offer, money, (to) => targetNamesIn(menu, to));
  return {
    /** What it gives and its conditions, in one line. */
    offer(offer: Offer): string {
      const { gives, conditions } = phrases(offer);
      return [say(gives), ...conditions.map(say)].join(", ");
    },
    /** How far the basket is from it, or that it applies. */
    hint({ promotion, missing }: PromotionHint): string {
      const gives = say(phrases(promotion).gives);
      const minimum = promotion.conditions.minimumSpend;
      return missing > 0 && minimum !== null
        ? t("hint.missing", { gives, minimum: money(minimum), missing: money(missing) })
        : t("hint.applied", { gives });
    },
  };
}
