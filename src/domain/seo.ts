import type { BusinessType } from "./brand-config";
import type { BranchHours, OpeningRange } from "./hours";
import { WEEKDAYS } from "./hours";
import type { Locale } from "./locale";
import { ROUTES } from "./routes";
import type { Branch, Menu, MenuItem, MenuSection } from "./storefront";
import type { ShopState } from "./shop-state";
import { indexable } from "./shop-state";

// What search engines, link previews and home screens are told about a storefront (issue 17
// items 5 and 6): pure builders, so the routes and pages that serve them stay thin.

/** A home-screen label: the brand's name when it fits (about 12 characters), else its first words. */
export const SHORT_NAME_LENGTH = 12;
export function shortAppName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  let short = "";
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_LENGTH);
}

/** Sizes of the app icons drawn from the brand's logo (the manifest's and Apple's). */
export const APP_ICON_SIZES = [192, 512] as const;
export const APPLE_ICON_SIZE = 180;
export type AppIconSize = (typeof APP_ICON_SIZES)[number] | typeof APPLE_ICON_SIZE;
export const appIconPath = (size: number, revision: string) =>
  `/app-icon/${size}.png?v=${encodeURIComponent(revision)}`;

/** The link preview image of the menu (`/og`) and of an item (`/og/{id}`): 1200×630 PNG. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
export const ogImagePath = (revision: string, locale: string, itemId?: string) =>
  `${itemId ? `/og/${encodeURIComponent(itemId)}` : "/og"}?v=${encodeURIComponent(revision)}&lang=${locale}`;

/** Open Graph's names of our languages. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: "en_US", id: "id_ID" };

/** An absolute URL on the brand's own origin. */
export const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/**
 * robots.txt. A shop being set up has nothing to crawl (issue 35); a suspended one lets crawlers
 * in without a sitemap, so they read its pages' `noindex` and drop what they had indexed.
 */
export function robotsTxt(origin: string, state: ShopState = "open"): string {
  if (state === "setup") return ["User-agent: *", "Disallow: /", ""].join("\n");
  if (state === "suspended") return ["User-agent: *", "Disallow: /api/", "Allow: /", ""].join("\n");
  return [
    "User-agent: *",
    // Private pages stay crawlable so that their `noindex` is seen; the API is no page.
    "Disallow: /api/",
    "Allow: /",
    "",
    `Sitemap: ${absolute(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

/** The public pages of a brand: the menu, the branch selector and every item of every menu. */
export function sitemapXml(
  origin: string,
  menus: readonly Menu[],
  state: ShopState = "open",
): string {
  // A shop that is not open lists no page (issue 35).
  const paths = new Set<string>(indexable(state) ? [ROUTES.home, ROUTES.storeSelector] : []);
  if (!indexable(state)) menus = [];
  for (const menu of menus)
    for (const section of menu.sections)
      for (const item of section.items) paths.add(ROUTES.item(item.uid));
  const urls = [...paths].map((p) => `  <url><loc>${xmlEscape(absolute(origin, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

interface ManifestInput {
  name: string;
  locale: string;
  themeColor: string;
  backgroundColor: string;
  revision: string;
  description: string;
}

/** The brand's web app manifest: its name, colours and icons drawn from its logo. */
export function webManifest(input: ManifestInput) {
  return {
    id: "/",
    name: input.name,
    short_name: shortAppName(input.name),
    description: input.description,
    lang: input.locale,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: APP_ICON_SIZES.flatMap((size) => [
      {
        src: appIconPath(size, input.revision),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      },
      {
        src: appIconPath(size, input.revision),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "maskable",
      },
    ]),
  };
}

interface Offered {
  item: MenuItem;
  currency: string;
  origin: string;
}

function menuItemLd({ item, currency, origin }: Offered) {
  const url = absolute(origin, ROUTES.item(item.uid));
  return {
    "@type": "MenuItem",
    "@id": url,
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    url,
    ...(item.images[0] ? { image: absolute(origin, item.images[0].src) } : {}),
    offers: {
      "@type": "Offer",
      price: item.price,
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
      url,
    },
  };
}

const SCHEMA_DAYS = {
  sun: "Sunday",
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
} as const;

/** schema.org's end of a day is 23:59 (it has no 24:00); a close before the open runs past midnight. */
const ALL_DAY: OpeningRange = { open: "00:00", close: "24:00" };
const schemaClose = (close: string) => (close === "24:00" ? "23:59" : close);

/**
 * A branch's hours as schema.org has them (issue 32 item 9): one specification per range, with the
 * days that share it; a branch without hours is open all day, every day. Closures are special
 * hours with no opening (opens and closes 00:00, Google's way of saying "closed that day").
 */
export function openingHoursLd(hours: BranchHours) {
  const ranges = new Map<string, { range: OpeningRange; days: string[] }>();
  for (const day of WEEKDAYS) {
    const dayRanges = hours.openingHours ? (hours.openingHours[day] ?? []) : [ALL_DAY];
    for (const range of dayRanges) {
      const key = `${range.open}-${range.close}`;
      const entry = ranges.get(key) ?? { range, days: [] };
      entry.days.push(SCHEMA_DAYS[day]);
      ranges.set(key, entry);
    }
  }
  return {
    openingHoursSpecification: [...ranges.values()].map(({ range, days }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens: range.open,
      closes: schemaClose(range.close),
    })),
    ...(hours.closures.length > 0
      ? {
          specialOpeningHoursSpecification: hours.closures.map((c) => ({
            "@type": "OpeningHoursSpecification",
            validFrom: c.from,
            validThrough: c.to,
            opens: "00:00",
            closes: "00:00",
          })),
        }
      : {}),
  };
}
interface StoreInput {
  businessType: BusinessType;
  brandName: string;
  branch: Branch;
  sections: readonly MenuSection[];
  currency: string;
  origin: string;
  logoSrc: string;
}

/**
 * schema.org for a branch's menu page: the shop (its type from the brand file), its address,
 * phone and opening hours, and the menu it serves with each item's offer.
 */
export function storeJsonLd(input: StoreInput) {
  const { branch, origin } = input;
  return {
    "@context": "https://schema.org",
    "@type": input.businessType,
    name: branch.name,
    brand: { "@type": "Brand", name: input.brandName },
    url: absolute(origin, ROUTES.home),
    logo: absolute(origin, input.logoSrc),
    image: absolute(origin, input.logoSrc),
    telephone: branch.phoneNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.address.address,
      addressLocality: branch.address.city,
      postalCode: branch.address.postalCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: branch.address.lat, longitude: branch.address.lng },
    ...openingHoursLd(branch),
    hasMenu: {
      "@type": "Menu",
      hasMenuSection: input.sections.map((section) => ({
        "@type": "MenuSection",
        name: section.name,
        hasMenuItem: section.items.map((item) =>
          menuItemLd({ item, currency: input.currency, origin }),
        ),
      })),
    },
  };
}

/** schema.org for an item page: the item and its offer. */
export function itemJsonLd(offered: Offered) {
  return { "@context": "https://schema.org", ...menuItemLd(offered) };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped so that a name
 * holding `</script>` cannot end the element early.
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
