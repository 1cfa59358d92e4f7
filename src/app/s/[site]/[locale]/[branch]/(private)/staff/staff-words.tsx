import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CONSOLE_ONLY_ERRORS } from "@/contract/error-audience";
import type { Messages } from "@/i18n/catalogs";
import { staffPageMessages } from "@/i18n/catalogs";

/**
 * Gives a staff page's browser the staff's words and the page's own (`own`): the storefront's pages
 * leave them out (src/i18n/catalogs.ts staffPageMessages), so a customer's page does not carry the
 * board's, the new order's and the till's words in its HTML.
 */
export async function StaffWords({
  own,
  children,
}: {
  own?: readonly (keyof Messages)[];
  children: React.ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={staffPageMessages(messages, CONSOLE_ONLY_ERRORS, own)}>
      {children}
    </NextIntlClientProvider>
  );
}
