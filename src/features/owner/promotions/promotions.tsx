"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { OwnerPromotion } from "@/contract/owner-promotions";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { LoyaltySettingsCard } from "./loyalty-settings";
import { PromotionPeriod } from "./promotion-period";
import { PromotionCard } from "./promotion-card";
import { PromotionForm } from "./promotion-form";
import type { PeriodAsk } from "./promotions-api";
import { promotionsQuery } from "./promotions-api";

// The console's Promotions page (issue 39, docs/owner.md "Promotions"): the brand's promotions,
// each in one plain sentence with its status and its numbers for a period; a form to create or
// change one; the loyalty card's settings below.

/** Which form is open: none (the list), a new promotion, or one being changed. */
type Editing = null | "new" | OwnerPromotion;

export function Promotions() {
  const t = useTranslations("ownerPromotions");
  const errorText = useErrorText();
  const [ask, setAsk] = useState<PeriodAsk>({ range: "thisWeek", from: "", to: "" });
  const [editing, setEditing] = useState<Editing>(null);
  const view = useQuery(promotionsQuery(ask));
  if (view.isPending) return <p role="status">{t("loading")}</p>;
  if (view.isError) return <p role="alert">{errorText(view.error)}</p>;
  const data = view.data;
  if (editing !== null)
    return (
      <PromotionForm
        view={data}
        editing={editing === "new" ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  const shown = data.promotions.filter((p) => p.status !== "ARCHIVED");
  const archived = data.promotions.filter((p) => p.status === "ARCHIVED");
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-2">
        <h2 className="text-xl font-bold">{t("title")}</h2>
        <p className="text-sm text-neutral-700">{t("intro")}</p>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PromotionPeriod ask={ask} onAsk={setAsk} shown={data.period} />
        <Button onClick={() => setEditing("new")}>{t("new")}</Button>
      </div>
      <section aria-labelledby="promotions-list" className="space-y-3">
        <h3 id="promotions-list" className="sr-only">
          {t("listTitle")}
        </h3>
        {shown.length === 0 && <p className="text-neutral-700">{t("none")}</p>}
        <ul className="space-y-3" aria-busy={view.isPlaceholderData}>
          {shown.map((p) => (
            <li key={p.promotion.id}>
              <PromotionCard listing={p} view={data} onEdit={() => setEditing(p)} />
            </li>
          ))}
        </ul>
      </section>
      {archived.length > 0 && (
        <details className="rounded-2xl border border-neutral-300 p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            {t("archived", { count: archived.length })}
          </summary>
          <ul className="mt-3 space-y-3">
            {archived.map((p) => (
              <li key={p.promotion.id}>
                <PromotionCard listing={p} view={data} onEdit={null} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <LoyaltySettingsCard view={data} />
    </div>
  );
}
