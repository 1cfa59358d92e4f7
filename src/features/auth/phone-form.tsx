"use client";

import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import PhoneInput from "react-phone-number-input/max";
import flags from "react-phone-number-input/flags";
import "react-phone-number-input/style.css";
import { MESSAGES } from "@/domain/messages";
import { checkPhoneNumber, DEFAULT_COUNTRY, PHONE_INPUT_MAX_LENGTH } from "@/domain/phone";
import { Button } from "@/ui/button";
import { useBrand } from "@/ui/brand-context";
import { useAuth } from "./auth-store";
import { FieldError, FormError } from "./form-messages";

/** Spec §2 step enter-phone: international field with bundled flags, +62 fixed by default. */
export function PhoneForm() {
  const brand = useBrand();
  const router = useRouter();
  const { state, loginPhoneNumber, requestOtp, lastError } = useAuth();
  const { control, handleSubmit, formState, clearErrors } = useForm<{ phoneNumber: string }>({
    defaultValues: { phoneNumber: loginPhoneNumber },
    reValidateMode: "onSubmit", // spec §5: the message clears when the value changes, until the next submit
  });
  const loading = state === "requestingOtp";

  const onSubmit = handleSubmit(async ({ phoneNumber }) => {
    const check = checkPhoneNumber(phoneNumber);
    if (!check.ok) return;
    if (await requestOtp(check.e164, brand.id))
      router.push(`/auth/verify${window.location.search}`);
  });

  const fieldError = formState.errors.phoneNumber?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="PhoneNumber" className="block text-sm font-semibold">
          {MESSAGES.phoneLabel}
        </label>
        <Controller
          name="phoneNumber"
          control={control}
          rules={{
            required: MESSAGES.invalidPhoneNumber,
            validate: (value) => checkPhoneNumber(value).ok || MESSAGES.invalidPhoneNumber,
          }}
          render={({ field }) => (
            <PhoneInput
              id="PhoneNumber"
              name={field.name}
              value={field.value || undefined}
              onChange={(value) => {
                field.onChange(value ?? "");
                clearErrors("phoneNumber"); // spec §5: the message clears when the value changes
              }}
              onBlur={field.onBlur}
              international
              defaultCountry={DEFAULT_COUNTRY}
              countryCallingCodeEditable={false}
              flags={flags}
              placeholder={MESSAGES.phonePlaceholder}
              maxLength={PHONE_INPUT_MAX_LENGTH}
              required
              autoComplete="tel"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "PhoneNumber-error" : undefined}
              className="kedai-phone"
            />
          )}
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
