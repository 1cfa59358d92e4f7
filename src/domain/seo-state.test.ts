import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo";
import type { Menu } from "./storefront";

const menu = {
  id: "m",
  name: "Menu",
  sections: [{ id: "s", name: "S", items: [{ uid: "latte" }] }],
} as unknown as Menu;

describe("what search engines are told of a shop that is not open (issue 35)", () => {
  it("lets an open shop be crawled and lists its pages", () => {
    expect(robotsTxt("https://kopi.example")).toContain(
      "Sitemap: https://kopi.example/sitemap.xml",
    );
    expect(sitemapXml("https://kopi.example", [menu])).toContain("/p/latte");
  });

  it("gives a shop being set up nothing to crawl and nothing listed", () => {
    expect(robotsTxt("https://kopi.example", "setup")).toBe("User-agent: *\nDisallow: /\n");
    expect(sitemapXml("https://kopi.example", [menu], "setup")).not.toContain("<url>");
  });

  it("lets crawlers read a suspended shop's noindex, with no sitemap", () => {
    const robots = robotsTxt("https://kopi.example", "suspended");
    expect(robots).toContain("Allow: /");
    expect(robots).not.toContain("Sitemap");
    expect(sitemapXml("https://kopi.example", [menu], "suspended")).not.toContain("<url>");
  });
});
