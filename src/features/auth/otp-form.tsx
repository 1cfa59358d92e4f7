"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { OTP_LENGTH, OTP_PATTERN } from "@/domain/auth";
import { MESSAGES } from "@/domain/messages";
import { buttonClass, Button } from "@/ui/button";
import { useAuth } from "./auth-store";
import { FieldError, FormError } from "./form-messages";

const CODE = new RegExp(`^${OTP_PATTERN}$`);
const codeError = (code: string) =>
  CODE.test(code) ? undefined : `Enter the ${OTP_LENGTH}-digit code`;

/** Spec §2 step verify-otp. */
export function OtpForm() {
  const { state, errors, loginPhoneNumber, verifyOtp, backToPhoneStep, lastError } = useAuth();
  const next = useSearchParams().get("next");
  // Checked on submit, then again as the code changes until it is right.
  const [submitted, setSubmitted] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const verifying = state === "verifyingOtp";
  const failure =
    state === "verifyingOtpError"
      ? errors.verifyingOtpError === MESSAGES.phoneNotDefined
        ? MESSAGES.phoneNotDefined
        : MESSAGES.otpVerificationFailed
      : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem("code") as HTMLInputElement;
        const error = codeError(input.value);
        setSubmitted(true);
        setFieldError(error);
        if (error) input.focus();
        else void verifyOtp(input.value);
      }}
      noValidate
      className="space-y-4"
    >
      {loginPhoneNumber && (
        <p className="text-sm text-neutral-700">{`We sent a code to ${loginPhoneNumber}.`}</p>
      )}
      <div className="space-y-1">
        <label htmlFor="otp" className="block text-sm font-semibold">
          {MESSAGES.otpLabel}
        </label>
        <input
          id="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={OTP_PATTERN}
          maxLength={OTP_LENGTH}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "otp-error" : undefined}
          className="block h-12 w-full rounded-xl border border-outline bg-white px-3 text-center font-mono text-2xl tracking-[0.5em]"
          name="code"
          onChange={(event) => submitted && setFieldError(codeError(event.target.value))}
        />
        <FieldError id="otp-error" message={fieldError} />
      </div>
      {failure && (
        <FormError
          message={failure}
          detail={
            lastError?.reasonCode === "OTP_EXPIRED"
              ? "The code has expired. Ask for a new one."
              : undefined
          }
        />
      )}
      <Button type="submit" disabled={verifying} className="w-full">
        {verifying ? MESSAGES.verifying : MESSAGES.verify}
      </Button>
      <Link
        href={next ? `/auth?next=${encodeURIComponent(next)}` : "/auth"}
        onClick={backToPhoneStep}
        className={buttonClass("text", "w-full")}
      >
        {MESSAGES.changePhoneNumber}
      </Link>
    </form>
  );
}
