"use client";

import { useTranslations } from "next-intl";
import type { ShopState } from "@/domain/shop-state";

const STYLE: Record<ShopState, string> = {
  open: "bg-green-100 text-green-900",
  setup: "bg-amber-100 text-amber-900",
  suspended: "bg-red-100 text-red-900",
};

/** A shop's state as a word on a colour (the word carries it; the colour only helps). */
export function StateBadge({ state }: { state: ShopState }) {
  const t = useTranslations("platformConsole.states");
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STYLE[state]}`}
    >
      {t(state)}
    </span>
  );
}
