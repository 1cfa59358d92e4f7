import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { SimulatorView } from "@/features/payments/simulator-view";

// The built-in payment simulator's page of one charge (issue 20): no sign-in (a gateway's page
// asks for none), never indexed, never cached (its state changes).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: localeOf((await params).locale),
    namespace: "simulator",
  });
  return { title: t("title") };
}

export default async function SimulatorPage({ params }: Props) {
  const { locale, reference } = await params;
  setRequestLocale(localeOf(locale));
  return <SimulatorView reference={decodeURIComponent(reference)} />;
}
