import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";

import type { Currency } from "@/domain/money";
import { AuthBootstrap } from "@/features/auth/auth-bootstrap";
import { BasketProvider } from "@/features/basket/basket-provider";
import { BrandStyle } from "@/features/brand/brand-style";
import { ServiceWorker } from "@/features/brand/service-worker";
import { BrandProvider } from "@/ui/brand-context";
import { QueryProvider } from "@/ui/query-provider";
import { Toasts } from "@/ui/toasts";
import { env, IS_PRODUCTION_BUILD } from "@/server/env";
import { loadSite } from "@/server/site";
import { PRIVATE_PAGE_METADATA, siteMetadata } from "@/server/site-metadata";
import { viewOfSite } from "@/server/page-path";
import { PreviewBanner } from "@/features/brand/preview-banner";

// Pages under /s/{site}/{branch} are rendered on first request and then served from the cache
// (no params are known at build time). src/proxy.ts puts the brand's revision in {site}.
export function generateStaticParams(): { site: string; locale: string; branch: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string; locale: string; branch: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await params;
  const storefront = await loadSite(site);
  if (!storefront) return {};
  const metadata = await siteMetadata({ storefront, locale: localeOf(locale) });
  // A shop being set up or suspended (and its staff's preview of it) is never indexed (issue 35).
  return viewOfSite(site) === "open" ? metadata : { ...metadata, ...PRIVATE_PAGE_METADATA };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const storefront = await loadSite((await params).site);
  return storefront ? { themeColor: storefront.storeConfigs.branding.colors.primary } : {};
}

export default async function SiteLayout({
  params,
  children,
}: Props & { children: React.ReactNode }) {
  const { site: siteParam, locale, branch } = await params;
  setRequestLocale(localeOf(locale));
  const site = await loadSite(siteParam);
  if (!site) notFound();
  const { branding } = site.storeConfigs;
  const pageBranch =
    site.branches.find((b) => b.id === decodeURIComponent(branch)) ?? site.branches[0];
  const currency = site.brand.currency as Currency; // checked by the brand file schema on import
  return (
    <BrandProvider
      brand={{
        id: site.brand.id,
        name: site.brand.name,
        logoSrc: branding.onBrandColorLogoVariantSrc,
        logoAlt: branding.logoAlt,
        currency,
        timeZone: site.brand.timeZone,
        pageBranchId: pageBranch?.id ?? "",
        mapTileUrl: env().MAP_TILE_URL,
      }}
    >
      <BrandStyle colors={branding.colors} />
      <QueryProvider>
        <BasketProvider brandId={site.brand.id} currency={currency}>
          <AuthBootstrap />
          <ServiceWorker enabled={IS_PRODUCTION_BUILD} />
          <Toasts />
          <PreviewBanner view={viewOfSite(siteParam)} />
          {children}
        </BasketProvider>
      </QueryProvider>
    </BrandProvider>
  );
}
