"use client";

import { useLocale } from "next-intl";

/** A brand's day (YYYY-MM-DD) as people say it: "Saturday 28 November 2026". */
export function useDayName(): (date: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
