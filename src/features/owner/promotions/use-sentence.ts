"use client";

import { useLocale, useTranslations } from "next-intl";
import type { PromotionChoices } from "@/contract/owner-promotions";
import { isLocale } from "@/domain/locale";
import type { PaymentMethod } from "@/domain/payment";
import { PAYMENT_METHODS } from "@/domain/payment";
import type { PromotionCodesSummary } from "@/domain/promotion-sentence";
import { promotionPhrases } from "@/domain/promotion-sentence";
import type { Promotion } from "@/domain/promotions";

const isPaymentMethod = (m: string): m is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(m);

/** What a sentence needs to know of the brand: its money, clock and names. */
export interface SentenceBrand {
  currency: string;
  timeZone: string;
  choices: PromotionChoices;
}

/**
 * A promotion's rules in one plain sentence, in the page's language: its phrases
 * (src/domain/promotion-sentence.ts) said with the ownerPromotions catalog and joined by commas.
 */
export function useSentence(
  brand: SentenceBrand,
): (p: Promotion, codes: PromotionCodesSummary) => string {
  const t = useTranslations("ownerPromotions.sentence");
  const tm = useTranslations("ownerPromotions.paymentMethods");
  const found = useLocale();
  const locale = isLocale(found) ? found : "en";
  const byId = (list: { id: string; name: string }[]) => {
    const names = new Map(list.map((x) => [x.id, x.name]));
    return (id: string) => names.get(id) ?? id;
  };
  const names = {
    branch: byId(brand.choices.branches),
    section: byId(brand.choices.sections),
    item: byId(brand.choices.items),
    paymentMethod: (m: string) => (isPaymentMethod(m) ? tm(m) : m),
  };
  return (p, codes) =>
    promotionPhrases(p, codes, {
      locale,
      currency: brand.currency,
      timeZone: brand.timeZone,
      now: new Date(),
      names,
    })
      .map((phrase) => t(phrase.key, phrase.values))
      .join(", ");
}
