import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { SimulatorView } from "@/features/payments/simulator-view";
import { simulatorAllowed } from "@/server/payments/gateways";
import { brandOfSite } from "@/server/site";

// The built-in payment simulator's page of one charge (issue 20): no sign-in (a gateway's page
// asks for none), never indexed, never cached (its state changes). Not there for a brand the
// simulator is off for (issue 31 item 3: PAYMENT_SIMULATOR_BRANDS).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string; locale: string; reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: localeOf((await params).locale),
    namespace: "simulator",
  });
  return { title: t("title") };
}

export default async function SimulatorPage({ params }: Props) {
  const { site, locale, reference } = await params;
  setRequestLocale(localeOf(locale));
  const brand = await brandOfSite(site);
  if (!brand || !simulatorAllowed(brand.id)) notFound();
  return <SimulatorView reference={decodeURIComponent(reference)} />;
}
