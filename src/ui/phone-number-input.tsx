"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Labels } from "react-phone-number-input";
import englishLabels from "react-phone-number-input/locale/en";
import PhoneInput from "react-phone-number-input/min";
import "react-phone-number-input/style.css";
import type { Locale } from "@/domain/locale";
import type { PhoneCheck } from "@/domain/phone";
import { DEFAULT_COUNTRY, PHONE_INPUT_MAX_LENGTH } from "@/domain/phone-field";
import indonesianNames from "./country-names-id.json";
import { PhoneFlag } from "./phone-flag";

// The field formats as one types with libphonenumber's small metadata; the number is checked
// with the server's own rules (its full metadata, about 40 KiB gzipped), which load when the field
// is first focused rather than with the page (decision 0020).
const phoneRules = () => import("@/domain/phone");

/** Spec §5's check; null when the rules could not be loaded (offline): the server checks anyway. */
export async function checkNumber(value: string): Promise<PhoneCheck | null> {
  try {
    return (await phoneRules()).checkPhoneNumber(value);
  } catch {
    return null;
  }
}

/**
 * The country picker's words in the person's language. English keeps the library's own country
 * names; it has none in Indonesian, whose names are ICU's, written once into country-names-id.json
 * (scripts/country-names.ts): made in the browser, they loaded ICU's region names as the field
 * appeared (issue 34 item 4), and the server's ICU might name a country differently.
 */
function countryLabels(locale: Locale, words: { country: string; international: string }): Labels {
  const names = locale === "id" ? indonesianNames : {};
  return { ...englishLabels, ...names, country: words.country, ZZ: words.international };
}

/**
 * Issue 32 item 1: a keyboard's Tab selects the field's text, the fixed "+62" alone, and typing
 * over that selection lost digits on Android (whose keyboards send no key codes, so the field's
 * formatter reads the change afterwards). A key that types into a selected lone calling code puts
 * the caret after it first. A selection with digits of a number in it is the person's to replace,
 * and a paste or autofill (no key) is left alone.
 */
function typeAfterCallingCode(event: React.KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key !== "Unidentified" && event.key.length !== 1) return; // Tab, arrows, Backspace…
  const input = event.currentTarget;
  const end = input.value.length;
  const codeOnly = /^\+\d{1,3}\s*$/.test(input.value);
  if (codeOnly && input.selectionStart === 0 && input.selectionEnd === end)
    input.setSelectionRange(end, end);
}

/**
 * Spec §2's phone field: international, bundled flags, +62 fixed by default. Used by sign-in and
 * wherever else a person's number is typed (the owner console's People).
 */
export function PhoneNumberInput({
  id,
  value,
  onChange,
  errorId,
  placeholder,
  autoComplete = "tel",
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the message under the field, when it has one. */
  errorId?: string;
  placeholder: string;
  autoComplete?: string;
}) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const labels = useMemo(
    () =>
      countryLabels(locale, {
        country: t("phoneInput.country"),
        international: t("phoneInput.international"),
      }),
    [locale, t],
  );
  return (
    <PhoneInput
      id={id}
      name="phoneNumber"
      value={value || undefined}
      onChange={(next) => onChange(next ?? "")}
      onFocus={() => void phoneRules()}
      onKeyDown={typeAfterCallingCode}
      international
      defaultCountry={DEFAULT_COUNTRY}
      countryCallingCodeEditable={false}
      flagComponent={PhoneFlag}
      labels={labels}
      locales={locale}
      placeholder={placeholder}
      maxLength={PHONE_INPUT_MAX_LENGTH}
      required
      autoComplete={autoComplete}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="kedai-phone"
    />
  );
}
