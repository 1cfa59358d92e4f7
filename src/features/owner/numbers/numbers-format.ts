import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DayBucket, DayUnit } from "@/domain/numbers";
import type { PaymentMethod } from "@/domain/payment";
import { PAYMENT_METHODS } from "@/domain/payment";

// How the Numbers page writes days and amounts (issue 36 item 6): a day as people say it
// ("Mon 23 Nov", "Sen 23 Nov"), a bar of the chart by its day, week or month, and an axis's
// amounts short in rupiah ("Rp 1,2 jt"), as money is written everywhere (id-ID, spec §9).

const at = (date: string) => new Date(`${date}T00:00:00Z`);

export function useDates() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = locale === "en" ? "en-GB" : locale;
    const make = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
    const weekday = make({ weekday: "short", day: "numeric", month: "short" });
    const withYear = make({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
    const dayMonth = make({ day: "numeric", month: "short" });
    const monthYear = make({ month: "short", year: "numeric" });
    const month = make({ month: "short" });
    return {
      /** The days shown: "Mon 23 Nov – Sun 29 Nov", with their years when not all this year's. */
      range: (from: string, to: string, today: string) => {
        const format =
          from.slice(0, 4) === today.slice(0, 4) && to.slice(0, 4) === today.slice(0, 4)
            ? weekday
            : withYear;
        return [format.format(at(from)), format.format(at(to))] as const;
      },
      /** A bar of a chart of days, on its axis: "23 Nov", "Nov". */
      tick: (from: string, unit: DayUnit) => (unit === "month" ? month : dayMonth).format(at(from)),
      /** A bar's days in a table or a tooltip: "Mon 23 Nov", "23 Nov – 29 Nov", "Nov 2026". */
      bucket: ({ from, to }: Pick<DayBucket, "from" | "to">, unit: DayUnit) =>
        unit === "day"
          ? weekday.format(at(from))
          : unit === "month"
            ? monthYear.format(at(from))
            : `${dayMonth.format(at(from))} – ${dayMonth.format(at(to))}`,
    };
  }, [locale]);
}

const short = new Map<string, Intl.NumberFormat>();

/** An amount on a chart's axis: "Rp 1,2 jt". */
export function shortMoney(amount: number, currency: string): string {
  let format = short.get(currency);
  if (!format)
    short.set(
      currency,
      (format = new Intl.NumberFormat("id-ID", {
        style: "currency",
        currency,
        notation: "compact",
        maximumFractionDigits: 1,
      })),
    );
  return format.format(amount);
}

/** A payment method as checkout says it; one it does not know by its code. */
export function useMethodName() {
  const t = useTranslations("order");
  return (method: string) =>
    (PAYMENT_METHODS as readonly string[]).includes(method)
      ? t(`payment.${method as PaymentMethod}`)
      : method;
}
