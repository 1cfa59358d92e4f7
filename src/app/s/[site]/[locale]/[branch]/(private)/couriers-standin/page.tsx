import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { NOT_FOR_CUSTOMERS_ERRORS } from "@/contract/error-audience";
import { localeOf } from "@/domain/locale";
import type { Messages } from "@/i18n/catalogs";
import { standinPageMessages } from "@/i18n/catalogs";
import { CouriersStandinView } from "@/features/couriers-standin/couriers-standin-view";
import { courierStandinOn } from "@/server/couriers/standin-page";
import { brandOfSite } from "@/server/site";

// The courier stand-in's page (issue 38, docs/couriers.md): the stand-in's bookings of the shop and
// the buttons that move them as a courier would; with ?booking= one booking's driver and status
// (the courier's tracking page of the demo). No sign-in (the stand-in is a demo's), never indexed,
// never cached. Not there unless COURIER_PROVIDER=standin, which production refuses.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string; locale: string }>;
  searchParams: Promise<{ booking?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: localeOf((await params).locale),
    namespace: "couriersStandin",
  });
  return { title: t("title") };
}

export default async function CouriersStandinPage({ params, searchParams }: Props) {
  const { site, locale } = await params;
  const { booking } = await searchParams;
  setRequestLocale(localeOf(locale));
  const brand = await brandOfSite(site);
  if (!brand || !courierStandinOn()) notFound();
  // Its words come with this page alone (src/i18n/catalogs.ts): no customer's page carries them.
  const messages = standinPageMessages(
    (await getMessages()) as Messages,
    NOT_FOR_CUSTOMERS_ERRORS,
    "couriersStandin",
  );
  return (
    <NextIntlClientProvider messages={messages}>
      <CouriersStandinView booking={typeof booking === "string" ? booking : undefined} />
    </NextIntlClientProvider>
  );
}
