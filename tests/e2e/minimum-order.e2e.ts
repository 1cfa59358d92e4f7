import { expect, test } from "@playwright/test";
import { bar, choosePayment } from "./journey";
import { expectNoSeriousA11yViolations, signIn } from "./site";

// Issue 18 item 8 on a phone: Kelapa Gading takes pickup orders from Rp 50.000 (brands/demo.json).
// Below it, checkout says how much is missing and does not place the order; one more item and
// it does.

test("below the minimum order, checkout says what is missing and waits", async ({ page }) => {
  await signIn(page);
  await bar(page)
    .getByRole("link", { name: /Choose a location/ })
    .click();
  await page.getByRole("radio", { name: /Kelapa Gading/ }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  // For later, its first slot: the branch keeps a shop's hours and may be closed as this runs.
  await page.getByRole("radio", { name: "LATER", exact: true }).check();
  await page
    .getByRole("radiogroup", { name: "Time", exact: true })
    .getByRole("radio")
    .first()
    .check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: /Menu at .*Kelapa Gading/ })).toBeVisible();
  await page.getByRole("button", { name: "Add Klepon", exact: true }).click();
  await bar(page)
    .getByRole("link", { name: /Checkout, 1 item/ })
    .click();
  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);

  const notice = page.getByText("The minimum order is Rp 50.000. Add Rp 22.000 more to check out.");
  await expect(notice).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add one more Klepon" }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole("button", { name: /^Checkout · Rp 56\.000/ })).toBeEnabled();
});
