import { getTranslations } from "next-intl/server";
import { webManifest } from "@/domain/seo";
import { siteFile } from "@/server/site-files";

export const GET = siteFile(async ({ storefront, locale }) => {
  const t = await getTranslations({ locale, namespace: "site" });
  const { brand, storeConfigs } = storefront;
  const manifest = webManifest({
    name: brand.name,
    locale,
    description: t("description", { brand: brand.name }),
    themeColor: storeConfigs.branding.colors.primary,
    backgroundColor: storeConfigs.branding.colors.surfaceVariant,
    revision: brand.revision,
  });
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // Its words follow the visitor's language.
      "Cache-Control": "private, max-age=3600",
      Vary: "Cookie, Accept-Language",
    },
  });
});

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
