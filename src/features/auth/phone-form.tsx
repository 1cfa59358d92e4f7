"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState, useSyncExternalStore } from "react";
import type { Labels } from "react-phone-number-input";
import englishLabels from "react-phone-number-input/locale/en";
import PhoneInput, { getCountries } from "react-phone-number-input/min";
import "react-phone-number-input/style.css";
import type { Locale } from "@/domain/locale";
import type { PhoneCheck } from "@/domain/phone";
import { DEFAULT_COUNTRY, PHONE_INPUT_MAX_LENGTH } from "@/domain/phone-field";
import { Button } from "@/ui/button";
import { useBrand } from "@/ui/brand-context";
import { useAuth } from "./auth-store";
import { FieldError, FormError } from "./form-messages";
import { PhoneFlag } from "./phone-flag";

// The field formats as the customer types with libphonenumber's small metadata; the number is
// checked with the server's own rules (its full metadata, about 40 KiB gzipped), which load when
// the field is first focused rather than with the page (decision 0020).
const phoneRules = () => import("@/domain/phone");

/** Spec §5's check; null when the rules could not be loaded (offline): the server checks anyway. */
async function checkNumber(value: string): Promise<PhoneCheck | null> {
  try {
    return (await phoneRules()).checkPhoneNumber(value);
  } catch {
    return null;
  }
}

/**
 * The country picker's words in the customer's language. English keeps the library's own country
 * names (its default); it has none in Indonesian, so those come from the browser's Intl data, once
 * hydrated (the server's ICU may name a country differently from the browser's).
 */
function countryLabels(
  locale: Locale | null,
  words: { country: string; international: string },
): Labels {
  const regions =
    !locale || locale === "en" ? null : new Intl.DisplayNames([locale], { type: "region" });
  const names = regions
    ? Object.fromEntries(getCountries().map((code) => [code, regions.of(code) ?? code]))
    : {};
  return { ...englishLabels, ...names, country: words.country, ZZ: words.international };
}

const noChanges = () => () => {};

/** Spec §2 step enter-phone: international field with bundled flags, +62 fixed by default. */
export function PhoneForm() {
  const t = useTranslations("auth");
  const tc = useTranslations("common");
  const locale = useLocale();
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const labels = useMemo(
    () =>
      countryLabels(hydrated ? locale : null, {
        country: t("phoneInput.country"),
        international: t("phoneInput.international"),
      }),
    [hydrated, locale, t],
  );
  const brand = useBrand();
  const router = useRouter();
  const { state, loginPhoneNumber, requestOtp, lastError } = useAuth();
  const [phoneNumber, setPhoneNumber] = useState(loginPhoneNumber);
  // Spec §5: checked on submit; the message clears when the value changes, until the next submit.
  const [invalid, setInvalid] = useState(false);
  const fieldError = invalid ? t("invalidPhoneNumber") : undefined;
  const loading = state === "requestingOtp";

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = await checkNumber(phoneNumber);
    if (check && !check.ok) {
      setInvalid(true);
      return;
    }
    if (await requestOtp(check?.e164 ?? phoneNumber, brand.id))
      router.push(`/auth/verify${window.location.search}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="PhoneNumber" className="block text-sm font-semibold">
          {t("phoneLabel")}
        </label>
        <PhoneInput
          id="PhoneNumber"
          name="phoneNumber"
          value={phoneNumber || undefined}
          onChange={(value) => {
            setPhoneNumber(value ?? "");
            setInvalid(false);
          }}
          onFocus={() => void phoneRules()}
          international
          defaultCountry={DEFAULT_COUNTRY}
          countryCallingCodeEditable={false}
          flagComponent={PhoneFlag}
          labels={labels}
          locales={locale}
          placeholder={t("phonePlaceholder")}
          maxLength={PHONE_INPUT_MAX_LENGTH}
          required
          autoComplete="tel"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "PhoneNumber-error" : undefined}
          className="kedai-phone"
        />
        <FieldError id="PhoneNumber-error" message={fieldError} />
      </div>
      {state === "requestingOtpError" && (
        <FormError
          message={t("failedToCreateOtp")}
          detail={
            lastError?.retryAfter
              ? t("waitBeforeNewCode", { seconds: lastError.retryAfter })
              : undefined
          }
        />
      )}
      <Button type="submit" disabled={loading} className="w-full">
        {loading ? tc("loading") : t("continue")}
      </Button>
    </form>
  );
}
