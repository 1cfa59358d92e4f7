"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { CourierQuotes } from "@/domain/courier-quote";
import { formatMoney } from "@/domain/money";
import { Choices } from "@/ui/choices";

/**
 * The couriers of the delivery options dialog (issue 38, docs/couriers.md "At checkout"): each
 * with its fee and time ("GoSend Instant", "Rp 18.000 · 35–60 min"), or in plain words why there
 * are none (none reaches the address, or couriers cannot be reached); the shop's own segments stay
 * beside them, under their own legend, unless the brand's couriers replace them.
 */
export function useCourierChoices(quotes: UseQueryResult<CourierQuotes>, currency: string) {
  const t = useTranslations("delivery.couriers");
  const data = quotes.data;
  const options = data?.options ?? [];
  // A failed call (the per-client limit, the network) reads as couriers out of reach: the
  // segments are still there to choose.
  const note = quotes.isError
    ? t("unavailable")
    : data?.problem
      ? t(data.problem.code === "COURIERS_OUT_OF_RANGE" ? "outOfRange" : "unavailable")
      : null;
  const shown = Boolean(data?.offered) || quotes.isError;
  const eta = (m: { min: number; max: number } | null) => (m ? ` · ${t("eta", m)}` : "");

  function group(chosen: string | null, choose: (value: string) => void) {
    if (!shown) return null;
    return (
      <div className="space-y-2">
        {options.length > 0 && (
          <Choices
            legend={t("legend")}
            hint={t("priceHolds")}
            look="cards"
            value={chosen}
            onChange={choose}
            choices={options.map((o) => ({
              value: `courier:${o.service}`,
              label: o.name,
              hint: `${formatMoney(o.fee, currency)}${eta(o.etaMinutes)}`,
            }))}
          />
        )}
        {note && (
          <p role="status" className="rounded-xl bg-neutral-100 px-3 py-2 text-sm">
            <span className="font-semibold">{t("legend")}: </span>
            {note}
          </p>
        )}
      </div>
    );
  }

  return { options, note, shown, segmentsLegend: t("shopDelivery"), group };
}
