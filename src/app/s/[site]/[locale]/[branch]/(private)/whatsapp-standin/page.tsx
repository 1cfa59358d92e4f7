import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import type { Messages } from "@/i18n/catalogs";
import { standinPageMessages } from "@/i18n/catalogs";
import { StandinView } from "@/features/whatsapp-standin/standin-view";
import { standinOn } from "@/server/whatsapp/standin-page";
import { brandOfSite } from "@/server/site";

// The WhatsApp stand-in's page (issue 37, docs/whatsapp.md): what each phone received from the
// shop's number, and a reply as that phone. No sign-in (the stand-in is a demo's), never indexed,
// never cached. Not there unless WHATSAPP_PROVIDER=standin, which production refuses.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: localeOf((await params).locale),
    namespace: "whatsappStandin",
  });
  return { title: t("title") };
}

export default async function WhatsappStandinPage({ params }: Props) {
  const { site, locale } = await params;
  setRequestLocale(localeOf(locale));
  const brand = await brandOfSite(site);
  if (!brand || !standinOn()) notFound();
  // Its words come with this page alone (src/i18n/catalogs.ts): no customer's page carries them.
  const messages = standinPageMessages(
    (await getMessages()) as Messages,
    NOT_FOR_CUSTOMERS_ERRORS,
    "whatsappStandin",
  );
  return (
    <NextIntlClientProvider messages={messages}>
      <StandinView />
    </NextIntlClientProvider>
  );
}
