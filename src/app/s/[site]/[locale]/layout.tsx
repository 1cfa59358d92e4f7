import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { isLocale } from "@/domain/locale";
import type { Messages } from "@/i18n/catalogs";
import { pageMessages } from "@/i18n/catalogs";

// No params are known at build time; src/proxy.ts chose the language (domain/locale.ts).
export function generateStaticParams(): { site: string; locale: string }[] {
  return [];
}

export default async function LocaleLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string }>;
  children: React.ReactNode;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = pageMessages((await getMessages()) as Messages, NOT_FOR_CUSTOMERS_ERRORS);
  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
