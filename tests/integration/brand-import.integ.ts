import { describe, expect, it } from "vitest";
import { asc, count, eq, ne } from "drizzle-orm";
import { PLATFORM_BRAND_ID } from "@/domain/shop-state";
import type { DbHandle } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import { branches, brands, menuItems, menuSections, menus } from "@/server/db/schema";
import type { TestLocation } from "../support/database";
import { locationsForFile, usingPostgres } from "../support/database";
import { brandImport, fixtureCopy, readBrand } from "../support/brand-files";
import { get } from "../support/http";
import { startServer } from "../support/server";

const { location } = locationsForFile("import");

/** Opens the test database, runs `fn`, and closes it again (PGlite allows one process at a time). */
async function withDb<T>(loc: TestLocation, fn: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase(loc);
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

async function snapshot(loc: TestLocation) {
  return withDb(loc, async ({ db }) => ({
    // The shops: the platform's own row (decision 0033) is there from the first migration.
    brands: await db
      .select()
      .from(brands)
      .where(ne(brands.id, PLATFORM_BRAND_ID))
      .orderBy(asc(brands.id)),
    branches: await db.select().from(branches).orderBy(asc(branches.brandId), asc(branches.id)),
    menus: await db.select().from(menus).orderBy(asc(menus.brandId), asc(menus.id)),
    sections: await db
      .select()
      .from(menuSections)
      .orderBy(asc(menuSections.brandId), asc(menuSections.id)),
    items: await db.select().from(menuItems).orderBy(asc(menuItems.brandId), asc(menuItems.uid)),
  }));
}

describe("brand:import", () => {
  it("round-trips a valid file into the database", async () => {
    const loc = await location();
    const file = fixtureCopy();
    const result = brandImport(loc, file);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('imported brand "mini" (1 branch, 1 menu, 1 item');
    const source = readBrand("tests/fixtures/mini/brand.json");
    const db = await snapshot(loc);
    expect(db.brands).toHaveLength(1);
    const [brand] = db.brands;
    expect(brand).toMatchObject({
      id: "mini",
      subDomainName: "mini",
      name: "Mini Bakery",
      currency: "IDR",
    });
    const { branding } = brand!.storeConfigs;
    expect(branding.colors).toEqual(source.storeConfigs.branding.colors);
    expect(branding.onBrandColorLogoVariantSrc).toMatch(/^\/media\/mini\/[a-f0-9]{32}\.svg$/);
    expect(brand!.storeConfigs.salesChannels.customerApp.shippingBlocks).toEqual(
      source.storeConfigs.salesChannels.customerApp.shippingBlocks,
    );
    expect(db.branches).toEqual([
      expect.objectContaining({
        brandId: "mini",
        id: "one",
        name: "Mini Sabang",
        lat: -6.1862,
        lng: 106.8266,
        menuId: "main",
      }),
    ]);
    expect(db.items).toEqual([
      expect.objectContaining({
        brandId: "mini",
        menuId: "main",
        sectionId: "bread",
        uid: "bun",
        price: 12000,
        description: "Soft bun.",
      }),
    ]);
  });

  it("lists all three mistakes of a bad file by path and writes nothing", async () => {
    const loc = await location();
    expect(brandImport(loc, fixtureCopy()).status).toBe(0);
    const before = await snapshot(loc);
    const bad = fixtureCopy((b) => {
      b.brand.name = "Renamed";
      b.branches[0].address.lat = "south";
      b.branches[0].menuId = "no-menu";
      b.menus[0].sections[0].items[0].price = -1;
    });
    const result = brandImport(loc, bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("rejected, nothing written. 3 problem(s)");
    expect(result.stderr).toContain("$.branches[0].address.lat:");
    expect(result.stderr).toContain('$.branches[0].menuId: no menu has id "no-menu"');
    expect(result.stderr).toContain("$.menus[0].sections[0].items[0].price:");
    expect(await snapshot(loc)).toEqual(before);
  });

  it("rejects a missing image file by the path that names it, writing nothing", async () => {
    const loc = await location();
    const bad = fixtureCopy((b) => {
      b.menus[0].sections[0].items[0].images = [{ src: "missing.svg" }];
    });
    const result = brandImport(loc, bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "$.menus[0].sections[0].items[0].images[0].src: image file not found: missing.svg",
    );
    expect((await snapshot(loc)).brands).toEqual([]);
  });

  it("is idempotent, and a changed file updates the brand in place", async () => {
    const loc = await location();
    const file = fixtureCopy();
    expect(brandImport(loc, file).status).toBe(0);
    const first = await snapshot(loc);
    const again = brandImport(loc, file);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('brand "mini" is up to date');
    const second = await snapshot(loc);
    expect(second).toEqual(first);

    const changed = fixtureCopy((b) => {
      b.brand.name = "Mini Bakery Baru";
      b.menus[0].sections[0].items = [
        {
          uid: "roti",
          name: "Roti Sobek",
          description: "Pull-apart bread.",
          price: 18000,
          images: [{ src: "bun.svg" }],
        },
      ];
    });
    expect(brandImport(loc, changed).status).toBe(0);
    const third = await snapshot(loc);
    expect(third.brands[0]).toMatchObject({
      id: "mini",
      name: "Mini Bakery Baru",
      createdAt: first.brands[0]!.createdAt,
    });
    expect(third.brands[0]!.revision).not.toBe(first.brands[0]!.revision);
    expect(third.items.map((i) => i.uid)).toEqual(["roti"]);
  });

  it("imports a brand too large for one INSERT statement (7,000 items: 70,000 parameters)", async () => {
    const loc = await location();
    const big = fixtureCopy((b) => {
      b.menus[0].sections = Array.from({ length: 14 }, (_, s) => ({
        id: `s${s}`,
        name: `Section ${s}`,
        items: Array.from({ length: 500 }, (_, i) => ({
          uid: `item-${s}-${i}`,
          name: `Item ${s}-${i}`,
          price: 1000 + i,
          images: [{ src: "bun.svg" }],
        })),
      }));
    });
    const result = brandImport(loc, big);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("7000 items");
    const n = await withDb(
      loc,
      async ({ db }) => (await db.select({ n: count() }).from(menuItems))[0]!.n,
    );
    expect(n).toBe(7000);
  });

  it("refuses a subdomain that another brand already uses", async () => {
    const loc = await location();
    expect(brandImport(loc, fixtureCopy()).status).toBe(0);
    const thief = fixtureCopy((b) => {
      b.brand.id = "other";
    });
    const result = brandImport(loc, thief);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      '$.brand.subDomainName: "mini" is already used by brand "mini"',
    );
    expect(
      await withDb(
        loc,
        async ({ db }) =>
          (await db.select({ n: count() }).from(brands).where(ne(brands.id, PLATFORM_BRAND_ID)))[0]!
            .n,
      ),
    ).toBe(1);
  });

  // The lock guards the embedded database only; PostgreSQL is made for many processes.
  it.skipIf(usingPostgres)(
    "stops a second process with a clear error naming the locked folder",
    async () => {
      const loc = await location();
      await withDb(loc, async () => {
        const result = brandImport(loc, fixtureCopy());
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(
          `The embedded database in ${loc.dataDir}/pglite is in use by another process (pid ${process.pid}`,
        );
      });
      expect(brandImport(loc, fixtureCopy()).status).toBe(0); // released on close
    },
  );
});

describe("re-imported brands reach the pages", () => {
  it("shows the new content after a restart, never the cached old page", async () => {
    const loc = await location();
    expect(brandImport(loc, fixtureCopy()).status).toBe(0);
    let server = await startServer(loc);
    try {
      expect((await get(server.baseUrl, "/", "mini.localhost")).body).toContain("Butter Bun");
      await server.stop();
      const renamed = fixtureCopy((b) => {
        b.menus[0].sections[0].items[0].name = "Golden Butter Bun";
      });
      expect(brandImport(loc, renamed).status).toBe(0);
      server = await startServer(loc);
      expect((await get(server.baseUrl, "/", "mini.localhost")).body).toContain(
        "Golden Butter Bun",
      );
    } finally {
      await server.stop();
    }
  });

  // On PostgreSQL the command writes itself and NOTIFY tells the server; on PGlite the server owns
  // the database and the command sends it the file (scripts/lib/backend.ts).
  it("reaches a running server at once", async () => {
    const loc = await location();
    const server = await startServer(loc);
    try {
      expect(brandImport(loc, fixtureCopy()).status).toBe(0);
      await expect
        .poll(async () => (await get(server.baseUrl, "/", "mini.localhost")).status, {
          timeout: 5000,
        })
        .toBe(200);
      const renamed = fixtureCopy((b) => {
        b.menus[0].sections[0].items[0].name = "Golden Butter Bun";
      });
      const result = brandImport(loc, renamed);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(
        usingPostgres ? "on PostgreSQL" : `through the running server at ${server.baseUrl}`,
      );
      await expect
        .poll(async () => (await get(server.baseUrl, "/", "mini.localhost")).body, {
          timeout: 5000,
        })
        .toContain("Golden Butter Bun");
    } finally {
      await server.stop();
    }
  });
});

describe("the database after start", () => {
  it("has the demo brands loaded and scoped by brand_id", async () => {
    const loc = await location();
    const server = await startServer(loc);
    await server.stop();
    const rows = await withDb(loc, ({ db }) =>
      db
        .select({ brandId: branches.brandId, n: count() })
        .from(branches)
        .groupBy(branches.brandId)
        .orderBy(asc(branches.brandId)),
    );
    expect(rows).toEqual([
      { brandId: "demo", n: readBrand("brands/demo.json").branches.length },
      { brandId: "kopi", n: readBrand("brands/kopi.json").branches.length },
    ]);
    const kopiItems = await withDb(loc, ({ db }) =>
      db.select().from(menuItems).where(eq(menuItems.brandId, "kopi")),
    );
    expect(kopiItems.every((i) => i.brandId === "kopi")).toBe(true);
  });
});
