import type { Locale } from "@/domain/locale";

/** A moment as a shop's operator reads it: its date and time on the shop's clock. */
export function when(iso: string, locale: Locale, timeZone: string, withTime = true): string {
  return new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "medium",
    ...(withTime && { timeStyle: "short" }),
    timeZone,
  }).format(new Date(iso));
}
