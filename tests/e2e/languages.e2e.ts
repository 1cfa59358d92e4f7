import { expect, test } from "@playwright/test";
import { bar, chooseBranch, itemAt, kemang, rupiah } from "./journey";
import { expectNoSeriousA11yViolations, signIn, site } from "./site";

// Issue 17: a customer whose browser asks for Indonesian orders entirely in Bahasa Indonesia; a
// customer who switches language mid-journey keeps the basket.

test.describe("with an Indonesian browser", () => {
  test.use({ locale: "id-ID" });

  test("a pickup order from the menu to tracking, all in Bahasa Indonesia", async ({ page }) => {
    await signIn(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { name: `Menu di ${kemang.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await bar(page)
      .getByRole("link", { name: /Pilih lokasi/ })
      .click();
    await expect(page.getByRole("heading", { name: "Pilih cabang" })).toBeVisible();
    await page.getByRole("radio", { name: new RegExp(kemang.name) }).check();
    await page.getByRole("radio", { name: "Ambil sendiri" }).check();
    await expect(page.getByRole("radio", { name: "SEKARANG" })).toBeChecked();
    await page.getByRole("button", { name: "Konfirmasi" }).click();

    const item = itemAt(kemang, 0);
    await page.getByRole("button", { name: `Tambah ${item.name}`, exact: true }).click();
    await bar(page)
      .getByRole("link", { name: /Checkout, 1 item/ })
      .click();

    await expect(page.getByRole("heading", { name: "Ambil di" })).toBeVisible();
    await expect(page.getByText("Secepatnya")).toBeVisible();
    await page.getByRole("button", { name: "Pilih metode pembayaran" }).click();
    const dialog = page.getByRole("dialog", { name: "Metode pembayaran" });
    await expect(dialog.getByRole("list").getByRole("button")).toHaveText([
      "Bayar di outlet",
      "Transfer bank",
    ]);
    await dialog.getByRole("button", { name: "Bayar di outlet" }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: /^Checkout · / }).click();

    await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
    await expect(page.getByRole("heading", { name: "Pesananmu sudah kami terima" })).toBeVisible();
    await expect(page.getByText(rupiah(item.price)).last()).toBeVisible();
    await expect(page.getByText("Pesanan diterima")).toBeVisible(); // the timeline
    await expectNoSeriousA11yViolations(page);
    // No English word of the journey's screens slipped through.
    await expect(page.locator("body")).not.toContainText(/We received|Order received|Call Resto/);
  });

  // The country names are ICU's, kept in src/ui/country-names-id.json (issue 34 item 4).
  test("the phone field's country picker names the countries in Bahasa Indonesia", async ({
    page,
  }) => {
    await page.goto(site("demo", "/auth"));
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const picker = page.locator("select.PhoneInputCountrySelect");
    await expect(picker.locator('option[value="US"]')).toHaveText("Amerika Serikat");
    await expect(picker.locator('option[value="SA"]')).toHaveText("Arab Saudi");
    await picker.selectOption("SA");
    await expect(page.locator(".PhoneInputCountryIcon svg title")).toHaveText("Arab Saudi");
  });
});

test.describe("with an English browser", () => {
  test.use({ locale: "en-US" });

  test("switching to Bahasa Indonesia keeps the basket, and the choice is remembered", async ({
    page,
  }) => {
    await page.goto(site("demo", "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await chooseBranch(page, kemang.name, "Pickup");
    await page.getByRole("button", { name: "Confirm" }).click();
    const item = itemAt(kemang, 0);
    await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
    await page.getByRole("button", { name: `Add one more ${item.name}` }).click();
    await expect(bar(page).getByRole("link", { name: /Checkout, 2 items/ })).toBeVisible();

    await page.getByRole("combobox", { name: "Language" }).selectOption("id");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { name: `Menu di ${kemang.name}` })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: /Checkout, 2 item/ })).toBeVisible();
    await expect(page.getByRole("button", { name: `Tambah satu ${item.name} lagi` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A new visit keeps the choice over the browser's English.
    await page.goto(site("demo", "/checkout"));
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    await page.getByRole("combobox", { name: "Bahasa" }).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Invoice details")).toBeVisible();
  });
});
