"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { NumbersRange } from "@/domain/numbers";
import { NUMBER_RANGES } from "@/domain/numbers";
import { Choices } from "@/ui/choices";
import { ChosenDays } from "../chosen-days";
import type { PeriodAsk } from "./promotions-api";

/**
 * The period the promotions' numbers are of, as the Numbers page chooses it: a range by name, or
 * chosen days (checked here as the server checks them).
 */
export function PromotionPeriod({
  ask,
  onAsk,
  shown,
}: {
  ask: PeriodAsk;
  onAsk: (ask: PeriodAsk) => void;
  /** The days the numbers shown are of. */
  shown: { from: string; to: string };
}) {
  const t = useTranslations("ownerPromotions");
  const tn = useTranslations("ownerNumbers");
  const [range, setRange] = useState<NumbersRange>(ask.range);
  const choose = (chosen: NumbersRange) => {
    setRange(chosen);
    if (chosen !== "custom") onAsk({ range: chosen, from: "", to: "" });
  };
  return (
    <div className="min-w-0 space-y-3">
      <Choices
        legend={t("numbersFor")}
        look="chips"
        className="min-w-0"
        layout="scroll"
        value={range}
        onChange={choose}
        choices={NUMBER_RANGES.map((r) => ({ value: r, label: tn(`ranges.${r}`) }))}
      />
      {range === "custom" && (
        <ChosenDays
          initial={shown}
          label={t("chooseDays")}
          onShow={(days) => onAsk({ range: "custom", ...days })}
        />
      )}
    </div>
  );
}
