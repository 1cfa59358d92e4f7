/* eslint-disable @next/next/no-img-element -- next/og draws these <img>s into a PNG: no page loads them */
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/domain/locale";
import { formatMoney } from "@/domain/money";
import { OG_IMAGE } from "@/domain/seo";
import { findItem } from "@/domain/storefront";
import { AppError } from "@/server/errors";
import { drawOnce, imageDataUrl, siteFile, siteFileCaching } from "@/server/site-files";

/**
 * `/og` and `/og/{itemId}`: the picture a shared link shows (Open Graph and Twitter cards): the
 * brand's colour and logo, and for an item its photo, name and price.
 */
export const GET = siteFile(async ({ storefront, request, locale: visitor }) => {
  const url = new URL(request.url);
  // The page that names the image names its language: a link preview has no cookie.
  const lang = url.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : visitor;
  const rest = url.pathname.split("/").slice(2);
  if (rest.length > 1) throw new AppError("NOT_FOUND", "No such image.");
  const uid = rest[0] ? decodeURIComponent(rest[0]) : undefined;
  const item = uid ? storefront.menus.map((m) => findItem(m, uid)).find(Boolean) : undefined;
  if (uid && !item) throw new AppError("NOT_FOUND", "This item is not on the menu.");
  const { brand, storeConfigs } = storefront;
  const t = await getTranslations({ locale, namespace: "site" });
  const key = `og:${brand.id}:${brand.revision}:${locale}:${uid ?? ""}`;
  const png = await drawOnce(key, async () => {
    const { colors } = storeConfigs.branding;
    const [logo, photo] = await Promise.all([
      imageDataUrl(storeConfigs.branding.onBrandColorLogoVariantSrc, 160),
      item?.images[0] ? imageDataUrl(item.images[0].src, 560) : null,
    ]);
    const image = new ImageResponse(
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          background: colors.primary,
          color: "#ffffff",
          padding: 56,
          fontSize: 40,
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 24 }}>
          {logo ? <img src={logo} alt="" height={96} style={{ objectFit: "contain" }} /> : null}
          <div style={{ fontSize: 44, opacity: 0.9 }}>{brand.name}</div>
          {item ? (
            <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
              <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{item.name}</div>
              <div style={{ fontSize: 48 }}>{formatMoney(item.price, brand.currency)}</div>
            </div>
          ) : (
            <div style={{ fontSize: 64, fontWeight: 700 }}>{t("orderOnline")}</div>
          )}
        </div>
        {photo ? (
          <img
            src={photo}
            alt=""
            width={518}
            height={518}
            style={{ objectFit: "cover", borderRadius: 32, background: colors.surfaceVariant }}
          />
        ) : null}
      </div>,
      OG_IMAGE,
    );
    return Buffer.from(await image.arrayBuffer());
  });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": siteFileCaching(request, brand.revision),
    },
  });
});

// Per brand host and per build: never prerendered.
export const dynamic = "force-dynamic";
