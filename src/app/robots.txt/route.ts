import { robotsTxt } from "@/domain/seo";
import { siteFile } from "@/server/site-files";

export const GET = siteFile(
  ({ origin, brand }) =>
    new Response(robotsTxt(origin, brand.state), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        // A shop that opens is crawlable at once (issue 35).
        "Cache-Control": brand.state === "open" ? "public, max-age=3600" : "no-cache",
      },
    }),
);

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
