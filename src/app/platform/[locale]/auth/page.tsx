import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { PLATFORM_BRAND_ID } from "@/domain/shop-state";
import { SignInSteps } from "@/features/auth/sign-in-steps";
import { PlatformSignIn } from "@/features/signup/platform-sign-in";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "auth" });
  return { title: t("signInTitle"), robots: { index: false } };
}

/** Signing in on the platform's host (issue 35): for its console, then back to `?next=`. */
export default async function PlatformAuthPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  const t = await getTranslations("auth");
  return (
    <main className="mx-auto max-w-md space-y-6 px-5 py-6">
      <h1 className="text-2xl font-bold">{t("signInTitle")}</h1>
      <PlatformSignIn signIn={<SignInSteps brandId={PLATFORM_BRAND_ID} />} />
    </main>
  );
}
