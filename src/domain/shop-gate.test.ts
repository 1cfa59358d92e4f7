import { describe, expect, it } from "vitest";
import {
  closedShopRefusal,
  closesPage,
  pageInView,
  siteView,
  stateOfView,
  viewOfPage,
} from "./shop-gate";

describe("a closed shop's pages", () => {
  it("shows customers the closed page in place of the storefront", () => {
    for (const view of ["setup", "suspended"] as const) {
      expect(pageInView(view, "/")).toBe("/shop-closed");
      expect(pageInView(view, "/p/latte")).toBe("/shop-closed");
      expect(pageInView(view, "/checkout")).toBe("/shop-closed");
      expect(pageInView(view, "/store-selector")).toBe("/shop-closed");
      expect(pageInView(view, "/owner")).toBe("/owner");
      expect(pageInView(view, "/auth/verify")).toBe("/auth/verify");
      expect(pageInView(view, "/orders/ABC")).toBe("/orders/ABC");
      expect(pageInView(view, "/ownerx")).toBe("/shop-closed");
    }
  });

  it("shows its staff the storefront, and an open shop's to everyone", () => {
    expect(siteView("setup", true)).toBe("setup-preview");
    expect(siteView("setup", false)).toBe("setup");
    expect(siteView("open", false)).toBe("open");
    expect(pageInView("setup-preview", "/")).toBe("/");
    expect(pageInView("open", "/checkout")).toBe("/checkout");
    expect(stateOfView("suspended-preview")).toBe("suspended");
    // Its console and sign-in are the same for everyone: no preview of those.
    expect(viewOfPage("setup", true, "/")).toBe("setup-preview");
    expect(viewOfPage("setup", true, "/owner")).toBe("setup");
    expect(viewOfPage("setup", false, "/")).toBe("setup");
    expect(viewOfPage("open", true, "/")).toBe("open");
    expect(closesPage("suspended", "/p/x")).toBe(true);
    expect(closesPage("suspended", "/auth")).toBe(false);
    expect(closesPage("open", "/")).toBe(false);
  });

  it("refuses orders while set up or suspended", () => {
    expect(closedShopRefusal("setup")?.code).toBe("SHOP_NOT_OPEN");
    expect(closedShopRefusal("suspended")?.code).toBe("SHOP_SUSPENDED");
    expect(closedShopRefusal("open")).toBeNull();
  });
});
