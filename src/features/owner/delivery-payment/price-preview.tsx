"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { Segment } from "@/domain/delivery";
import { calculateDeliveryPrice, NO_MATCHING_SEGMENT } from "@/domain/delivery";
import { formatMoney } from "@/domain/money";
import { Field, inputClass } from "@/ui/form";
import { parseDecimal } from "./delivery-draft";

/**
 * "What would a customer at X km pay": the method's rows as typed, priced by the very function the
 * price endpoint runs (POST /api/delivery/price, spec §5), so the answer is the customer's.
 */
export function PricePreview({ segments, currency }: { segments: Segment[]; currency: string }) {
  const t = useTranslations("ownerDelivery.preview");
  const id = useId();
  const [distance, setDistance] = useState("5");
  const km = parseDecimal(distance);
  const known = km !== undefined && Number.isFinite(km) && km >= 0;
  const result = known
    ? calculateDeliveryPrice({
        distanceInMeters: Math.round(km * 1000),
        merchantLevelConfigs: { segments },
      })
    : null;
  const answer = !result
    ? t("distance")
    : result.ok
      ? t("pays", { distance: km!, price: formatMoney(result.price, currency) })
      : result.error === NO_MATCHING_SEGMENT
        ? t("cannot", { distance: km! })
        : t("fix");

  return (
    <div className="rounded-xl bg-neutral-100 p-3">
      <Field id={id} label={t("label")}>
        {(control) => (
          <input
            {...control}
            className={`max-w-32 ${inputClass}`}
            inputMode="decimal"
            value={distance}
            onChange={(e) => setDistance(e.target.value)}
          />
        )}
      </Field>
      <p role="status" className="mt-2 font-semibold">
        {answer}
      </p>
    </div>
  );
}
