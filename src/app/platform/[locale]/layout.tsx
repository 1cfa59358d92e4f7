import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/domain/locale";
import { AuthBootstrap } from "@/features/auth/auth-bootstrap";
import { BrandStyle } from "@/features/brand/brand-style";
import { LanguageSwitch } from "@/features/brand/language-switch";
import { PLATFORM_COLORS } from "@/features/signup/platform-look";
import { PlatformTopBar } from "@/features/signup/platform-top-bar";
import type { Messages } from "@/i18n/catalogs";
import { QueryProvider } from "@/ui/query-provider";
import { Toasts } from "@/ui/toasts";

// The platform's own pages (issue 35, decision 0033): src/proxy.ts rewrites every page of
// PLATFORM_URL's host here, `/platform/{locale}{path}`. Each section (sign-up, the operators'
// console) adds its folder beside open/; this layout is only what they all share: the document in
// kedai's own colours, its top bar with the language, the sign-in state and the toasts.

// Rendered on first request, with the running server's settings (PUBLIC_URL), then cached.
export function generateStaticParams(): { locale: string }[] {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "signup" });
  return { title: t("metaTitle"), description: t("metaDescription") };
}

/** What every platform page's browser gets: the shared words; a section adds its own. */
const SHARED: readonly (keyof Messages)[] = ["common", "errors", "auth", "signup"];

export default async function PlatformLayout({
  params,
  children,
}: Props & { children: React.ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const all = (await getMessages()) as Messages;
  const messages = Object.fromEntries(SHARED.map((n) => [n, all[n]]));
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-white text-neutral-900">
        <BrandStyle colors={PLATFORM_COLORS} />
        <NextIntlClientProvider locale={locale} messages={messages}>
          <QueryProvider>
            <AuthBootstrap signInPage="/auth" />
            <Toasts />
            <PlatformTopBar actions={<LanguageSwitch />} />
            {children}
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
