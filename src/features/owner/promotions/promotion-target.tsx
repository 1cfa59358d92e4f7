"use client";

import { useTranslations } from "next-intl";
import type { PromotionChoices } from "@/contract/owner-promotions";
import { Checklist } from "@/ui/form";
import { Choices } from "@/ui/choices";
import type { Change, ProblemText } from "./promotion-form";
import type { PromotionDraft } from "./promotion-draft";

/**
 * What a discount is off: the whole order, some sections of the menus, or some items (listed
 * under their sections, so a long menu stays findable).
 */
export function TargetFields({
  draft,
  choices,
  change,
  problemText,
}: {
  draft: PromotionDraft;
  choices: PromotionChoices;
  change: Change;
  problemText: ProblemText;
}) {
  const t = useTranslations("ownerPromotions.form");
  const fields = ["benefit.target.scope", "benefit.target.sectionIds", "benefit.target.itemIds"];
  const chosenItems = new Set(draft.itemIds);
  return (
    <div className="space-y-3">
      <Choices
        legend={draft.kind === "BUY_X_GET_Y" ? t("targetBuyGet") : t("target")}
        look="chips"
        value={draft.scope}
        onChange={(scope) => change({ scope }, fields)}
        choices={(["ORDER", "SECTIONS", "ITEMS"] as const).map((scope) => ({
          value: scope,
          label: t(`targets.${scope}`),
        }))}
      />
      {draft.scope === "SECTIONS" && (
        <Checklist
          legend={t("sections")}
          columns={2}
          error={problemText("benefit.target.sectionIds")}
          items={choices.sections.map((s) => ({ id: s.id, label: s.name }))}
          checked={new Set(draft.sectionIds)}
          onChange={(ids) => change({ sectionIds: [...ids] }, fields)}
        />
      )}
      {draft.scope === "ITEMS" && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t("items")}</legend>
          {problemText("benefit.target.itemIds") && (
            <p className="text-sm text-red-700">{problemText("benefit.target.itemIds")}</p>
          )}
          {choices.sections.map((section) => {
            const items = choices.items.filter((i) => i.sectionId === section.id);
            if (items.length === 0) return null;
            return (
              <Checklist
                key={section.id}
                legend={section.name}
                columns={2}
                items={items.map((i) => ({ id: i.id, label: i.name }))}
                checked={new Set(items.filter((i) => chosenItems.has(i.id)).map((i) => i.id))}
                onChange={(ids) => {
                  const others = draft.itemIds.filter((id) => !items.some((i) => i.id === id));
                  change({ itemIds: [...others, ...ids] }, fields);
                }}
              />
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
