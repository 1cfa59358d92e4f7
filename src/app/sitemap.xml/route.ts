import { sitemapXml } from "@/domain/seo";
import { siteFile } from "@/server/site-files";

export const GET = siteFile(
  ({ origin, storefront, brand }) =>
    new Response(sitemapXml(origin, storefront.menus, brand.state), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": brand.state === "open" ? "public, max-age=3600" : "no-cache",
      },
    }),
);

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
