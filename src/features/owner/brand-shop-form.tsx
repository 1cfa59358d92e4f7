"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BusinessType } from "@/domain/brand-config";
import { BUSINESS_TYPES } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import { LOCALES } from "@/domain/locale";
import { BrandSection, describedBy, Field, fieldInput, SaveButton } from "./brand-field";
import { useSaveBrand } from "./save-brand";

/** The shop's name, the storefront's default language and what kind of shop it is. */
export function BrandShopForm({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBrand");
  const id = useId();
  const { brand } = owner.document;
  const [name, setName] = useState(brand.name);
  const [language, setLanguage] = useState<Locale>(brand.defaultLanguage);
  const [type, setType] = useState<BusinessType>(brand.businessType);
  const [nameError, setNameError] = useState<string>();
  const { save, saving, problems } = useSaveBrand(owner);
  const error = nameError ?? problems.name;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : t("shop.needsName"));
    if (!trimmed) return;
    save((d) => {
      d.brand.name = trimmed;
      d.brand.defaultLanguage = language;
      d.brand.businessType = type;
    }, "$.brand");
  };

  return (
    <BrandSection id={`${id}-title`} title={t("shop.title")}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id={`${id}-name`} label={t("shop.name")} error={error}>
          <input
            {...describedBy(`${id}-name`, null, error)}
            className={fieldInput}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field
          id={`${id}-language`}
          label={t("shop.language")}
          hint={t("shop.languageHint")}
          error={problems.defaultLanguage}
        >
          <select
            {...describedBy(`${id}-language`, true, problems.defaultLanguage)}
            className={fieldInput}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Locale)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-type`}
          label={t("shop.type")}
          hint={t("shop.typeHint")}
          error={problems.businessType}
        >
          <select
            {...describedBy(`${id}-type`, true, problems.businessType)}
            className={fieldInput}
            value={type}
            onChange={(e) => setType(e.target.value as BusinessType)}
          >
            {BUSINESS_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`types.${b}`)}
              </option>
            ))}
          </select>
        </Field>
        <SaveButton saving={saving} label={t("shop.save")} />
      </form>
    </BrandSection>
  );
}
