"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import type { OrderTime } from "@/domain/basket";
import { localeOf } from "@/domain/locale";
import { slotsFor } from "@/domain/slots";
import { clockTime, localDate, calendarDay } from "@/domain/time";
import { useSlots } from "@/features/basket/storefront-data";
import { useBrand } from "@/ui/brand-context";
import { Choices } from "@/ui/choices";
import { inputClass } from "@/ui/form";
import { useMinute } from "@/ui/use-minute";

/**
 * Now, or a slot of the branch (src/domain/slots.ts) from the order's notice on: the times a
 * customer is offered, a day's under its name. A full one is shown, not chosen.
 */
export function TimeChoice({
  branchId,
  noticeHours,
  time,
  scheduledFor,
  onChange,
}: {
  branchId: string | null;
  noticeHours: number;
  time: OrderTime;
  scheduledFor: string | null;
  onChange: (time: OrderTime, scheduledFor: string | null) => void;
}) {
  const t = useTranslations("staffOrders.time");
  const { timeZone } = useBrand();
  const locale = localeOf(useLocale());
  const slots = useSlots(branchId, time === "LATER");
  const id = useId();
  const minute = useMinute();
  const offered =
    slots.data && minute !== null ? slotsFor(slots.data, new Date(minute), noticeHours) : [];
  const dayOf = (iso: string) => localDate(new Date(iso), timeZone);
  const days = [...new Set(offered.map((s) => dayOf(s.at)))];
  const day = (scheduledFor && days.find((d) => d === dayOf(scheduledFor))) || days[0] || null;
  /** A day's first free slot: picking a day picks a time, which staff then change if asked. */
  const firstOf = (date: string) =>
    offered.find((s) => dayOf(s.at) === date && !s.full)?.at ?? null;
  return (
    <div className="space-y-2">
      <Choices
        legend={t("title")}
        titled="base"
        look="chips"
        value={time}
        onChange={(next) => onChange(next, next === "LATER" ? scheduledFor : null)}
        choices={[
          { value: "NOW", label: t("now") },
          { value: "LATER", label: t("later") },
        ]}
      />
      {time === "LATER" && (
        <div>
          <label htmlFor={id} className="text-sm font-semibold">
            {t("slot")}
          </label>
          {slots.isPending ? (
            <p className="text-sm">{t("loading")}</p>
          ) : offered.length === 0 ? (
            <p className="text-sm font-semibold">{t("none")}</p>
          ) : (
            <div className="mt-1 space-y-2">
              <Choices
                className="min-w-0"
                legend={t("day")}
                hideLegend
                look="chips"
                layout="scroll"
                value={day}
                onChange={(next) => onChange("LATER", firstOf(next))}
                choices={days.map((date) => ({
                  value: date,
                  label: calendarDay(date, locale, "short"),
                }))}
              />
              <select
                id={id}
                className={`${inputClass} min-h-12`}
                value={scheduledFor ?? ""}
                onChange={(e) => onChange("LATER", e.target.value || null)}
              >
                <option value="">{t("pick")}</option>
                {offered
                  .filter((s) => dayOf(s.at) === day)
                  .map((s) => {
                    const at = clockTime(s.at, timeZone, locale);
                    return (
                      <option key={s.at} value={s.at} disabled={s.full}>
                        {s.full ? t("full", { time: at }) : at}
                      </option>
                    );
                  })}
              </select>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
