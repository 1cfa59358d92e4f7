import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { CONSOLE_ONLY_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { ProductionPage } from "@/features/staff/production/production-page";
import type { Messages } from "@/i18n/catalogs";
import { pageMessages } from "@/i18n/catalogs";

type Props = { params: Promise<{ locale: string }> };

/**
 * The kitchen's production list (issue 36 item 1): signed-in staff only. Its words come with this
 * page alone (src/i18n/catalogs.ts pageMessages). The top bar is not printed.
 */
export default async function StaffProductionPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const messages = (await getMessages()) as Messages;
  return (
    <>
      <div className="print:hidden">
        <SiteTopBar actions={<AuthActions />} />
      </div>
      <Protected>
        <main className="mx-auto max-w-6xl px-4 py-4 print:max-w-none print:p-0">
          <NextIntlClientProvider
            locale={locale}
            messages={{
              ...pageMessages(messages, CONSOLE_ONLY_ERRORS),
              production: messages.production,
            }}
          >
            <ProductionPage />
          </NextIntlClientProvider>
        </main>
      </Protected>
    </>
  );
}
