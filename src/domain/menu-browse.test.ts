import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_ITEMS, firstScreenSectionCount, searchable, searchMenu } from "./menu-browse";
import type { Menu, MenuSection } from "./storefront";

const section = (id: string, items: number): MenuSection => ({
  id,
  name: id,
  items: Array.from({ length: items }, (_, i) => ({
    uid: `${id}-${i}`,
    name: `${id} ${i}`,
    description: "",
    price: 1000,
    images: [],
  })),
});

describe("firstScreenSectionCount", () => {
  it("carries every section of a menu that fits, and stops at the first that does not", () => {
    expect(firstScreenSectionCount([section("a", 7), section("b", 8), section("c", 27)])).toBe(3);
    expect(firstScreenSectionCount([section("a", 25), section("b", 25), section("c", 25)])).toBe(1);
    expect(firstScreenSectionCount([section("a", FIRST_SCREEN_ITEMS), section("b", 1)])).toBe(1);
  });

  it("always carries the first section, however long", () => {
    expect(firstScreenSectionCount([section("a", 500), section("b", 1)])).toBe(1);
    expect(firstScreenSectionCount([])).toBe(0);
  });
});

describe("searchMenu", () => {
  const menu: Menu = {
    id: "m",
    name: "m",
    sections: [
      {
        id: "cakes",
        name: "Cakes",
        items: [
          {
            uid: "1",
            name: "Kue Lapis Légit",
            description: "Layered spice cake.",
            price: 1,
            images: [],
          },
          {
            uid: "2",
            name: "Bolu Pandan",
            description: "Soft pandan sponge, like lapis.",
            price: 1,
            images: [],
          },
          { uid: "3", name: "Brownies", description: "Fudgy.", price: 1, images: [] },
        ],
      },
      {
        id: "drinks",
        name: "Drinks",
        items: [
          { uid: "4", name: "Es Teh Manis", description: "Sweet iced tea.", price: 1, images: [] },
        ],
      },
    ],
  };
  const uids = (q: string) => searchMenu(menu, q).map((i) => i.uid);

  it("finds by every word, in name or description, across sections, names first", () => {
    expect(uids("lapis")).toEqual(["1", "2"]);
    expect(uids("LEGIT")).toEqual(["1"]);
    expect(uids("  es   manis ")).toEqual(["4"]);
    expect(uids("sweet tea")).toEqual(["4"]);
    expect(uids("lapis sweet")).toEqual([]);
  });

  it("finds nothing for an empty query", () => {
    expect(uids("")).toEqual([]);
    expect(uids("   ")).toEqual([]);
  });

  it("compares without accents or case", () => {
    expect(searchable("  Crème  Brûlée ")).toBe("creme brulee");
  });
});
