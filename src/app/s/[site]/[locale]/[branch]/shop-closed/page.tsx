import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { ROUTES } from "@/domain/routes";
import { stateOfView } from "@/domain/shop-gate";
import { AuthActions } from "@/features/auth/auth-actions";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { viewOfSite } from "@/server/page-path";
import { loadSite } from "@/server/site";
import { PRIVATE_PAGE_METADATA } from "@/server/site-metadata";

type Props = { params: Promise<{ site: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: "shop" });
  const setup = stateOfView(viewOfSite(site)) === "setup";
  return { ...PRIVATE_PAGE_METADATA, title: t(setup ? "openingSoonTitle" : "suspendedTitle") };
}

/**
 * What customers of a shop that is not open get in place of its storefront (issue 35; the proxy
 * rewrites every storefront page here, src/domain/shop-gate.ts): "opening soon" while it is being
 * set up, "unavailable for now" while suspended, in the brand's look. Never indexed. The sign-in
 * stays in the bar: the owner comes this way, and then sees the storefront as a preview.
 */
export default async function ShopClosedPage({ params }: Props) {
  const { site, locale: localeParam } = await params;
  const locale = localeOf(localeParam);
  setRequestLocale(locale);
  const view = viewOfSite(site);
  if (view !== "setup" && view !== "suspended") notFound();
  const storefront = await loadSite(site);
  if (!storefront) notFound();
  const t = await getTranslations({ locale, namespace: "shop" });
  const { name } = storefront.brand;
  const { branding } = storefront.storeConfigs;
  return (
    <>
      <SiteTopBar actions={<AuthActions />} />
      <main className="mx-auto flex max-w-md flex-col items-center gap-5 px-6 py-12 text-center">
        <div className="flex size-28 items-center justify-center rounded-3xl bg-primary p-4 shadow-sm">
          {/* eslint-disable-next-line @next/next/no-img-element -- the brand's own logo, from /media */}
          <img
            src={branding.onBrandColorLogoVariantSrc}
            alt={branding.logoAlt}
            width={96}
            height={96}
            className="max-h-full w-auto"
          />
        </div>
        <p className="text-lg font-semibold">{name}</p>
        <h1 className="text-3xl font-bold">
          {t(view === "setup" ? "openingSoonTitle" : "suspendedTitle")}
        </h1>
        <p className="text-neutral-700">
          {t(view === "setup" ? "openingSoonBody" : "suspendedBody", { brand: name })}
        </p>
        {view === "suspended" && (
          <a href={ROUTES.orders} className="font-semibold text-primary underline">
            {t("yourOrders")}
          </a>
        )}
      </main>
    </>
  );
}
