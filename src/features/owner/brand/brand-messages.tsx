"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { OwnerBrand } from "@/contract";
import type { LanguageTemplates, MessageTemplates } from "@/domain/brand-config";
import type { Locale } from "@/domain/locale";
import { LOCALES } from "@/domain/locale";
import type { MessageEvent } from "@/domain/order-status";
import {
  MESSAGE_EVENTS,
  renderMessage,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from "@/domain/order-status";
import enDefaults from "@/i18n/server/en/status-messages.json";
import idDefaults from "@/i18n/server/id/status-messages.json";
import enSample from "@/i18n/server/en/message-sample.json";
import idSample from "@/i18n/server/id/message-sample.json";
import { Choices } from "@/ui/choices";
import { Field, inputClass } from "@/ui/form";
import { BrandSection, SaveButton } from "./brand-field";
import { useSaveBrand } from "../save-brand";

/** kedai's own wording, sent for an event the brand leaves empty (src/server/orders/messages.ts). */
const DEFAULTS: Record<Locale, Record<MessageEvent, string>> = { en: enDefaults, id: idDefaults };
/**
 * The preview's sample words, in the language of the message shown (issue 32 item 11: an English
 * message previewed with the Indonesian console's reason read "…has been cancelled. Hari ini sudah
 * habis.").
 */
const SAMPLES: Record<Locale, { reason: string; time: string }> = { en: enSample, id: idSample };
const MAX_LENGTH = 320;

type Drafts = Record<Locale, Record<MessageEvent, string>>;

const draftsOf = (stored: LanguageTemplates): Drafts =>
  Object.fromEntries(
    LOCALES.map((l) => [
      l,
      Object.fromEntries(MESSAGE_EVENTS.map((e) => [e, stored[l]?.[e] ?? ""])),
    ]),
  ) as Drafts;

/** The drafts as the document keeps them: empty fields and languages left out. */
function templatesOf(drafts: Drafts): LanguageTemplates {
  const out: LanguageTemplates = {};
  for (const l of LOCALES) {
    const own: MessageTemplates = {};
    for (const e of MESSAGE_EVENTS) if (drafts[l][e].trim()) own[e] = drafts[l][e].trim();
    if (Object.keys(own).length) out[l] = own;
  }
  return out;
}

/**
 * The text messages customers get when their order moves on, per language: the brand's own words
 * or, left empty, kedai's. A placeholder that does not exist is named at its field as it is typed.
 */
export function BrandMessages({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerBrand.messages");
  const tBrand = useTranslations("ownerBrand");
  const id = useId();
  const { document } = owner;
  const [language, setLanguage] = useState<Locale>(document.brand.defaultLanguage);
  const [drafts, setDrafts] = useState(() => draftsOf(document.messages as LanguageTemplates));
  const { save, saving, problems } = useSaveBrand(owner);
  const sample = {
    brand: document.brand.name,
    order: "A1B2C3",
    branch: document.branches[0]?.name ?? "",
    ...SAMPLES[language],
  };

  const errorOf = (l: Locale, e: MessageEvent): string | undefined => {
    const unknown = unknownPlaceholders(drafts[l][e]);
    if (unknown.length)
      return t("unknown", {
        names: unknown.map((n) => `{${n}}`).join(", "),
        count: unknown.length,
      });
    if (drafts[l][e].trim().length > MAX_LENGTH) return t("tooLong", { max: MAX_LENGTH });
    return problems[`${l}.${e}`];
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const wrong = LOCALES.find((l) => MESSAGE_EVENTS.some((e) => errorOf(l, e)));
    if (wrong) return setLanguage(wrong);
    save((d) => {
      d.messages = templatesOf(drafts);
    }, "$.messages");
  };

  return (
    <BrandSection id={`${id}-title`} title={t("title")}>
      <p className="text-sm text-neutral-700">{t("intro")}</p>
      <div>
        <p className="text-sm font-semibold">{t("placeholders")}</p>
        <ul className="mt-1 space-y-1 text-sm">
          {TEMPLATE_PLACEHOLDERS.map((p) => (
            <li key={p}>
              <code className="rounded bg-neutral-100 px-1 font-mono">{`{${p}}`}</code>{" "}
              {t(`placeholder.${p}`)}
            </li>
          ))}
        </ul>
      </div>
      <Choices
        legend={t("language")}
        look="chips"
        value={language}
        onChange={setLanguage}
        choices={LOCALES.map((l) => ({ value: l, label: tBrand(`languages.${l}`) }))}
      />
      <form onSubmit={submit} noValidate className="space-y-5">
        {MESSAGE_EVENTS.map((e) => {
          const fieldId = `${id}-${language}-${e}`;
          const error = errorOf(language, e);
          const text = drafts[language][e];
          return (
            <Field
              key={fieldId}
              id={fieldId}
              label={t(`events.${e}`)}
              hint={t("preview", {
                text: renderMessage(text.trim() || DEFAULTS[language][e], sample),
              })}
              error={error}
            >
              {(control) => (
                <textarea
                  {...control}
                  lang={language}
                  className={inputClass}
                  rows={3}
                  value={text}
                  placeholder={DEFAULTS[language][e]}
                  onChange={(event) =>
                    setDrafts({
                      ...drafts,
                      [language]: { ...drafts[language], [e]: event.target.value },
                    })
                  }
                />
              )}
            </Field>
          );
        })}
        <p className="text-sm text-neutral-700">{t("emptyMeansDefault")}</p>
        <SaveButton saving={saving} label={t("save")} />
      </form>
    </BrandSection>
  );
}
