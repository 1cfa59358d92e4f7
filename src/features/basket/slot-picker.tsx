"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { isLocale } from "@/domain/locale";
import { addDays } from "@/domain/hours";
import { slotsFor } from "@/domain/slots";
import { clockTime, localDate, calendarDay } from "@/domain/time";
import { Button } from "@/ui/button";
import { useBrand } from "@/ui/brand-context";
import { Choices } from "@/ui/choices";
import { useMinute } from "@/ui/use-minute";
import { useBasket } from "./basket-provider";
import { useSlots } from "./storefront-data";

/**
 * Issue 18 item 3: the day and the time slot of an order for later, from the branch's slots (GET
 * /api/branches/{id}/slots) from the basket's notice on. A full slot is shown, not chosen.
 */
export function SlotPicker({
  branch,
  noticeHours,
}: {
  branch: { id: string; name: string };
  noticeHours: number;
}) {
  const t = useTranslations("basket.slots");
  const { timeZone } = useBrand();
  const tag = useLocale();
  const locale = isLocale(tag) ? tag : "en";
  const minute = useMinute();
  const query = useSlots(branch.id);
  const chosen = useBasket((s) => s.scheduledFor);
  const setSlot = useBasket((s) => s.setSlot);
  const [picked, setPicked] = useState<string | null>(null);

  if (query.isError)
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm">
          {t("loadFailed")}
        </p>
        <Button variant="outlined" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  if (!query.data || minute === null) return <p className="text-sm">{t("loading")}</p>;
  const now = new Date(minute);
  const offered = slotsFor(query.data, now, noticeHours);
  if (offered.length === 0)
    return <p className="text-sm font-semibold">{t("none", { branch: branch.name })}</p>;

  const dayOf = (iso: string) => localDate(new Date(iso), timeZone);
  const days = [...new Set(offered.map((s) => dayOf(s.at)))];
  const chosenSlot = offered.find((s) => chosen && Date.parse(s.at) === Date.parse(chosen));
  const day =
    [picked, chosenSlot && dayOf(chosenSlot.at)].find((d) => d && days.includes(d)) ?? days[0]!;
  const today = localDate(now, timeZone);
  const dayName = (date: string) =>
    date === today
      ? t("today")
      : date === addDays(today, 1)
        ? t("tomorrow")
        : calendarDay(date, locale, "short");

  return (
    <div className="space-y-3">
      {/* min-w-0: a fieldset is as wide as its content otherwise, and the days scroll inside it. */}
      <Choices
        className="min-w-0"
        legend={t("days")}
        look="chips"
        layout="scroll"
        value={day}
        onChange={setPicked}
        choices={days.map((date) => ({ value: date, label: dayName(date) }))}
      />
      <Choices
        className="min-w-0"
        legend={t("times")}
        look="chips"
        columns={3}
        value={chosenSlot?.at ?? null}
        onChange={setSlot}
        choices={offered
          .filter((s) => dayOf(s.at) === day)
          .map((s) => {
            const time = clockTime(s.at, timeZone, locale);
            return { value: s.at, label: s.full ? t("full", { time }) : time, disabled: s.full };
          })}
      />
    </div>
  );
}
