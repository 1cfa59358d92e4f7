import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthBootstrap } from "@/features/auth/auth-bootstrap";
import { BrandProvider } from "@/ui/brand-context";
import { Toasts } from "@/ui/toasts";
import { BrandStyle } from "@/features/brand/brand-style";
import { loadSite } from "@/server/site";

// Pages under /s/{site}/{branch} are rendered on first request and then served from the cache
// (no params are known at build time). src/proxy.ts puts the brand's revision in {site}.
export function generateStaticParams(): { site: string; branch: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string; branch: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  return site
    ? { title: site.brand.name, icons: site.storeConfigs.branding.onBrandColorLogoVariantSrc }
    : {};
}

export default async function SiteLayout({
  params,
  children,
}: Props & { children: React.ReactNode }) {
  const site = await loadSite((await params).site);
  if (!site) notFound();
  const { branding } = site.storeConfigs;
  return (
    <BrandProvider
      brand={{
        id: site.brand.id,
        name: site.brand.name,
        logoSrc: branding.onBrandColorLogoVariantSrc,
        logoAlt: branding.logoAlt,
        currency: site.brand.currency,
      }}
    >
      <BrandStyle colors={branding.colors} />
      <AuthBootstrap />
      <Toasts />
      {children}
    </BrandProvider>
  );
}
