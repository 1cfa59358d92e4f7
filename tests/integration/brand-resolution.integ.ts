import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { sharedBaseUrl } from "../support/integration-server";
import { readBrand } from "../support/brand-files";

const baseUrl = sharedBaseUrl();
const demo = readBrand("brands/demo.json");
const kopi = readBrand("brands/kopi.json");

type Branch = {
  id: string;
  name: string;
  menuId: string;
  menu: { sections: { items: { uid: string; images: { src: string }[] }[] }[] };
};
const uidsOf = (menu: Branch["menu"]) => menu.sections.flatMap((s) => s.items.map((i) => i.uid));

describe("brand resolution by host", () => {
  it("serves the demo brand on demo.localhost in its own colours", async () => {
    const res = await get(baseUrl, "/", "demo.localhost:3000");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`--brand-primary:${demo.storeConfigs.branding.colors.primary}`);
    expect(res.body).toContain(demo.storeConfigs.branding.logoAlt);
    expect(res.body).toContain(`Menu at ${demo.branches[0].name}`);
  });

  it("serves kopi on kopi.localhost, with kopi's colours and not demo's", async () => {
    const res = await get(baseUrl, "/", "kopi.localhost");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`--brand-primary:${kopi.storeConfigs.branding.colors.primary}`);
    expect(res.body).not.toContain(demo.storeConfigs.branding.colors.primary);
    expect(res.body).not.toContain(demo.branches[0].name);
  });

  it("serves DEFAULT_BRAND (demo) on a host without a subdomain or an IP", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000"]) {
      const res = await get(baseUrl, "/", host);
      expect(res.status, host).toBe(200);
      expect(res.body, host).toContain(
        `--brand-primary:${demo.storeConfigs.branding.colors.primary}`,
      );
    }
  });

  it("answers an unknown brand with a 404 that shows BRAND_NOT_FOUND, for pages and APIs", async () => {
    const page = await get(baseUrl, "/", "nosuch.localhost");
    expect(page.status).toBe(404);
    expect(page.body).toContain("BRAND_NOT_FOUND");
    const item = await get(baseUrl, "/p/anything", "nosuch.localhost");
    expect(item.status).toBe(404);
    const api = await get(baseUrl, "/api/branches", "nosuch.localhost");
    expect(api.status).toBe(404);
    expect(api.json()).toMatchObject({ isErr: true, error: { code: "BRAND_NOT_FOUND" } });
  });

  it("never returns another brand's rows", async () => {
    const demoBranches = (await get(baseUrl, "/api/branches", "demo.localhost")).json<{
      data: Branch[];
    }>().data;
    const kopiBranches = (await get(baseUrl, "/api/branches", "kopi.localhost")).json<{
      data: Branch[];
    }>().data;
    expect(demoBranches.map((b) => b.id)).toEqual(demo.branches.map((b: { id: string }) => b.id));
    expect(kopiBranches.map((b) => b.id)).toEqual(kopi.branches.map((b: { id: string }) => b.id));
    // uids are per brand (both may sell a "butter-croissant"): compare with each brand's own file.
    const fileUids = (brand: typeof demo) =>
      [...new Set<string>(brand.menus.flatMap((m: Branch["menu"]) => uidsOf(m)))].sort();
    expect([...new Set(demoBranches.flatMap((b) => uidsOf(b.menu)))].sort()).toEqual(
      fileUids(demo),
    );
    expect([...new Set(kopiBranches.flatMap((b) => uidsOf(b.menu)))].sort()).toEqual(
      fileUids(kopi),
    );
    const srcs = (list: Branch[]) => JSON.stringify(list).match(/\/media\/[a-z0-9-]+\//g) ?? [];
    expect(new Set(srcs(kopiBranches))).toEqual(new Set(["/media/kopi/"]));
    expect(new Set(srcs(demoBranches))).toEqual(new Set(["/media/demo/"]));
    const configs = (await get(baseUrl, "/api/store-configs", "kopi.localhost")).json<{
      data: { brandId: string };
    }>();
    expect(configs.data.brandId).toBe("kopi");
  });
});

describe("menu pages", () => {
  const branches = async () =>
    (await get(baseUrl, "/api/branches", "demo.localhost")).json<{ data: Branch[] }>().data;

  it("shows the chosen branch's menu (cookie), or the first branch's", async () => {
    const all = await branches();
    const [first, second] = all as [Branch, Branch];
    const onlySecond = uidsOf(second.menu).find((uid) => !uidsOf(first.menu).includes(uid));
    expect(onlySecond, "demo data: the second branch has an item the first lacks").toBeDefined();
    const chosen = await get(baseUrl, "/", "demo.localhost", {
      cookie: `kedai_branch=${second.id}`,
    });
    expect(chosen.body).toContain(`Menu at ${second.name}`);
    expect(chosen.body).toContain(`href="/p/${onlySecond}"`);
    const fallback = await get(baseUrl, "/", "demo.localhost", {
      cookie: "kedai_branch=not-a-branch",
    });
    expect(fallback.body).toContain(`Menu at ${first.name}`);
    expect(fallback.body).not.toContain(`href="/p/${onlySecond}"`);
  });

  it("renders a menu page once: later answers come from a cache", async () => {
    await get(baseUrl, "/", "kopi.localhost");
    const again = await get(baseUrl, "/", "kopi.localhost");
    // Next.js's, or (once the page is compressed) the edge's: tests/integration/page-cache.integ.ts
    expect(again.headers["x-nextjs-cache"] === "HIT" || again.headers.etag !== undefined).toBe(
      true,
    );
  });

  it("shows an item at /p/{id} and /p?id=, and 404s an unknown one", async () => {
    const item = demo.menus[0].sections[0].items[0];
    for (const path of [`/p/${item.uid}`, `/p?id=${item.uid}&next=/checkout`]) {
      const res = await get(baseUrl, path, "demo.localhost");
      expect(res.status, path).toBe(200);
      expect(res.body).toContain(item.name);
      expect(res.body).toContain(`Rp\u00a0${item.price.toLocaleString("id-ID")}`);
    }
    const missing = await get(baseUrl, "/p/no-such-item", "demo.localhost");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("This item is not on the menu.");
  });

  it("says so when an item is not on the chosen branch's menu", async () => {
    const [first, second] = (await branches()) as [Branch, Branch];
    const onlySecond = uidsOf(second.menu).find((uid) => !uidsOf(first.menu).includes(uid))!;
    const res = await get(baseUrl, `/p/${onlySecond}`, "demo.localhost", {
      cookie: `kedai_branch=${first.id}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`Not on the menu at ${first.name}`);
  });

  it("serves item images with long cache headers and an image type", async () => {
    const [branch] = await branches();
    const srcs = branch!.menu.sections.flatMap((s) => s.items.map((i) => i.images[0]!.src));
    const [photo, drawing] = [
      srcs.find((src) => !src.endsWith(".svg")),
      srcs.find((src) => src.endsWith(".svg")),
    ];
    // The demo's whole cakes are photos, served as variants (decision 0025); the others SVG.
    for (const [src, type] of [
      [photo, "image/webp"],
      [photo!.replace(/\.webp$/, ".avif"), "image/avif"],
      [drawing, "image/svg+xml"],
    ]) {
      const res = await get(baseUrl, src!, "demo.localhost");
      expect(res.status, src).toBe(200);
      expect(res.headers["content-type"]).toBe(type);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    expect((await get(baseUrl, "/media/demo/../../app-secret", "demo.localhost")).status).toBe(404);
  });
});
