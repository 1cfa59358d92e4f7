import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import { AccountView } from "@/features/auth/account-view";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { LoyaltyCard } from "@/features/loyalty/loyalty-card";
import type { Messages } from "@/i18n/catalogs";
import { customerPageMessages } from "@/i18n/catalogs";

type Props = { params: Promise<{ locale: string }> };

export default async function AccountPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  // The loyalty card's words (issue 39) come with this page alone.
  const messages = customerPageMessages(
    (await getMessages()) as Messages,
    NOT_FOR_CUSTOMERS_ERRORS,
    ["loyalty"],
  );
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <NextIntlClientProvider messages={messages}>
          <AccountView loyalty={<LoyaltyCard />} />
        </NextIntlClientProvider>
      </Protected>
    </>
  );
}
