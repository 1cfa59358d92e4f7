import { describe, expect, it } from "vitest";
import type { LooseBrand } from "../../tests/support/brand-files";
import { miniDocument } from "../../tests/support/brand-files";
import type { BrandDocument } from "./brand-config";
import { checkBrandDocument } from "./brand-config";
import { canonicalJson, describeChange, diffBrand, MAX_SUMMARY_CHANGES } from "./brand-revisions";

const document = miniDocument;
const parsed = (raw: LooseBrand): BrandDocument => {
  const checked = checkBrandDocument(raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.document;
};

describe("checkBrandDocument", () => {
  it("checks a stored document by the brand file's rules, with images under /media", () => {
    expect(checkBrandDocument(document()).ok).toBe(true);
    const bad = document();
    bad.menus[0].sections[0].items[0].price = -1;
    bad.menus[0].sections[0].items[0].images = [{ src: "photos/cake.jpg" }];
    const result = checkBrandDocument(bad);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.path).sort()).toEqual([
        "$.menus[0].sections[0].items[0].images[0].src",
        "$.menus[0].sections[0].items[0].price",
      ]);
  });

  it("refuses another brand's images and storeConfigs", () => {
    const other = document();
    other.storeConfigs.brandId = "kopi";
    other.storeConfigs.branding.onBrandColorLogoVariantSrc =
      "/media/kopi/0123456789abcdef0123456789abcdef.svg";
    const result = checkBrandDocument(other);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.path)).toEqual([
        "$.storeConfigs.brandId",
        "$.storeConfigs.branding.onBrandColorLogoVariantSrc",
      ]);
  });

  it("takes a manager with branches, and refuses one without", () => {
    const doc = document();
    doc.staff = [
      { phoneNumber: "+6281100000095", name: "Manager", role: "manager", branchIds: [] },
    ];
    const result = checkBrandDocument(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.path)).toEqual(["$.staff[0].branchIds"]);
    doc.staff[0].branchIds = [doc.branches[0].id];
    expect(checkBrandDocument(doc).ok).toBe(true);
  });
});

describe("diffBrand", () => {
  it("names nothing for the same document, whatever the key order", () => {
    const a = parsed(document());
    const reordered = JSON.parse(canonicalJson(a)) as BrandDocument;
    expect(canonicalJson(reordered)).toBe(canonicalJson(a));
    expect(diffBrand(a, reordered)).toEqual([]);
  });

  it("names an item's price move, a renamed branch, new staff and an added and a removed item", () => {
    const start = document();
    start.menus[0].sections[0].items.push({ uid: "old", name: "Old Bun", price: 1000 });
    const before = parsed(start);
    const raw = structuredClone(start);
    const [bun] = raw.menus[0].sections[0].items;
    bun.price += 1500;
    raw.menus[0].sections[0].items[1] = { uid: "new", name: "New Bun", price: 2000 };
    raw.branches[0].name = "Renamed";
    raw.staff = [
      {
        phoneNumber: "+6281100000096",
        name: "Ayu",
        role: "staff",
        branchIds: [raw.branches[0].id],
      },
    ];
    expect(diffBrand(before, parsed(raw))).toEqual([
      { area: "branch", op: "changed", name: "Renamed", fields: ["name"] },
      { area: "item", op: "added", name: "New Bun" },
      { area: "item", op: "removed", name: "Old Bun" },
      {
        area: "item",
        op: "changed",
        name: bun.name,
        fields: ["price"],
        price: { from: 12_000, to: 13_500 },
      },
      { area: "staff", op: "added", name: "Ayu" },
    ]);
  });

  it("says a new brand was added, and counts what is past the summary's size", () => {
    const doc = parsed(document());
    expect(diffBrand(null, doc)).toEqual([{ area: "brand", op: "added", name: doc.brand.name }]);
    const many = document();
    const section = many.menus[0].sections[0];
    const template = section.items[0];
    section.items = Array.from({ length: MAX_SUMMARY_CHANGES + 5 }, (_, i) => ({
      ...template,
      uid: `extra-${i}`,
      name: `Extra ${i}`,
    }));
    const summary = diffBrand(doc, parsed(many));
    expect(summary).toHaveLength(MAX_SUMMARY_CHANGES + 1);
    expect(summary.at(-1)).toEqual({ area: "more", count: expect.any(Number) });
  });

  it("describes a change in plain words", () => {
    expect(
      describeChange({
        area: "item",
        op: "changed",
        name: "Cake",
        fields: ["price"],
        price: { from: 1, to: 2 },
      }),
    ).toBe('item "Cake" changed (price): 1 → 2');
    expect(describeChange({ area: "more", count: 3 })).toBe("3 more changes");
  });
});
