"use client";

import { useTranslations } from "next-intl";
import type { NoticeLimit } from "@/domain/order-ahead";
import { maxNoticeHours } from "@/domain/order-ahead";

/**
 * How far ahead orders are taken, and why an item's notice is too long for it, in the owner's
 * words (issue 35 item 4): the reason and the limit, with the branch whose limit it is.
 */
export function useNoticeWords() {
  const t = useTranslations("ownerOrderAhead");
  const reach = (days: number) => (days === 0 ? t("reachToday") : t("reachDays", { days }));
  return {
    reach,
    /** An item's notice beyond `limit` (the item form's error). */
    itemNotice: (hours: number, limit: NoticeLimit) =>
      t("itemNotice", {
        hours,
        where: limit.branch?.name ?? t("thisShop"),
        reach: reach(limit.daysAhead),
        max: maxNoticeHours(limit.daysAhead),
      }),
    /** Days ahead `days` too few for these items (the Order ahead page's error). */
    tooFewDays: (days: number, items: readonly { name: string; hours: number }[]) =>
      t("noticeTooLong", {
        items: items.map((item) => t("itemHours", item)).join(", "),
        reach: reach(days),
        max: maxNoticeHours(days),
      }),
  };
}
