"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BrandColor, BrandColors } from "@/domain/brand-contrast";
import {
  BRAND_COLORS,
  contrastOf,
  STOREFRONT_TEXT,
  touchedColors,
  unreadableColors,
} from "@/domain/brand-contrast";
import type { BrandDocument } from "@/domain/brand-config";
import { textColorOn } from "@/domain/color";
import { formatMoney } from "@/domain/money";
import { describedBy } from "@/ui/form";
import { BrandSection, SaveButton } from "./brand-field";
import { useSaveBrand } from "../save-brand";

const HEX = /^#?([0-9a-fA-F]{6})$/;
/** "8a1c3f" or "#8a1c3f" as the brand file spells it, "#8A1C3F"; null for anything else. */
const hexOf = (typed: string) => {
  const m = HEX.exec(typed.trim());
  return m ? `#${m[1]!.toUpperCase()}` : null;
};

/**
 * The brand's five colours, each with a colour picker, its hex code and whether what the
 * storefront puts on it stays readable (domain/brand-contrast.ts, the rule the server applies),
 * and a preview of a storefront in them.
 */
export function BrandColorsForm({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBrand.colors");
  const format = useFormatter();
  const id = useId();
  const saved = owner.document.storeConfigs.branding.colors;
  const [typed, setTyped] = useState<Record<BrandColor, string>>({ ...saved });
  const [tried, setTried] = useState(false);
  const { save, saving, problems } = useSaveBrand(owner);
  // What is drawn and checked: a colour still being typed keeps its saved value.
  const colors = Object.fromEntries(
    BRAND_COLORS.map((c) => [c, hexOf(typed[c]) ?? saved[c]]),
  ) as BrandColors;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const malformed = BRAND_COLORS.some((c) => !hexOf(typed[c]));
    // Only what this change touches, as the server checks (an older brand can still save).
    if (malformed || unreadableColors(colors, touchedColors(saved, colors)).length > 0) return;
    save((d) => {
      d.storeConfigs.branding.colors = colors;
    }, "$.storeConfigs.branding.colors");
  };

  const ratio = (n: number) => format.number(n, { maximumFractionDigits: 1 });

  return (
    <BrandSection id={`${id}-title`} title={t("title")}>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      <form onSubmit={submit} noValidate className="space-y-5">
        {BRAND_COLORS.map((color) => {
          const fieldId = `${id}-${color}`;
          const valid = hexOf(typed[color]) !== null;
          const verdict = valid ? contrastOf(colors, color) : null;
          const message = !valid
            ? tried
              ? t("notAColour")
              : undefined
            : verdict && !verdict.ok
              ? t(`hardToRead.${color}`, {
                  ratio: ratio(verdict.ratio),
                  needs: ratio(verdict.needs),
                })
              : problems[color];
          return (
            <div key={color}>
              <label htmlFor={fieldId} className="text-sm font-semibold">
                {t(`names.${color}`)}
              </label>
              <p id={`${fieldId}-hint`} className="text-sm text-neutral-700">
                {t(`uses.${color}`)}
              </p>
              <div className="mt-1 flex items-center gap-2">
                <input
                  type="color"
                  aria-label={t("pick", { name: t(`names.${color}`) })}
                  value={colors[color].toLowerCase()}
                  onChange={(e) => setTyped({ ...typed, [color]: e.target.value.toUpperCase() })}
                  className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-outline bg-white p-1"
                />
                <input
                  id={fieldId}
                  aria-invalid={Boolean(message)}
                  aria-describedby={describedBy(fieldId, true, message)}
                  className="block w-full min-w-0 rounded-xl border border-outline bg-white px-3 py-2 font-mono text-base uppercase aria-[invalid=true]:border-red-700"
                  value={typed[color]}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(e) => setTyped({ ...typed, [color]: e.target.value })}
                />
              </div>
              {message ? (
                <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {message}
                </p>
              ) : (
                verdict && (
                  <p className="mt-1 text-sm text-green-800">
                    {t(color === "outline" ? "visible" : "readable", {
                      ratio: ratio(verdict.ratio),
                    })}
                  </p>
                )
              )}
            </div>
          );
        })}
        <Preview colors={colors} document={owner.document} />
        <SaveButton saving={saving} label={t("save")} />
      </form>
    </BrandSection>
  );
}

/** A piece of storefront in the colours being chosen: drawn, not working. */
function Preview({ colors, document }: { colors: BrandColors; document: BrandDocument }) {
  const t = useTranslations("ownerBrand.colors.preview");
  // The shop's own first item, as its menu shows it.
  const item = document.menus[0]?.sections.flatMap((s) => s.items)[0];
  const onPrimary = textColorOn(colors.primary);
  return (
    <figure className="overflow-hidden rounded-2xl border border-neutral-200 bg-neutral-50">
      <figcaption className="px-4 pt-3 text-sm font-semibold">{t("title")}</figcaption>
      <div className="space-y-3 p-4">
        <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5">
          <p className="font-semibold text-neutral-900">{item?.name ?? t("item")}</p>
          <p className="font-semibold" style={{ color: colors.primary }}>
            {formatMoney(item?.price ?? 48_000, document.brand.currency)}
          </p>
          <p className="mt-1 text-sm underline" style={{ color: colors.primary }}>
            {t("link")}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold"
            style={{ background: colors.primary, color: onPrimary }}
          >
            {t("button")}
          </span>
          <span
            className="inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold"
            style={{ borderColor: colors.outline, color: colors.primary }}
          >
            {t("outlined")}
          </span>
          <span
            className="rounded-full px-3 py-1 text-sm font-semibold"
            style={{ background: colors.surfaceVariant, color: STOREFRONT_TEXT }}
          >
            {t("chip")}
          </span>
        </div>
        <p
          className="rounded-xl p-3 text-sm"
          style={{ background: colors.secondaryContainer, color: colors.onSecondaryContainer }}
        >
          {t("note")}
        </p>
        <div
          className="rounded-xl border bg-white px-3 py-2 text-neutral-700"
          style={{ borderColor: colors.outline }}
        >
          {t("field")}
        </div>
      </div>
    </figure>
  );
}
