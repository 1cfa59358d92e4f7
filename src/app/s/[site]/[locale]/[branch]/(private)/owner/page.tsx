import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { OwnerConsole } from "@/features/owner/owner-console";
import { localeOf } from "@/domain/locale";

type Props = { params: Promise<{ locale: string }> };

/**
 * The owner console (issue 19): signed-in owners only; everyone else is told so. Its own words
 * come with this page alone (src/i18n/catalogs.ts pageMessages): every message is given here.
 */
export default async function OwnerPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <>
      <SiteTopBar actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-3xl px-4 py-4 lg:max-w-6xl">
          <NextIntlClientProvider locale={locale} messages={messages}>
            <OwnerConsole />
          </NextIntlClientProvider>
        </main>
      </Protected>
    </>
  );
}
