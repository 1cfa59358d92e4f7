import { expect, test } from "@playwright/test";
import { bar, itemAt, kemang } from "./journey";
import { site } from "./site";

// Issue 32 item 2: the first Add before a branch is chosen opened the store selector, and after
// Confirm the basket was still empty (choices made on the item page lost too). Now Confirm adds it.

test("the first Add on the menu, before a branch, is in the basket after Confirm", async ({
  page,
}) => {
  await page.goto(site("demo"));
  const item = itemAt(kemang, 0);
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/store-selector\?/);
  await page.getByRole("radio", { name: new RegExp(kemang.name) }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(site("demo", "/"));
  await expect(page.getByRole("group", { name: `${item.name} in basket` })).toContainText("1");
  await expect(bar(page).getByRole("link", { name: /Checkout, 1 item/ })).toBeVisible();
});

test("an item chosen on its page before a branch keeps its choices through the selector", async ({
  page,
}) => {
  await page.goto(site("demo", "/p/black-forest-whole"));
  await page.getByRole("radio", { name: /^20 cm/ }).check();
  await page.getByRole("textbox", { name: "Writing on the cake" }).fill("Selamat ulang tahun");
  await page.getByRole("button", { name: /^Add to basket · / }).click();
  await expect(page).toHaveURL(/\/store-selector\?/);
  await page.getByRole("radio", { name: new RegExp(kemang.name) }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(site("demo", "/p/black-forest-whole"));
  await bar(page)
    .getByRole("link", { name: /Checkout, 1 item/ })
    .click();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Black Forest Cake");
  await expect(summary).toContainText("20 cm");
  await expect(summary).toContainText("Writing on the cake: “Selamat ulang tahun”");
});

test("a brand with one branch has it chosen already: Add, Confirm, and it is in", async ({
  page,
}) => {
  await page.goto(site("kopi", "/p/americano"));
  await page.getByRole("radio", { name: /^Less sugar/ }).check();
  await page.getByRole("button", { name: /^(Add to basket|Tambah ke keranjang) · / }).click();
  await expect(page).toHaveURL(/\/store-selector\?/);
  await expect(page.getByRole("radio", { name: /Kopi Kita/ })).toBeChecked();
  await page.getByRole("button", { name: /^(Confirm|Konfirmasi)$/ }).click();
  await expect(page).toHaveURL(site("kopi", "/p/americano"));
  await expect(bar(page).getByRole("link", { name: /1 item/ })).toBeVisible();
});
