"use client";

import { useTranslations } from "next-intl";
import { showsOtpStep } from "@/domain/auth";
import { useAuth } from "./auth-store";
import { OtpForm } from "./otp-form";
import { PhoneForm } from "./phone-form";

/**
 * The sign-in's two steps in one place, for a page that is no shop's (the platform's sign-up,
 * issue 35): the phone number, then its code, for brand `brandId`. The page shows what follows
 * once signed in.
 */
export function SignInSteps({ brandId }: { brandId: string }) {
  const t = useTranslations("auth");
  const state = useAuth((s) => s.state);
  if (state === "initial") return <p role="status">{t("loadingAuthentication")}</p>;
  if (showsOtpStep(state)) return <OtpForm />;
  return <PhoneForm brandId={brandId} onCodeSent={() => undefined} />;
}
