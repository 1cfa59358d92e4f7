import { describe, expect, it } from "vitest";
import { copyOf, menuUids, move, newId, withoutItem } from "./menu-edit";

describe("newId", () => {
  it("makes a brand-file id from a name, accents and all", () => {
    expect(newId("Kue Lapis Legit", new Set())).toBe("kue-lapis-legit");
    expect(newId("  Crème brûlée!! ", new Set())).toBe("creme-brulee");
    expect(newId("Es Kopi Susu (1 L)", new Set())).toBe("es-kopi-susu-1-l");
  });

  it("never gives an id already taken", () => {
    const taken = new Set(["brownies", "brownies-2"]);
    expect(newId("Brownies", taken)).toBe("brownies-3");
  });

  it("falls back when a name has no letters or digits, and stays within 64 characters", () => {
    expect(newId("🍰🍰", new Set())).toBe("item");
    expect(newId("🍰", new Set(["section"]), "section")).toBe("section-2");
    const long = newId("a".repeat(200), new Set(["a".repeat(60)]));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
  });
});

describe("move", () => {
  it("moves a row up and down, leaving the list it was given alone", () => {
    const list = ["a", "b", "c"];
    expect(move(list, 2, 1)).toEqual(["a", "c", "b"]);
    expect(move(list, 0, 1)).toEqual(["b", "a", "c"]);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("clamps past either end and ignores a row that is not there", () => {
    expect(move(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(move(["a", "b"], 1, 5)).toEqual(["a", "b"]);
    expect(move(["a", "b"], 4, 0)).toEqual(["a", "b"]);
  });
});

describe("copyOf", () => {
  it("copies an item under a new uid and name, hidden, deep", () => {
    const item = { uid: "brownies", name: "Brownies", price: 30_000, images: [{ src: "/x" }] };
    const taken = menuUids({ sections: [{ items: [item] }] });
    const copy = copyOf(item, "Brownies (copy)", taken);
    expect(copy).toEqual({
      uid: "brownies-copy",
      name: "Brownies (copy)",
      price: 30_000,
      images: [{ src: "/x" }],
      hidden: true,
    });
    expect(copy.images).not.toBe(item.images);
  });
});

describe("withoutItem", () => {
  it("deletes an item and takes it out of the branches of its menu that hid it", () => {
    const document = {
      menus: [
        { id: "main", sections: [{ items: [{ uid: "a" }, { uid: "b" }] }] },
        { id: "other", sections: [{ items: [{ uid: "a" }] }] },
      ],
      branches: [
        { id: "kemang", menuId: "main", hiddenItems: ["a"] },
        { id: "cikini", menuId: "main", hiddenItems: ["b", "a"] },
        { id: "menteng", menuId: "other", hiddenItems: ["a"] },
      ],
    };
    expect(withoutItem(document, "main", "a")).toEqual({
      menus: [
        { id: "main", sections: [{ items: [{ uid: "b" }] }] },
        { id: "other", sections: [{ items: [{ uid: "a" }] }] },
      ],
      branches: [
        { id: "kemang", menuId: "main" },
        { id: "cikini", menuId: "main", hiddenItems: ["b"] },
        { id: "menteng", menuId: "other", hiddenItems: ["a"] },
      ],
    });
    expect(document.branches[0]!.hiddenItems).toEqual(["a"]);
  });
});
