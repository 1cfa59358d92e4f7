"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { formatMoney } from "@/domain/money";
import type { PriceJump } from "@/domain/money-input";
import { Button } from "@/ui/button";

/**
 * Issue 31 item 1: before a save that moves a price more than tenfold, the form's foot asks
 * whether that is meant, naming each price as it was and as it would be. Nothing is sent until
 * "Yes, save"; "Go back and fix" leaves the form as typed. Shown in place of the form's buttons
 * (the item form is itself in a dialog), and focused so that it is read out.
 */
export function PriceCheck({
  lines,
  saving,
  onSave,
  onBack,
}: {
  lines: string[];
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  const t = useTranslations("ownerMoney.confirm");
  const id = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className="space-y-3 rounded-2xl border-2 border-amber-700 bg-amber-50 p-4 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("title")}
      </h3>
      <p id={`${id}-intro`}>{t("intro")}</p>
      <ul className="list-disc space-y-1 pl-5 font-semibold">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={onBack}>
          {t("back")}
        </Button>
        <Button disabled={saving} onClick={onSave}>
          {t("save")}
        </Button>
      </div>
    </section>
  );
}

/** How an item's price jump is named: "Price: Rp 35.000 → Rp 350.000" (or an option's). */
export function useItemJumpLine(currency: string) {
  const t = useTranslations("ownerMoney.confirm");
  return ({ what, from, to }: PriceJump) => {
    const amounts = { from: formatMoney(from, currency), to: formatMoney(to, currency) };
    return what.kind === "price"
      ? t("price", amounts)
      : t("option", { ...amounts, name: what.name });
  };
}
