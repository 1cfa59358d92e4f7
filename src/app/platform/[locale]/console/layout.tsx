import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/domain/locale";
import type { Messages } from "@/i18n/catalogs";
import { QueryProvider } from "@/ui/query-provider";
import { PRIVATE_PAGE_METADATA } from "@/server/site-metadata";

// The platform operators' console (issue 35 item 6, docs/platform.md), on the platform's host.
// NOTE for the merge: this layout writes the document itself (html lang, the console's words)
// because the platform's own layout (src/app/platform/[locale]/layout.tsx, the sign-up's) is not
// on this branch; once it is, this keeps only the console's words, the query client and its bar.

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : "id",
    namespace: "platformConsole",
  });
  return { ...PRIVATE_PAGE_METADATA, title: t("consoleName") };
}

export default async function PlatformConsoleLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string }>;
  children: React.ReactNode;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const all = (await getMessages()) as Messages;
  const messages = { common: all.common, errors: all.errors, platformConsole: all.platformConsole };
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-neutral-50 text-neutral-900">
        <NextIntlClientProvider messages={messages}>
          <header className="border-b border-black/10 bg-white">
            <p className="mx-auto max-w-7xl px-4 py-3 font-bold">
              {all.platformConsole.consoleName}
            </p>
          </header>
          <QueryProvider>
            <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
