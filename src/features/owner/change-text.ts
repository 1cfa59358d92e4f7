"use client";

import { useTranslations } from "next-intl";
import type { BrandChange } from "@/domain/brand-revisions";
import { formatMoney } from "@/domain/money";

/** A revision's change in the owner's words: "Item “Black Forest” changed: price 38.000 → 40.000". */
export function useChangeText(currency: string): (change: BrandChange) => string {
  const t = useTranslations("owner.change");
  return (change) => {
    if (change.area === "more") return t("more", { count: change.count });
    if (change.area === "brand" && change.op === "added")
      return t("created", { name: change.name ?? "" });
    const area = t(`area.${change.area}`);
    const what =
      change.name === undefined || (change.area === "brand" && change.op === "changed")
        ? t("changedSettings", { area })
        : t(change.op, { area, name: change.name });
    if (!change.price) return what;
    const from = formatMoney(change.price.from, currency);
    return `${what}: ${t("price", { from, to: formatMoney(change.price.to, currency) })}`;
  };
}
