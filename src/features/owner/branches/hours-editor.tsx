"use client";

import { useLocale, useTranslations } from "next-intl";
import type { WeeklyHours } from "@/domain/hours";
import { WEEKDAYS } from "@/domain/hours";
import { Button } from "@/ui/button";

// A branch's week (issue 19 item 2): each day's ranges, or closed. Monday first, as Indonesian
// calendars are. A close of 00:00 is stored as 24:00 (the end of the day, hours-schema.ts):
// a time field cannot say 24:00.

const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
type Day = (typeof WEEKDAYS)[number];

const shownClose = (close: string) => (close === "24:00" ? "00:00" : close);
export const storedClose = (close: string) => (close === "00:00" ? "24:00" : close);

const time =
  "mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base aria-[invalid=true]:border-red-700";

export function HoursEditor({
  hours,
  onChange,
  errorAt,
}: {
  hours: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  /** The problem of `openingHours.{day}[i]`, if any. */
  errorAt: (day: Day, index: number) => string | undefined;
}) {
  const t = useTranslations("ownerBranches");
  const locale = useLocale();
  // 2026-11-22 is a Sunday: WEEKDAYS[i] is that day plus i.
  const dayName = (day: Day) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
      Date.UTC(2026, 10, 22 + WEEKDAYS.indexOf(day)),
    );
  const setDay = (day: Day, ranges: WeeklyHours[Day]) => onChange({ ...hours, [day]: ranges });

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">{t("closesHint")}</p>
      {WEEK.map((day) => {
        const ranges = hours[day] ?? [];
        return (
          <fieldset key={day} className="rounded-2xl border border-neutral-200 p-3">
            <legend className="px-1 font-semibold">{dayName(day)}</legend>
            {ranges.length === 0 && <p className="text-sm text-neutral-700">{t("closedAllDay")}</p>}
            {ranges.map((range, i) => {
              const problem = errorAt(day, i);
              const id = `hours-${day}-${i}`;
              return (
                <div key={i} className="mb-2">
                  <div className="flex items-end gap-2">
                    <label className="flex-1 text-sm">
                      {t("opens")}
                      <input
                        type="time"
                        className={time}
                        value={range.open}
                        aria-invalid={Boolean(problem)}
                        aria-describedby={problem ? `${id}-error` : undefined}
                        onChange={(e) =>
                          setDay(
                            day,
                            ranges.map((r, k) => (k === i ? { ...r, open: e.target.value } : r)),
                          )
                        }
                      />
                    </label>
                    <label className="flex-1 text-sm">
                      {t("closes")}
                      <input
                        type="time"
                        className={time}
                        value={shownClose(range.close)}
                        aria-invalid={Boolean(problem)}
                        aria-describedby={problem ? `${id}-error` : undefined}
                        onChange={(e) =>
                          setDay(
                            day,
                            ranges.map((r, k) =>
                              k === i ? { ...r, close: storedClose(e.target.value) } : r,
                            ),
                          )
                        }
                      />
                    </label>
                    <button
                      type="button"
                      className="inline-flex size-11 items-center justify-center rounded-full text-xl text-primary hover:bg-surface-variant"
                      aria-label={t("removeRange", {
                        day: dayName(day),
                        open: range.open,
                        close: shownClose(range.close),
                      })}
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, k) => k !== i),
                        )
                      }
                    >
                      ×
                    </button>
                  </div>
                  {problem && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                      {problem}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="text"
                onClick={() => setDay(day, [...ranges, { open: "08:00", close: "21:00" }])}
              >
                {t("addRange")}
                <span className="sr-only"> {dayName(day)}</span>
              </Button>
              {day === "mon" && ranges.length > 0 && (
                <Button
                  variant="text"
                  onClick={() =>
                    onChange(Object.fromEntries(WEEKDAYS.map((d) => [d, structuredClone(ranges)])))
                  }
                >
                  {t("copyToAll")}
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
