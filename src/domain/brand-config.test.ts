import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LooseBrand } from "../../tests/support/brand-files";
import { checkBrandFile, jsonPath } from "./brand-config";

const fixture = () =>
  JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "tests/fixtures/mini/brand.json"), "utf8"),
  ) as LooseBrand;

describe("checkBrandFile", () => {
  it("accepts a valid file and fills defaults", () => {
    const result = checkBrandFile(fixture());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.file.brand.currency).toBe("IDR");
  });

  it("lists every mistake by its JSON path", () => {
    const file = fixture();
    file.branches[0].address.lat = "south"; // wrong type
    file.storeConfigs.branding.colors.primary = "red"; // not a hex colour
    file.menus[0].sections[0].items[0].price = -5; // negative price
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path).sort()).toEqual([
      "$.branches[0].address.lat",
      "$.menus[0].sections[0].items[0].price",
      "$.storeConfigs.branding.colors.primary",
    ]);
  });

  it("reports cross-reference mistakes alongside shape mistakes", () => {
    const file = fixture();
    file.branches[0].menuId = "nope";
    file.branches.push({ ...file.branches[0], menuId: "main" });
    file.brand.name = 42;
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: "$.brand.name", message: expect.any(String) },
        { path: "$.branches[0].menuId", message: 'no menu has id "nope"' },
        { path: "$.branches[1].id", message: 'duplicate branch id "one"' },
      ]),
    );
  });

  it("rejects unknown fields, image paths leaving the folder and inverted segments", () => {
    const file = fixture();
    file.brand.colour = "x";
    file.menus[0].sections[0].items[0].images[0].src = "../secret.svg";
    file.storeConfigs.salesChannels.customerApp.shippingBlocks[0].merchantLevelConfigs.segments[0] =
      { from: 9, to: 1, price: 1 };
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path);
    expect(paths).toContain("$.brand");
    expect(paths).toContain("$.menus[0].sections[0].items[0].images[0].src");
    expect(paths).toContain(
      "$.storeConfigs.salesChannels.customerApp.shippingBlocks[0].merchantLevelConfigs.segments[0]",
    );
  });

  it("rejects an active transfer with no options", () => {
    const file = fixture();
    file.storeConfigs.salesChannels.customerApp.paymentsMethods.transfer.merchantLevelConfigs.transferOptions =
      {};
    const result = checkBrandFile(file);
    expect(result.ok).toBe(false);
  });
});

describe("jsonPath", () => {
  it("writes array indexes in brackets", () => {
    expect(jsonPath(["menus", 0, "sections", 2, "id"])).toBe("$.menus[0].sections[2].id");
  });
});
