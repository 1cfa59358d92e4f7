import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ROUTES } from "@/domain/routes";
import { localeOf } from "@/domain/locale";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { AuthActions } from "@/features/auth/auth-actions";
import { StoreSelector } from "@/features/basket/store-selector";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { DeliverySection } from "@/features/delivery/delivery-section";
import { loadSite } from "@/server/site";

type Props = { params: Promise<{ site: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "basket" });
  return { title: t("selectBranch"), alternates: { canonical: ROUTES.storeSelector } };
}

/** /store-selector?next=…: branch, order mode and time (spec §2). */
export default async function StoreSelectorPage({ params }: Props) {
  const { site, locale } = await params;
  setRequestLocale(localeOf(locale));
  const storefront = await loadSite(site);
  if (!storefront) notFound();
  const branches = storefront.branches.map(
    ({ id, name, address, openingHours, closures, orderModes, closedUntilReopened }) => ({
      id,
      name,
      address,
      openingHours,
      closures,
      ...(orderModes ? { orderModes } : {}),
      ...(closedUntilReopened ? { closedUntilReopened } : {}),
    }),
  );
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto max-w-md px-5 py-6">
        <Suspense>
          <StoreSelector branches={branches} deliverySection={<DeliverySection />} />
        </Suspense>
      </main>
    </>
  );
}
