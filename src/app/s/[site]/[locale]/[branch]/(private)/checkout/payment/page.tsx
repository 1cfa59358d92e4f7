import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { ContinuePayment } from "@/features/checkout/continue-payment";
import type { Messages } from "@/i18n/catalogs";
import { customerPageMessages } from "@/i18n/catalogs";

type Props = { params: Promise<{ locale: string }> };

export default async function PaymentPage({ params }: Props) {
  setRequestLocale(localeOf((await params).locale));
  // The amount due less the order's discounts, and what changed (issue 39).
  const messages = customerPageMessages(
    (await getMessages()) as Messages,
    NOT_FOR_CUSTOMERS_ERRORS,
    ["promoCode"],
  );
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected>
        <main className="mx-auto max-w-md px-4 py-4">
          <NextIntlClientProvider messages={messages}>
            <ContinuePayment />
          </NextIntlClientProvider>
        </main>
      </Protected>
    </>
  );
}
