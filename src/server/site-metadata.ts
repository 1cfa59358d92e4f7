import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import {
  appIconPath,
  APPLE_ICON_SIZE,
  OG_IMAGE,
  OG_LOCALES,
  ogImagePath,
  shortAppName,
} from "@/domain/seo";
import type { MenuItem, Storefront } from "@/domain/storefront";
import { publicOrigin } from "./site-url";

// The <head> of a brand's pages (issue 17 item 6): title, description, canonical URL, link
// previews (Open Graph, Twitter) and the installable app (manifest, icons).

interface Page {
  storefront: Storefront;
  locale: Locale;
}

function preview(
  { storefront, locale }: Page,
  title: string,
  description: string,
  path: string,
  image: string,
): Pick<Metadata, "openGraph" | "twitter" | "alternates"> {
  const images = [{ url: image, ...OG_IMAGE, alt: title }];
  return {
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: storefront.brand.name,
      locale: OG_LOCALES[locale],
      url: path,
      title,
      description,
      images,
    },
    twitter: { card: "summary_large_image", title, description, images },
  };
}

/**
 * What every page of the brand says about it, the menu page's canonical URL and preview
 * included; other public pages name their own canonical URL, private ones are `noindex`.
 */
export async function siteMetadata(page: Page): Promise<Metadata> {
  const { brand, storeConfigs } = page.storefront;
  const t = await getTranslations({ locale: page.locale, namespace: "site" });
  const description = t("description", { brand: brand.name });
  return {
    metadataBase: new URL(await publicOrigin(brand.subDomainName)),
    title: { default: brand.name, template: `%s · ${brand.name}` },
    description,
    applicationName: brand.name,
    manifest: "/manifest.webmanifest",
    icons: {
      icon: storeConfigs.branding.onBrandColorLogoVariantSrc,
      apple: appIconPath(APPLE_ICON_SIZE, brand.revision),
    },
    appleWebApp: { capable: true, title: shortAppName(brand.name) },
    ...preview(page, brand.name, description, "/", ogImagePath(brand.revision, page.locale)),
  };
}

/** An item page: its name, price and photo in the preview. */
export async function itemMetadata(page: Page, item: MenuItem, path: string): Promise<Metadata> {
  const { brand } = page.storefront;
  const t = await getTranslations({ locale: page.locale, namespace: "site" });
  const description =
    item.description ||
    t("itemDescription", {
      item: item.name,
      brand: brand.name,
      price: formatMoney(item.price, brand.currency),
    });
  return {
    title: item.name,
    description,
    ...preview(
      page,
      `${item.name} · ${brand.name}`,
      description,
      path,
      ogImagePath(brand.revision, page.locale, item.uid),
    ),
  };
}

/** Pages with a customer's own data: never in a search engine. */
export const PRIVATE_PAGE_METADATA: Metadata = { robots: { index: false, follow: false } };
