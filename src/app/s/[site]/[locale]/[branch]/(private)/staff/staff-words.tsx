import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CONSOLE_ONLY_ERRORS } from "@/contract/error-audience";
import { AuthActions } from "@/features/auth/auth-actions";
import { Protected } from "@/features/auth/protected";
import { SiteTopBar } from "@/features/brand/site-top-bar";
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

/**
 * A staff page: the site's bar (not printed), then `children` for signed-in staff only (everyone
 * else is told so), in a `main` of `className`, with the staff's words and the page's own.
 */
export function StaffPageFrame({
  own,
  className,
  children,
}: {
  own?: readonly (keyof Messages)[];
  className: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <div className="print:hidden">
        <SiteTopBar actions={<AuthActions />} />
      </div>
      <Protected>
        <main className={className}>
          <StaffWords own={own}>{children}</StaffWords>
        </main>
      </Protected>
    </>
  );
}
