"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useAuth } from "@/features/auth/auth-store";
import { PhoneText } from "@/ui/phone-text";
import { SignupForm } from "./signup-form";

/**
 * The "Open your shop" page's body: the sign-in (`signIn`, the auth feature's steps) until the
 * person is signed in on the platform, then the sign-up form.
 */
export function OpenShop({ signIn }: { signIn: ReactNode }) {
  const t = useTranslations("signup");
  const { state, data } = useAuth();
  if (state !== "loggedIn" || !data)
    return (
      <section className="space-y-4">
        <p className="text-neutral-700">{t("signInFirst")}</p>
        {signIn}
      </section>
    );
  return (
    <section className="space-y-6">
      <p className="text-sm text-neutral-700">
        {t("signedInAs")} <PhoneText e164={data.phoneNumber} />
      </p>
      <SignupForm />
    </section>
  );
}
