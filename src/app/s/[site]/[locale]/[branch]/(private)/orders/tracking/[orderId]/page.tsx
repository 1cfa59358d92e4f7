import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { TrackingView } from "@/features/orders/tracking-view";
import type { Messages } from "@/i18n/catalogs";
import { trackingPageMessages } from "@/i18n/catalogs";
import { trackedOrder } from "@/server/orders/tracked-order";

// Rendered per request with the order in it when the session cookie is its customer's
// (issue 16 item 4): the status is in the first paint, not after a client fetch.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string; locale: string; orderId: string }> };

export default async function TrackingPage({ params }: Props) {
  const { site, locale, orderId: raw } = await params;
  setRequestLocale(localeOf(locale));
  const orderId = decodeURIComponent(raw);
  const order = await trackedOrder(site, orderId);
  // The courier's words (issue 38) come with this page alone: the storefront's others leave them out.
  const messages = trackingPageMessages(
    (await getMessages()) as Messages,
    NOT_FOR_CUSTOMERS_ERRORS,
  );
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <Protected verified={order !== null}>
        <main className="mx-auto max-w-md px-4 py-4">
          <NextIntlClientProvider messages={messages}>
            <TrackingView orderId={orderId} initialOrder={order ?? undefined} />
          </NextIntlClientProvider>
        </main>
      </Protected>
    </>
  );
}
