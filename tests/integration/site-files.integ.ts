import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "../../scripts/lib/first-load-js";
import { authServerForFile } from "../support/auth-server";
import { readBrand } from "../support/brand-files";
import { get } from "../support/http";

// Issue 17 items 5 and 6 over HTTP: each brand host's robots.txt, sitemap.xml, web app manifest,
// app icons, link preview images and service worker; the <head> of its pages (title,
// description, canonical URL, Open Graph, Twitter, JSON-LD) and `noindex` on private pages.
// Absolute URLs name PUBLIC_URL's origin, never the request's Host.

const ctx = authServerForFile("site-files", { PUBLIC_URL: "https://{brand}.kedai.test" });
const demo = readBrand("brands/demo.json");
const kemang = demo.branches[0];
const item = demo.menus.find((m: { id: string }) => m.id === kemang.menuId).sections[0].items[0];
const HOST = "demo.localhost";
const fetchOf = (p: string, headers: Record<string, string> = {}, host = HOST) =>
  get(ctx.server.baseUrl, p, host, headers);

const metaOf = (html: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
const linkOf = (html: string, rel: string) =>
  new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers off the API and names the brand's sitemap", async () => {
    const answer = await fetchOf("/robots.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body).toContain("Disallow: /api/");
    expect(answer.body).toContain("Sitemap: https://demo.kedai.test/sitemap.xml");
    // Each brand host has its own.
    expect((await fetchOf("/robots.txt", {}, "kopi.localhost")).body).toContain(
      "Sitemap: https://kopi.kedai.test/sitemap.xml",
    );
  });

  it("the sitemap lists the menu, the branch selector and every item, and no private page", async () => {
    const answer = await fetchOf("/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const items = new Set<string>();
    for (const menu of demo.menus)
      for (const section of menu.sections)
        for (const i of section.items) items.add(`https://demo.kedai.test/p/${i.uid}`);
    expect(new Set(locs)).toEqual(
      new Set(["https://demo.kedai.test/", "https://demo.kedai.test/store-selector", ...items]),
    );
  });

  it("an unknown host gets the API's 404, not another brand's files", async () => {
    for (const p of ["/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/og"]) {
      const answer = await fetchOf(p, {}, "nobody.localhost");
      expect(answer.status, p).toBe(404);
      expect(answer.json<{ error: { code: string } }>().error.code).toBe("BRAND_NOT_FOUND");
    }
  });
});

