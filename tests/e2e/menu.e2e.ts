import { expect, test } from "@playwright/test";
import { bar, rupiah } from "./journey";
import { expectNoSeriousA11yViolations, LONG_MENU_BRAND, LONG_MENU_ITEMS, site } from "./site";

// Issue 16 item 3 on a phone: a long menu's page carries its first sections; the rest are drawn
// as the customer scrolls near them or picks their chip, and search finds any item of the menu.
// The brand (tests/support/big-menu.ts, imported by global-setup.ts) has sections of 25 items:
// item n is "Kue nomor n" at Rp 10.000 + (n mod 40) × 500.

const card = (n: number) => ({ name: new RegExp(`^Kue nomor ${n}\\b`) });
const priceOf = (n: number) => 10_000 + (n % 40) * 500;

test("a long menu: the first sections come with the page, the rest as the customer scrolls or picks a chip", async ({
  page,
}) => {
  const response = await page.goto(site(LONG_MENU_BRAND, "/"));
  const html = (await response?.text()) ?? "";
  // The page carries the first section only, and every section's heading.
  expect(html).toContain("Kue nomor 25<");
  expect(html).not.toContain("Kue nomor 26<");
  expect(html).toContain(`>Section ${LONG_MENU_ITEMS / 25}<`);
  await expect(page.getByRole("link", card(1))).toBeVisible();

  // Scrolling down draws the next sections before they are on screen.
  await page.getByRole("heading", { name: "Section 2", exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("link", card(26))).toBeVisible();

  // A chip far down the menu: the section is drawn where the page scrolled to.
  await page
    .getByRole("navigation", { name: "Menu sections" })
    .getByRole("link", { name: "Section 11", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Section 11", exact: true })).toBeInViewport();
  await expect(page.getByRole("link", card(251))).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test("search finds an item anywhere in the menu, and it goes in the basket from the results", async ({
  page,
}) => {
  await page.goto(site(LONG_MENU_BRAND, "/"));
  const search = page.getByRole("searchbox", { name: "Search the menu" });
  const results = page.getByRole("region", { name: "Search results" });

  await search.fill("nomor 298");
  await expect(results.getByRole("status")).toHaveText("1 item found");
  await expect(results.getByRole("link", card(298))).toBeVisible();
  // The spec's rule holds here too: the first add asks for a branch, then back to the menu with
  // the item in the basket (issue 32 item 2).
  await results.getByRole("button", { name: "Add Kue nomor 298" }).click();
  await page.getByRole("radio", { name: /Mini Sabang/ }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(bar(page).getByRole("link", { name: /^Checkout/ })).toHaveText(rupiah(priceOf(298)));

  // Accents and case aside, every word must match; more than 30 results show the first 30.
  await search.fill("KUE   nomor");
  await expect(results.getByRole("status")).toHaveText(
    `${LONG_MENU_ITEMS} items found; the first 30 shown`,
  );
  await expect(results.getByRole("listitem")).toHaveCount(30);
  await search.fill("nomor tidak-ada");
  await expect(results.getByRole("status")).toHaveText(
    "Nothing on the menu matches “nomor tidak-ada”.",
  );
  await expectNoSeriousA11yViolations(page);

  await search.fill("");
  await expect(results).toHaveCount(0);
});
