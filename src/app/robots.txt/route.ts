import { robotsTxt } from "@/domain/seo";
import { siteFile } from "@/server/site-files";

export const GET = siteFile(
  ({ origin }) =>
    new Response(robotsTxt(origin), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    }),
);

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
