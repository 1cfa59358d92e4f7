import { expect, test } from "@playwright/test";
import { bar, chooseBranch, choosePayment, kemang, menteng } from "./journey";
import { expectNoSeriousA11yViolations, signIn, site } from "./site";

// Issue 18 item 10 on a phone: one tap on an earlier order puts its items back in the basket and
// opens checkout; at a branch that lacks one of them, it is left out and the customer is told.
// Black Forest Slice is on every demo branch's menu; Salted Caramel Slice only on Kemang's.

test("reorder from tracking and from the orders list, with what another branch lacks left out", async ({
  page,
}) => {
  await signIn(page);
  await chooseBranch(page, kemang.name, "Pickup");
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Add Black Forest Slice", exact: true }).click();
  await page.getByRole("button", { name: "Add Salted Caramel Slice", exact: true }).click();
  await bar(page)
    .getByRole("link", { name: /Checkout, 2 items/ })
    .click();
  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);

  // From tracking, at the same branch: everything comes back.
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page.getByText("Added to your basket.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Black Forest Slice");
  await expect(summary).toContainText("Salted Caramel Slice");

  // At Menteng (no salted caramel there), from the orders list: the cake is left out, and said so.
  await page.getByRole("link", { name: "Change branch or time" }).click();
  await page.getByRole("radio", { name: new RegExp(menteng.name) }).check();
  await expect(
    page.getByText(
      "Some items were removed from your basket because they are no longer available in the selected branch",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto(site("demo", "/orders"));
  await expect(page.getByRole("heading", { name: "Your Orders" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Reorder" }).first().click();
  await expect(
    page.getByText(`Not available at ${menteng.name} now, so left out: Salted Caramel Slice`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summary).toContainText("Black Forest Slice");
  await expect(summary).not.toContainText("Salted Caramel Slice");
});
