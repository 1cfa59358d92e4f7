import { describe, expect, it } from "vitest";
import {
  branchOrderModes,
  keptMode,
  modeAt,
  offersMode,
  onlyMode,
  sellsItem,
  shortNames,
  storedOrderModes,
  withItemSold,
  withSoldAt,
} from "./branch-offer";
import type { Storefront } from "./storefront";
import { menuOfBranch } from "./storefront";

describe("a branch's offer", () => {
  it("takes both order modes unless it names its own", () => {
    expect(branchOrderModes({})).toEqual(["DELIVERY", "PICKUP"]);
    expect(branchOrderModes({ orderModes: ["PICKUP"] })).toEqual(["PICKUP"]);
    expect(offersMode({ orderModes: ["PICKUP"] }, "DELIVERY")).toBe(false);
    expect(offersMode(undefined, "DELIVERY")).toBe(true);
  });

  it("names the one mode of a branch taking only one", () => {
    expect(onlyMode({ orderModes: ["PICKUP"] })).toBe("PICKUP");
    expect(onlyMode({ orderModes: ["DELIVERY"] })).toBe("DELIVERY");
    expect(onlyMode({ orderModes: ["DELIVERY", "PICKUP"] })).toBeNull();
    expect(onlyMode(undefined)).toBeNull();
  });

  it("switches a choice to the mode a branch takes, and forgets a stored one it no longer takes", () => {
    expect(modeAt({ orderModes: ["PICKUP"] }, "DELIVERY")).toBe("PICKUP");
    expect(modeAt({ orderModes: ["PICKUP"] }, "PICKUP")).toBe("PICKUP");
    expect(modeAt({}, "DELIVERY")).toBe("DELIVERY");
    expect(keptMode({ orderModes: ["PICKUP"] }, "DELIVERY")).toBeNull();
    expect(keptMode({ orderModes: ["PICKUP"] }, "PICKUP")).toBe("PICKUP");
    expect(keptMode({}, "DELIVERY")).toBe("DELIVERY");
    expect(keptMode({}, null)).toBeNull();
  });

  it("stores both modes as nothing, so a brand that never chose keeps its document", () => {
    expect(storedOrderModes(["PICKUP", "DELIVERY"])).toBeUndefined();
    expect(storedOrderModes(["PICKUP"])).toEqual(["PICKUP"]);
  });

  it("hides and shows an item, leaving nothing when it hides nothing", () => {
    expect(withItemSold(undefined, "a", false)).toEqual(["a"]);
    expect(withItemSold(["a", "b"], "a", true)).toEqual(["b"]);
    expect(withItemSold(["a"], "a", true)).toBeUndefined();
    expect(withItemSold(["a"], "a", false)).toEqual(["a"]);
    expect(sellsItem({ hiddenItems: ["a"] }, "a")).toBe(false);
    expect(sellsItem({ hiddenItems: ["a"] }, "b")).toBe(true);
  });

  it("sells an item at the branches of its menu the owner ticked, and leaves other menus alone", () => {
    const branches = [
      { id: "kemang", menuId: "main" },
      { id: "cikini", menuId: "main", hiddenItems: ["b", "a"] },
      { id: "menteng", menuId: "menteng", hiddenItems: ["a"] },
    ];
    const ticked = withSoldAt(branches, "main", "a", (id) => id === "cikini");
    expect(ticked).toEqual([
      { id: "kemang", menuId: "main", hiddenItems: ["a"] },
      { id: "cikini", menuId: "main", hiddenItems: ["b"] },
      { id: "menteng", menuId: "menteng", hiddenItems: ["a"] },
    ]);
    // Sold everywhere: no hiddenItems left where nothing is hidden, not even [].
    const everywhere = withSoldAt(ticked, "main", "a", () => true);
    expect(everywhere[0]).toEqual({ id: "kemang", menuId: "main" });
    expect(everywhere[1]).toEqual({ id: "cikini", menuId: "main", hiddenItems: ["b"] });
    expect(branches[0]).toEqual({ id: "kemang", menuId: "main" });
  });

  it("names branches by what sets them apart, for a short badge", () => {
    const demo = [
      "Dapur Kue Demo Kemang",
      "Dapur Kue Demo Menteng",
      "Dapur Kue Demo Kelapa Gading",
    ];
    expect(shortNames(demo)).toEqual(["Kemang", "Menteng", "Kelapa Gading"]);
    expect(shortNames(["Kopi Kita", "Kopi Kita Sabang"])).toEqual(["Kita", "Kita Sabang"]);
    expect(shortNames(["Kopi Kita Sabang"])).toEqual(["Kopi Kita Sabang"]);
    expect(shortNames(["Sabang", "Cikini"])).toEqual(["Sabang", "Cikini"]);
    expect(shortNames([])).toEqual([]);
  });

  it("gives a branch its menu without the items it hides, and the others all of it", () => {
    const item = (uid: string) => ({ uid, name: uid, description: "", price: 1, images: [] });
    const branch = (id: string, hiddenItems?: string[]) =>
      ({ id, menuId: "m", ...(hiddenItems ? { hiddenItems } : {}) }) as Storefront["branches"][0];
    const storefront = {
      menus: [
        { id: "m", name: "M", sections: [{ id: "s", name: "S", items: [item("a"), item("b")] }] },
      ],
      branches: [branch("one", ["a"]), branch("two")],
    } as unknown as Storefront;
    const uids = (id: string) => menuOfBranch(storefront, id)?.sections[0]?.items.map((i) => i.uid);
    expect(uids("one")).toEqual(["b"]);
    expect(uids("two")).toEqual(["a", "b"]);
    expect(menuOfBranch(storefront, "nowhere")).toBeUndefined();
  });
});
