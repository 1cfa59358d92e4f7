import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import type { Messages } from "@/i18n/catalogs";
import { pageMessages } from "@/i18n/catalogs";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { Till } from "@/features/staff/till/till";

type Props = { params: Promise<{ locale: string }> };

/**
 * A branch's till (issue 36 item 5, docs/till.md): signed-in staff only. Its own words (and the
 * money field's) come with this page alone (src/i18n/catalogs.ts pageMessages).
 */
export default async function TillPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const messages = (await getMessages()) as Messages;
  return (
    <>
      <div className="print:hidden">
        <SiteTopBar actions={<AuthActions />} />
      </div>
      <Protected>
        <main className="mx-auto max-w-6xl px-4 py-4">
          <NextIntlClientProvider
            locale={locale}
            messages={{
              ...pageMessages(messages),
              till: messages.till,
              ownerMoney: messages.ownerMoney,
            }}
          >
            <Till />
          </NextIntlClientProvider>
        </main>
      </Protected>
    </>
  );
}
