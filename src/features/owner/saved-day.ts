"use client";

import { useLocale } from "next-intl";

/**
 * "28 Nov": the day a setting (payment keys, WhatsApp, couriers) was last saved, in the console's
 * language, as each form's "Saved by … on …" line says it.
 */
export function useSavedDay(): (iso: string) => string {
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
  });
  return (iso) => day.format(new Date(iso));
}
