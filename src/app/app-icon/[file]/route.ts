import { APP_ICON_SIZES, APPLE_ICON_SIZE } from "@/domain/seo";
import { AppError } from "@/server/errors";
import { drawAppIcon, drawOnce, siteFile, siteFileCaching } from "@/server/site-files";

const SIZES = new Set<number>([...APP_ICON_SIZES, APPLE_ICON_SIZE]);

/** `/app-icon/{192|512|180}.png`: the home-screen icon, drawn from the brand's logo. */
export const GET = siteFile(async ({ storefront, request }) => {
  const match = /^(\d+)\.png$/.exec(new URL(request.url).pathname.split("/").pop() ?? "");
  const size = Number(match?.[1]);
  if (!SIZES.has(size)) throw new AppError("NOT_FOUND", "No such icon.");
  const { id, revision } = storefront.brand;
  const png = await drawOnce(`icon:${id}:${revision}:${size}`, () => drawAppIcon(storefront, size));
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": siteFileCaching(request, revision),
    },
  });
});

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
