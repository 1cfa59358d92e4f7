import { sitemapXml } from "@/domain/seo";
import { siteFile } from "@/server/site-files";

export const GET = siteFile(
  ({ origin, storefront }) =>
    new Response(sitemapXml(origin, storefront.menus), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    }),
);

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
