"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import PhoneInput from "react-phone-number-input/min";
import "react-phone-number-input/style.css";
import { MESSAGES } from "@/domain/messages";
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

/** Spec §2 step enter-phone: international field with bundled flags, +62 fixed by default. */
export function PhoneForm() {
  const brand = useBrand();
  const router = useRouter();
  const { state, loginPhoneNumber, requestOtp, lastError } = useAuth();
  const [phoneNumber, setPhoneNumber] = useState(loginPhoneNumber);
  // Spec §5: checked on submit; the message clears when the value changes, until the next submit.
  const [fieldError, setFieldError] = useState<string | undefined>();
  const loading = state === "requestingOtp";

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = await checkNumber(phoneNumber);
    if (check && !check.ok) {
      setFieldError(MESSAGES.invalidPhoneNumber);
      return;
    }
    if (await requestOtp(check?.e164 ?? phoneNumber, brand.id))
      router.push(`/auth/verify${window.location.search}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="PhoneNumber" className="block text-sm font-semibold">
          {MESSAGES.phoneLabel}
        </label>
        <PhoneInput
          id="PhoneNumber"
          name="phoneNumber"
          value={phoneNumber || undefined}
          onChange={(value) => {
            setPhoneNumber(value ?? "");
            setFieldError(undefined);
          }}
          onFocus={() => void phoneRules()}
          international
          defaultCountry={DEFAULT_COUNTRY}
          countryCallingCodeEditable={false}
          flagComponent={PhoneFlag}
          placeholder={MESSAGES.phonePlaceholder}
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
          message={MESSAGES.failedToCreateOtp}
          detail={
            lastError?.retryAfter
              ? `Please wait ${lastError.retryAfter} s before asking for another code.`
              : undefined
          }
        />
      )}
      <Button type="submit" disabled={loading} className="w-full">
        {loading ? MESSAGES.loading : MESSAGES.continue}
      </Button>
    </form>
  );
}
