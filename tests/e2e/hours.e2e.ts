import { expect, test } from "@playwright/test";
import { CLOSURE_REASON } from "../support/hours-brand";
import { bar, choosePayment } from "./journey";
import { expectNoSeriousA11yViolations, HOURS_BRAND, signIn } from "./site";

// Issue 18 items 1-2 on a phone: a branch closed today says so and when it opens; NOW is not
// offered there, LATER is, and the order goes through; an open branch still offers NOW.

test("a closed branch: its state on the menu and in the selector, NOW not offered, an order for later", async ({
  page,
}) => {
  await signIn(page, undefined, HOURS_BRAND);
  await bar(page)
    .getByRole("link", { name: /Choose a location/ })
    .click();
  const shut = page.getByRole("radio", { name: /Mini Shut/ });
  await expect(page.getByText(`Closed · ${CLOSURE_REASON} · opens`)).toBeVisible();
  await expect(page.getByText("Open until")).toBeVisible(); // Mini Now
  await shut.check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await expect(page.getByRole("radio", { name: "NOW", exact: true })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "LATER", exact: true })).toBeChecked();
  await expect(page.getByText("Mini Shut is closed now: order for later.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The first day offered is the first after the closure; 10:00 on it.
  await page
    .getByRole("radiogroup", { name: "Time", exact: true })
    .getByRole("radio", { name: "10:00" })
    .check();
  await page.getByLabel("Delivery Note").fill("At the side door please");
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("heading", { name: "Menu at Mini Shut" })).toBeVisible();
  await expect(page.getByText(`Closed · ${CLOSURE_REASON}`)).toBeVisible();
  await page.getByRole("button", { name: /^Add / }).first().click();
  await bar(page)
    .getByRole("link", { name: /Checkout, 1 item/ })
    .click();
  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);

  // Another branch, open now: NOW is offered again.
  await page.goto(page.url().replace(/\/orders\/.*$/, "/store-selector"));
  await page.getByRole("radio", { name: /Mini Always/ }).check();
  await expect(page.getByRole("radio", { name: "NOW", exact: true })).toBeEnabled();
});
