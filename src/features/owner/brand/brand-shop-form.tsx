"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { BusinessType } from "@/domain/brand-config";
import { BUSINESS_TYPES } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import { LOCALES } from "@/domain/locale";
import { Field, inputClass } from "@/ui/form";
import { BrandSection, SaveButton } from "./brand-field";
import { useSaveBrand } from "../save-brand";

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
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Choice
          id={`${id}-language`}
          label={t("shop.language")}
          hint={t("shop.languageHint")}
          error={problems.defaultLanguage}
          value={language}
          options={LOCALES.map((l) => [l, t(`languages.${l}`)])}
          onChange={setLanguage}
        />
        <Choice
          id={`${id}-type`}
          label={t("shop.type")}
          hint={t("shop.typeHint")}
          error={problems.businessType}
          value={type}
          options={BUSINESS_TYPES.map((b) => [b, t(`types.${b}`)])}
          onChange={setType}
        />
        <SaveButton saving={saving} label={t("shop.save")} />
      </form>
    </BrandSection>
  );
}

/** A field that picks one of a few values. */
function Choice<V extends string>({
  id,
  label,
  hint,
  error,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: V;
  options: [V, string][];
  onChange: (value: V) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
