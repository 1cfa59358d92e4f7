"use client";

import { Choices } from "@/ui/choices";
import { fieldErrors, inputClass } from "@/ui/form";
import { useId } from "react";
import { useTranslations } from "next-intl";
import type { BrandDocument } from "@/domain/brand-config";
import type { WeeklyHours } from "@/domain/hours";
import { Button } from "@/ui/button";
import { HoursEditor } from "./hours-editor";

type Branch = BrandDocument["branches"][number];
type Hours = Pick<Branch, "openingHours" | "closures">;

/**
 * A branch's opening hours (at all times, or each day's ranges) and its closed days: the owner's
 * branch form and a manager's hours page (issue 19 items 2 and 8). `shown` holds the messages by
 * field ("openingHours.mon[0]", "closures[1].reason").
 */
export function BranchHoursFields({
  value,
  saved,
  shown,
  onChange,
}: {
  value: Hours;
  /** The hours as saved: brought back when "each day" is chosen again. */
  saved: WeeklyHours | undefined;
  shown: Record<string, string>;
  onChange: (patch: Partial<Hours>) => void;
}) {
  const t = useTranslations("ownerBranches");
  const id = useId();
  const { described, error } = fieldErrors<string>(id, shown);
  return (
    <>
      <div className="space-y-3">
        <Choices
          legend={t("hours")}
          titled
          look="plain"
          error={shown.openingHours}
          value={value.openingHours ? "set" : "always"}
          onChange={(mode) =>
            onChange({
              openingHours:
                mode === "set"
                  ? (saved ?? { mon: [{ open: "08:00", close: "21:00" }] })
                  : undefined,
            })
          }
          choices={(["always", "set"] as const).map((mode) => ({
            value: mode,
            label: mode === "set" ? t("hoursSet") : t("hoursAlways"),
          }))}
        />
        {value.openingHours && (
          <HoursEditor
            hours={value.openingHours}
            onChange={(openingHours) => onChange({ openingHours })}
            errorAt={(day, i) => shown[`openingHours.${day}[${i}]`]}
          />
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t("closures")}</legend>
        <p className="text-sm text-neutral-700">{t("closuresHint")}</p>
        {value.closures.map((closure, i) => {
          const at = `closures[${i}]`;
          const patch = (p: Partial<typeof closure>) =>
            onChange({ closures: value.closures.map((c, k) => (k === i ? { ...c, ...p } : c)) });
          return (
            <div key={i} className="space-y-2 rounded-2xl border border-neutral-200 p-3">
              <div className="grid grid-cols-2 gap-3">
                {(["from", "to"] as const).map((end) => (
                  <label key={end} className="text-sm">
                    {t(end)}
                    <input
                      type="date"
                      className={`mt-1 ${inputClass}`}
                      value={closure[end]}
                      {...described(at)}
                      onChange={(e) => patch({ [end]: e.target.value })}
                    />
                  </label>
                ))}
              </div>
              {error(at)}
              <label className="block text-sm">
                {t("reason")}
                <input
                  className={`mt-1 ${inputClass}`}
                  value={closure.reason}
                  maxLength={120}
                  {...described(`${at}.reason`)}
                  onChange={(e) => patch({ reason: e.target.value })}
                />
              </label>
              {error(`${at}.reason`)}
              <Button
                variant="text"
                onClick={() => onChange({ closures: value.closures.filter((_, k) => k !== i) })}
              >
                {t("removeClosure", { from: closure.from || "…" })}
              </Button>
            </div>
          );
        })}
        <Button
          variant="outlined"
          onClick={() =>
            onChange({ closures: [...value.closures, { from: "", to: "", reason: "" }] })
          }
        >
          {t("addClosure")}
        </Button>
      </fieldset>
    </>
  );
}
