import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { CheckoutView } from "@/features/checkout/checkout-view";
import type { Messages } from "@/i18n/catalogs";
import { customerPageMessages } from "@/i18n/catalogs";

type Props = { params: Promise<{ locale: string }> };

export default async function CheckoutPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  // The promo code box's and the reward's words (issue 39) come with checkout alone.
  const messages = customerPageMessages(
    (await getMessages()) as Messages,
    NOT_FOR_CUSTOMERS_ERRORS,
    ["promoCode", "loyalty"],
  );
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto max-w-md px-4 py-4">
        <NextIntlClientProvider messages={messages}>
          <CheckoutView />
        </NextIntlClientProvider>
      </main>
    </>
  );
}
