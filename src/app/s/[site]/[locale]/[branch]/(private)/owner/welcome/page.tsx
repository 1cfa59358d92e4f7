import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { ROUTES } from "@/domain/routes";
import { localeOf } from "@/domain/locale";
import { SignInHandoff } from "@/features/auth/sign-in-handoff";
import type { Messages } from "@/i18n/catalogs";

type Props = { params: Promise<{ locale: string }> };

/**
 * Where sign-up on the platform sends a new shop's owner (issue 35 item 1): signed in here with
 * the token the address carries, then on to the console. Its words are the sign-up's, given here
 * (the storefront's pages leave them out, src/i18n/catalogs.ts pageMessages).
 */
export default async function WelcomePage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={{ signup: messages.signup }}>
      <SignInHandoff next={ROUTES.owner} />
    </NextIntlClientProvider>
  );
}
