"use client";

import { useLocale, useTranslations } from "next-intl";
import type { OrderTime } from "@/domain/basket";
import { isLocale } from "@/domain/locale";
import { dayAndTime } from "@/domain/time";

/**
 * An order's time as checkout, tracking and the board say it: 'ASAP' for NOW; for LATER the
 * spec's 'Later - {notes}', with the slot in front when one was chosen (issue 18 item 3):
 * "Later - Sat 28 Nov, 10:00 - ring the bell". Slots are shown in the brand's `timeZone`.
 */
export function useOrderTimeText(
  timeZone: string,
): (o: {
  deliveryOrPickupTime: OrderTime | null;
  deliveryNotes: string;
  scheduledFor: string | null;
}) => string {
  const t = useTranslations("order.time");
  const tag = useLocale();
  const locale = isLocale(tag) ? tag : "en";
  return (o) => {
    if (o.deliveryOrPickupTime !== "LATER") return t("NOW");
    if (!o.scheduledFor) return t("LATER", { notes: o.deliveryNotes });
    const slot = dayAndTime(o.scheduledFor, timeZone, locale);
    return o.deliveryNotes
      ? t("LATER_AT_NOTES", { slot, notes: o.deliveryNotes })
      : t("LATER_AT", { slot });
  };
}
