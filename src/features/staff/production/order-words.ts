"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ProductionOrder } from "@/domain/production";
import { localeOf } from "@/domain/locale";
import { clockTime } from "@/domain/time";

/** An order's time as the list says it: its slot ("10:00"), or when it was placed for now. */
export function useOrderWords(timeZone: string) {
  const t = useTranslations("production");
  const locale = localeOf(useLocale());
  const clock = (iso: string) => clockTime(iso, timeZone, locale);
  return {
    clock,
    time: (o: ProductionOrder) =>
      o.slot ? clock(o.slot) : t("placedAt", { time: clock(o.placedAt) }),
  };
}

/** A table's cells: roomy on the tablet, tight on paper. */
export const cell =
  "border-b border-neutral-200 px-2 py-2 align-top break-words print:border-neutral-400 print:py-1";
export const head = `${cell} text-left text-sm font-semibold text-neutral-700 print:text-black`;