describe("the installable app", () => {
  it("the manifest carries the brand's name, colours and icons, in the visitor's language", async () => {
    const en = (await fetchOf("/manifest.webmanifest")).json<Record<string, unknown>>();
    const answer = await fetchOf("/manifest.webmanifest", { "accept-language": "id" });
    expect(answer.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const id = answer.json<Record<string, unknown>>();
    expect(en).toMatchObject({
      name: demo.brand.name,
      short_name: "Dapur Kue",
      lang: "en",
      start_url: "/",
      display: "standalone",
      theme_color: demo.storeConfigs.branding.colors.primary,
    });
    expect(id).toMatchObject({
      lang: "id",
      description: `Pesan ${demo.brand.name} online, bisa ambil sendiri atau diantar.`,
    });
    const icons = en.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const png = await fetchOf(icon.src);
      expect(png.headers["content-type"]).toBe("image/png");
      expect(png.headers["cache-control"]).toContain("immutable");
      const { width, height, format } = await sharp(png.bytes).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
    }
    expect((await fetchOf("/app-icon/100.png")).status).toBe(404);
  });

  it("the service worker is this build's, with a policy that lets it keep its caches", async () => {
    const answer = await fetchOf("/sw.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["content-security-policy"]).not.toContain("sandbox");
    const buildId = fs.readFileSync(path.join(process.cwd(), ".next/BUILD_ID"), "utf8").trim();
    expect(answer.body).toContain(buildId); // a new build is a new worker, which browsers install
  });
});

describe("the <head> of the pages", () => {
  it("the menu page: title, description, canonical URL, previews, manifest and JSON-LD", async () => {
    const html = (await fetchOf("/")).body;
    expect(html).toContain(`<title>${demo.brand.name}</title>`);
    expect(metaOf(html, "name", "description")).toBe(
      `Order from ${demo.brand.name} online, for pickup or delivery.`,
    );
    expect(linkOf(html, "canonical")).toMatch(/^https:\/\/demo\.kedai\.test\/?$/);
    expect(linkOf(html, "manifest")).toBe("/manifest.webmanifest");
    expect(metaOf(html, "name", "robots")).toBeUndefined();
    expect(metaOf(html, "name", "theme-color")).toBe(demo.storeConfigs.branding.colors.primary);
    const image = metaOf(html, "property", "og:image")!;
    expect(image).toMatch(/^https:\/\/demo\.kedai\.test\/og\?v=\w+&amp;lang=en$/);
    expect(metaOf(html, "name", "twitter:card")).toBe("summary_large_image");

    const [store] = jsonLdOf(html);
    expect(store).toMatchObject({
      "@type": "Bakery",
      name: kemang.name,
      telephone: kemang.phoneNumber,
      address: { streetAddress: kemang.address.address, addressLocality: kemang.address.city },
      // Issue 32 item 9: the branch's hours (Kemang is open around the clock every day).
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "00:00",
          closes: "23:59",
        },
      ],
    });
    const sections = (store!.hasMenu as { hasMenuSection: { hasMenuItem: unknown[] }[] })
      .hasMenuSection;
    expect(sections[0]!.hasMenuItem[0]).toMatchObject({
      "@type": "MenuItem",
      name: item.name,
      offers: { "@type": "Offer", price: item.price, priceCurrency: "IDR" },
    });

    // The preview image it names is a 1200×630 PNG, kept for good (its URL names the revision).
    const og = await fetchOf(image.replace("https://demo.kedai.test", "").replace("&amp;", "&"));
    expect(og.headers["content-type"]).toBe("image/png");
    expect(og.headers["cache-control"]).toContain("immutable");
    const { width, height } = await sharp(og.bytes).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });

  it("an item page: its name, description, canonical URL, its own preview and its offer", async () => {
    const html = (await fetchOf(`/p/${item.uid}`, { "accept-language": "id" })).body;
    expect(html).toContain(`<title>${item.name} · ${demo.brand.name}</title>`);
    expect(linkOf(html, "canonical")).toBe(`https://demo.kedai.test/p/${item.uid}`);
    expect(metaOf(html, "property", "og:title")).toBe(`${item.name} · ${demo.brand.name}`);
    expect(metaOf(html, "property", "og:locale")).toBe("id_ID");
    expect(metaOf(html, "property", "og:image")).toMatch(
      new RegExp(`^https://demo\\.kedai\\.test/og/${item.uid}\\?v=\\w+&amp;lang=id$`),
    );
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        "@type": "MenuItem",
        name: item.name,
        url: `https://demo.kedai.test/p/${item.uid}`,
        offers: expect.objectContaining({ price: item.price, priceCurrency: "IDR" }),
      }),
    ]);
    const og = await fetchOf(`/og/${item.uid}`);
    expect(og.headers["content-type"]).toBe("image/png");
    expect((await fetchOf("/og/no-such-item")).status).toBe(404);
  });

  it.each(["/account", "/auth", "/checkout", "/orders", "/staff", "/offline"])(
    "%s is noindex",
    async (p) => {
      const html = (await fetchOf(p)).body;
      expect(metaOf(html, "name", "robots")).toBe("noindex, nofollow");
    },
  );

  it.each(["/", `/p/${"x"}`, "/store-selector"])("%s is indexable", async (p) => {
    const html = (await fetchOf(p === "/p/x" ? `/p/${item.uid}` : p)).body;
    expect(metaOf(html, "name", "robots")).toBeUndefined();
  });
});

describe("the weight of the pages everyone opens", () => {
  // Decision 0022: the menu and item pages carry neither zod nor jose (the first visit of every
  // customer). A rule the storefront runs in the browser, imported from a module that also holds
  // zod schemas, brings zod along unseen (it happened with the opening hours: 35 KiB gzipped).
  const LIBRARIES = { zod: /\$ZodType|ZodError/, jose: /ERR_JW[STEK]/ };
  for (const [name, path] of [
    ["home", "/"],
    ["item", `/p/${item.uid}`],
  ] as const)
    it(`the ${name} page loads neither zod nor jose`, async () => {
      const { scripts } = await firstLoadScripts(ctx.server.baseUrl, HOST, path);
      expect(scripts.length).toBeGreaterThan(5);
      for (const [library, signature] of Object.entries(LIBRARIES))
        expect(
          scripts.filter((s) => signature.test(s.body.toString("latin1"))).map((s) => s.src),
          `scripts of ${path} carrying ${library}`,
        ).toEqual([]);
    });
});
