"use client";

import { Link } from "@/ui/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { OTP_LENGTH, OTP_PATTERN } from "@/domain/auth";
import { buttonClass, Button } from "@/ui/button";
import { useAuth } from "./auth-store";
import { FieldError, FormError } from "./form-messages";

const CODE = new RegExp(`^${OTP_PATTERN}$`);
const codeOk = (code: string) => CODE.test(code);

/**
 * Spec §2 step verify-otp. "Change phone number" goes to `changeNumberHref` (the storefront's
 * phone step is its own page), or without one back to the phone step on this page (issue 35).
 */
export function OtpForm({ changeNumberHref }: { changeNumberHref?: string }) {
  const t = useTranslations("auth");
  const {
    state,
    errors,
    loginPhoneNumber,
    otpCode,
    setOtpCode,
    verifyOtp,
    backToPhoneStep,
    lastError,
    codeChannel,
  } = useAuth();
  // Checked on submit, then again as the code changes until it is right.
  const [submitted, setSubmitted] = useState(false);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const fieldError = codeInvalid ? t("enterCode", { length: OTP_LENGTH }) : undefined;
  const verifying = state === "verifyingOtp";
  const failure =
    state === "verifyingOtpError"
      ? errors.verifyingOtpError === "phoneNotDefined"
        ? t("phoneNotDefined")
        : t("otpVerificationFailed")
      : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const ok = codeOk(otpCode);
        setSubmitted(true);
        setCodeInvalid(!ok);
        if (!ok) (event.currentTarget.elements.namedItem("code") as HTMLInputElement).focus();
        else void verifyOtp(otpCode);
      }}
      noValidate
      className="space-y-4"
    >
      {loginPhoneNumber && (
        <p className="text-sm text-neutral-700" data-testid="code-sent">
          {codeChannel
            ? t(`codeSentBy.${codeChannel}`, { phone: loginPhoneNumber })
            : t("codeSent", { phone: loginPhoneNumber })}
        </p>
      )}
      <div className="space-y-1">
        <label htmlFor="otp" className="block text-sm font-semibold">
          {t("otpLabel")}
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
          value={otpCode}
          onChange={(event) => {
            setOtpCode(event.target.value);
            if (submitted) setCodeInvalid(!codeOk(event.target.value));
          }}
        />
        <FieldError id="otp-error" message={fieldError} />
      </div>
      {failure && (
        <FormError
          message={failure}
          detail={lastError?.reasonCode === "OTP_EXPIRED" ? t("codeExpired") : undefined}
        />
      )}
      <Button type="submit" disabled={verifying} className="w-full">
        {verifying ? t("verifying") : t("verify")}
      </Button>
      {codeChannel === "whatsapp" && <SmsInstead />}
      {changeNumberHref ? (
        <Link
          href={changeNumberHref}
          onClick={backToPhoneStep}
          className={buttonClass("text", "w-full")}
        >
          {t("changePhoneNumber")}
        </Link>
      ) : (
        <Button variant="text" onClick={backToPhoneStep} className="w-full">
          {t("changePhoneNumber")}
        </Button>
      )}
    </form>
  );
}

/** Seconds left until `at` (this device's clock), counted down each second; 0 once it has come. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The code went by WhatsApp (issue 37 item 2): once the number's cooldown has passed, the customer
 * may have a new code sent by SMS instead (the same limits as any code).
 */
function SmsInstead() {
  const t = useTranslations("auth");
  const { resendAt, resendBySms, resending, resendError } = useAuth();
  const seconds = useSecondsUntil(resendAt);
  const wait = resendError?.retryAfter;
  return (
    <div className="space-y-2">
      <Button
        variant="text"
        disabled={seconds > 0 || resending}
        onClick={() => void resendBySms()}
        className="w-full"
      >
        {resending
          ? t("sendingBySms")
          : seconds > 0
            ? t("sendBySmsIn", { seconds })
            : t("sendBySms")}
      </Button>
      {resendError && (
        <FormError
          message={t("smsFailed")}
          detail={wait ? t("waitBeforeNewCode", { seconds: wait }) : undefined}
        />
      )}
    </div>
  );
}
