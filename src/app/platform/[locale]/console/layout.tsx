import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, localeOf } from "@/domain/locale";
import type { Messages } from "@/i18n/catalogs";
import { PRIVATE_PAGE_METADATA } from "@/server/site-metadata";

// The platform operators' console (issue 35 item 6, docs/platform.md), on the platform's host,
// inside the platform's own layout (the document, the top bar, sign-in): its words and its frame.

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
  // Each layout and page is rendered on its own: each says its language.
  setRequestLocale(localeOf((await params).locale));
  const all = (await getMessages()) as Messages;
  const messages = { common: all.common, errors: all.errors, platformConsole: all.platformConsole };
  return (
    <NextIntlClientProvider messages={messages}>
      <div className="min-h-dvh bg-neutral-50">
        <p className="border-b border-black/10 bg-white">
          <span className="mx-auto block max-w-7xl px-4 py-3 font-bold">
            {all.platformConsole.consoleName}
          </span>
        </p>
        <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      </div>
    </NextIntlClientProvider>
  );
}
