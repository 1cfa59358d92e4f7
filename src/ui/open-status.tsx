"use client";

import { useLocale, useTranslations } from "next-intl";
import type { BranchHours } from "@/domain/hours";
import { openState } from "@/domain/hours";
import { isLocale } from "@/domain/locale";
import { clockTime, localDate } from "@/domain/time";
import { useBrand } from "./brand-context";
import { useMinute } from "./use-minute";

/**
 * "Closed for now · Renovasi" (closed by its owner until reopened), "Open until 21:00", "Closed · opens Sat 08:00", "Closed · Natal", "Busy · back 14:30": a
 * branch's state now. `pausedUntil`: its staff paused it (GET /api/branches says until when).
 */
export function OpenStatus({
  hours,
  pausedUntil = null,
  className,
}: {
  hours: BranchHours;
  pausedUntil?: string | null;
  className?: string;
}) {
  const t = useTranslations("hours");
  const locale = useLocale();
  const { timeZone } = useBrand();
  const minute = useMinute();
  if (!hours.openingHours && !pausedUntil && !hours.closedUntilReopened) return null;
  // Its line is kept from the first paint, so nothing moves when the browser fills it in.
  if (minute === null) return <p className={`min-h-5 ${className ?? ""}`} />;
  const now = new Date(minute);
  const state = openState(hours, now, timeZone, pausedUntil ? new Date(pausedUntil) : null);
  const lang = isLocale(locale) ? locale : "en";
  const time = (at: Date) => clockTime(at.toISOString(), timeZone, lang);
  const when = (at: Date) => {
    const day = localDate(at, timeZone);
    if (day === localDate(now, timeZone)) return t("today", { time: time(at) });
    if (day === localDate(new Date(minute + 86_400_000), timeZone))
      return t("tomorrow", { time: time(at) });
    const weekday = new Intl.DateTimeFormat(lang, { timeZone, weekday: "short" }).format(at);
    return t("onDay", { day: weekday, time: time(at) });
  };
  let text: string;
  if (!state.open && state.closedUntilReopened)
    text = state.closedUntilReopened.reason
      ? t("closedForNowReason", { reason: state.closedUntilReopened.reason })
      : t("closedForNow");
  else if (!state.open && state.pausedUntil && state.opensAt)
    text = t("paused", { when: when(state.opensAt) });
  else if (state.open)
    text = state.closesAt ? t("openUntil", { time: time(state.closesAt) }) : t("open24");
  else if (state.closure)
    text = state.opensAt
      ? t("closureOpens", { reason: state.closure.reason, when: when(state.opensAt) })
      : t("closure", { reason: state.closure.reason });
  else text = state.opensAt ? t("closedOpens", { when: when(state.opensAt) }) : t("closed");
  return (
    <p className={`min-h-5 ${className ?? ""}`} data-open={state.open}>
      {text}
    </p>
  );
}
