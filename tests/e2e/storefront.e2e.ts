import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, rgb, site } from "./site";

const brand = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), `brands/${name}.json`), "utf8")) as {
    storeConfigs: { branding: { logoAlt: string; colors: { primary: string } } };
    branches: { name: string; menuId: string }[];
    menus: {
      id: string;
      sections: { name: string; items: { uid: string; name: string; description: string }[] }[];
    }[];
  };
const demo = brand("demo");
const kopi = brand("kopi");
const demoMenu = demo.menus.find((m) => m.id === demo.branches[0]!.menuId)!;
const firstItem = demoMenu.sections[0]!.items[0]!;

test("home shows the demo menu in the brand's primary colour", async ({ page }) => {
  await page.goto(site("demo"));
  await expect(
    page.getByRole("heading", { level: 1, name: `Menu at ${demo.branches[0]!.name}` }),
  ).toBeVisible();
  for (const section of demoMenu.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.name })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: new RegExp(firstItem.name) }).first()).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCSS(
    "background-color",
    rgb(demo.storeConfigs.branding.colors.primary),
  );
  await expect(page.getByRole("img", { name: demo.storeConfigs.branding.logoAlt })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login/Signup" })).toHaveAttribute("href", "/auth");
  await expectNoSeriousA11yViolations(page);
});

test("an item opens on its own page and Back returns home", async ({ page }) => {
  await page.goto(site("demo"));
  await page
    .getByRole("link", { name: new RegExp(firstItem.name) })
    .first()
    .click();
  await expect(page).toHaveURL(site("demo", `/p/${firstItem.uid}`));
  await expect(page.getByRole("heading", { level: 1, name: firstItem.name })).toBeVisible();
  await expect(page.getByText(firstItem.description)).toBeVisible();
  await expect(page.getByText(/^Rp\s/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(site("demo", "/"));
});

test("the item page's Back honours a known next and ignores a foreign one", async ({ page }) => {
  await page.goto(site("demo", `/p/${firstItem.uid}?next=/checkout`));
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/checkout");
  await page.goto(site("demo", `/p?id=${firstItem.uid}&next=https://evil.example/`));
  await expect(page.getByRole("heading", { level: 1, name: firstItem.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
});

test("kopi looks different from demo", async ({ page }) => {
  await page.goto(site("kopi"));
  await expect(
    page.getByRole("heading", { level: 1, name: `Menu at ${kopi.branches[0]!.name}` }),
  ).toBeVisible();
  const kopiBar = await page
    .getByRole("banner")
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(kopiBar).toBe(rgb(kopi.storeConfigs.branding.colors.primary));
  expect(kopiBar).not.toBe(rgb(demo.storeConfigs.branding.colors.primary));
  await expect(page.getByRole("img", { name: kopi.storeConfigs.branding.logoAlt })).toBeVisible();
  await expect(page.getByText(firstItem.name)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an unknown brand shows BRAND_NOT_FOUND", async ({ page }) => {
  const response = await page.goto(site("nosuch"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "BRAND_NOT_FOUND" })).toBeVisible();
});
