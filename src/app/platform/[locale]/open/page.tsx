import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PLATFORM_BRAND_ID } from "@/domain/shop-state";
import { localeOf } from "@/domain/locale";
import { SignInSteps } from "@/features/auth/sign-in-steps";
import { OpenShop } from "@/features/signup/open-shop";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "signup" });
  return { title: t("openTitle"), robots: { index: false } };
}

/** "Open your shop" (issue 35 item 1): sign in with a phone number, then name the shop. */
export default async function OpenPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("signup");
  return (
    <main className="mx-auto max-w-md space-y-6 px-5 py-6">
      <h1 className="text-2xl font-bold">{t("openTitle")}</h1>
      <OpenShop signIn={<SignInSteps brandId={PLATFORM_BRAND_ID} />} />
    </main>
  );
}
