"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/ui/button";
import { checkNumber, PhoneNumberInput } from "@/ui/phone-number-input";
import { useAuth } from "./auth-store";
import { FieldError, FormError } from "./form-messages";

/**
 * Spec §2 step enter-phone: international field with bundled flags, +62 fixed by default. For the
 * brand `brandId`: a shop's, or the platform's (issue 35); `onCodeSent` moves on to the code.
 */
export function PhoneForm({ brandId, onCodeSent }: { brandId: string; onCodeSent: () => void }) {
  const t = useTranslations("auth");
  const tc = useTranslations("common");
  const { state, loginPhoneNumber, requestOtp, lastError } = useAuth();
  const [phoneNumber, setPhoneNumber] = useState(loginPhoneNumber);
  // Spec §5: checked on submit; the message clears when the value changes, until the next submit.
  const [invalid, setInvalid] = useState(false);
  const fieldError = invalid ? t("invalidPhoneNumber") : undefined;
  const loading = state === "requestingOtp";
  // The brand's hourly budget of texts is spent (issue 31 item 6): nobody gets a code for a while.
  const detail =
    lastError?.reasonCode === "SMS_BUDGET_EXHAUSTED"
      ? t("codesPaused", { minutes: Math.max(1, Math.ceil((lastError.retryAfter ?? 3600) / 60)) })
      : lastError?.retryAfter
        ? t("waitBeforeNewCode", { seconds: lastError.retryAfter })
        : undefined;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = await checkNumber(phoneNumber);
    if (check && !check.ok) {
      setInvalid(true);
      return;
    }
    if (await requestOtp(check?.e164 ?? phoneNumber, brandId)) onCodeSent();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="PhoneNumber" className="block text-sm font-semibold">
          {t("phoneLabel")}
        </label>
        <PhoneNumberInput
          id="PhoneNumber"
          value={phoneNumber}
          onChange={(value) => {
            setPhoneNumber(value);
            setInvalid(false);
          }}
          placeholder={t("phonePlaceholder")}
          errorId={fieldError ? "PhoneNumber-error" : undefined}
        />
        <FieldError id="PhoneNumber-error" message={fieldError} />
      </div>
      {state === "requestingOtpError" && (
        <FormError message={t("failedToCreateOtp")} detail={detail} />
      )}
      <Button type="submit" disabled={loading} className="w-full">
        {loading ? tc("loading") : t("continue")}
      </Button>
    </form>
  );
}
