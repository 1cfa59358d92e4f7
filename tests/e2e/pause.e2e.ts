import { expect, test } from "@playwright/test";
import { HOURS_STAFF_PHONE } from "../support/hours-brand";
import { openBranchSheet } from "./board";
import { bar, chooseBranch, choosePayment } from "./journey";
import { expectNoSeriousA11yViolations, HOURS_BRAND, signIn, site } from "./site";

// Issue 18 item 7 on a phone and a kitchen tablet: staff pause their branch from the board while
// a customer is about to check out for NOW; the order is refused with the reason and the page
// catches up (busy until when, NOW not offered, LATER is); the order for later goes through.
// Taking orders again brings NOW back.

test("staff pause a branch from the board; the storefront offers only later until they resume", async ({
  page: customer,
  browser,
}) => {
  // Two pages, two accessibility scans each: past a minute when the other worker's browser is
  // busy too on two cores (seen beside basket.e2e). A hang detector, not a speed check.
  test.setTimeout(120_000);
  const kitchen = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const staff = await kitchen.newPage();
  try {
    // A customer with a basket for NOW at Mini Busy, open and taking orders.
    await signIn(customer, undefined, HOURS_BRAND);
    await chooseBranch(customer, "Mini Busy", "Pickup");
    await expect(customer.getByRole("radio", { name: "NOW", exact: true })).toBeChecked();
    await customer.getByRole("button", { name: "Confirm" }).click();
    await customer.getByRole("button", { name: /^Add / }).first().click();
    await bar(customer)
      .getByRole("link", { name: /Checkout, 1 item/ })
      .click();
    await choosePayment(customer, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);

    // The kitchen is swamped: a pause from the board.
    await signIn(staff, HOURS_STAFF_PHONE, HOURS_BRAND);
    await staff.goto(site(HOURS_BRAND, "/staff"));
    // The branch controls open from the board's top bar, in a sheet beside the orders.
    let branches = await openBranchSheet(staff);
    await expect(branches).toContainText("Mini Busy · Taking orders");
    await branches.getByRole("button", { name: "Pause 30 min" }).click();
    await expect(staff.getByText(/^Mini Busy is paused until \d\d[:.]\d\d\.$/)).toBeVisible();
    await expect(branches).toContainText(/Mini Busy · Busy: no orders for now until \d\d[:.]\d\d/);
    await expectNoSeriousA11yViolations(staff);
    // Closed, the sheet leaves the pause in the top bar.
    await staff.keyboard.press("Escape");
    await expect(branches).toBeHidden();
    await expect(staff.getByText(/^Paused until \d\d[:.]\d\d$/)).toBeVisible();

    // The order for NOW is refused with the reason; the basket stays.
    await customer.getByRole("button", { name: /^Checkout · / }).click();
    await expect(
      customer.getByText("This branch is very busy right now. Choose Later, or another branch."),
    ).toBeVisible();
    await expect(customer).toHaveURL(/\/checkout$/);
    await customer.getByRole("link", { name: "Change branch or time" }).click();
    // A pause that ends after midnight in Jakarta (from 23:30 WIB) says "back tomorrow 00:15".
    await expect(customer.getByText(/^Busy · back (tomorrow )?\d\d[:.]\d\d$/)).toBeVisible();
    await expect(customer.getByRole("radio", { name: "NOW", exact: true })).toBeDisabled();
    await expect(customer.getByRole("radio", { name: "LATER", exact: true })).toBeChecked();
    await expect(
      customer.getByText("Mini Busy is very busy right now: order for later."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(customer);
    // The first time offered is after the pause.
    await customer
      .getByRole("radiogroup", { name: "Time", exact: true })
      .getByRole("radio")
      .first()
      .check();
    await customer.getByLabel("Delivery Note").fill("In two hours, please");
    await customer.getByRole("button", { name: "Confirm" }).click();
    await expect(customer).toHaveURL(/\/checkout$/);
    await expect(
      customer.getByText(/^Later - .+, \d\d:\d\d - In two hours, please$/),
    ).toBeVisible();
    await customer.getByRole("button", { name: /^Checkout · / }).click();
    await expect(customer).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);

    // The kitchen takes orders again: a customer arriving now is offered NOW.
    branches = await openBranchSheet(staff);
    await branches.getByRole("button", { name: "Take orders again" }).click();
    await expect(staff.getByText("Mini Busy takes orders again.")).toBeVisible();
    await expect(branches).toContainText("Mini Busy · Taking orders");
    await expect(staff.getByText(/^Paused until/)).toBeHidden();
    const next = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(next, undefined, HOURS_BRAND);
    await chooseBranch(next, "Mini Busy", "Pickup");
    await expect(next.getByRole("radio", { name: "NOW", exact: true })).toBeEnabled();
    await expect(next.getByText(/^Busy · back/)).toBeHidden();
    await next.close();
  } finally {
    await kitchen.close();
  }
});
