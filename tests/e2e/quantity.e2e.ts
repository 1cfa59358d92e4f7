import { expect, test } from "@playwright/test";
import { bar, itemAt, kemang, rupiah, storeBasketOnce } from "./journey";
import { site } from "./site";

// The quantity rule (issue 15): 1 to 99 of an item, held by the + as the customer adds.
const LIMIT = "You can order up to 99 of an item.";

test("a basket stored with 150 of an item (older version) loads with 99; the + stops at 99 and says so", async ({
  page,
}) => {
  const item = itemAt(kemang, 0);
  await storeBasketOnce(page, {
    selectedBranchId: kemang.id,
    orderMode: "PICKUP",
    items: [{ itemId: item.uid, qty: 150 }],
  });
  await page.goto(site("demo"));
  const group = page.getByRole("group", { name: `${item.name} in basket` });
  const more = page.getByRole("button", { name: `Add one more ${item.name}` });
  await expect(group).toContainText("99");
  await expect(more).toBeDisabled();
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(bar(page).getByRole("link", { name: /^Checkout/ })).toHaveText(
    rupiah(99 * item.price),
  );

  await page.getByRole("button", { name: `Remove one ${item.name}` }).click();
  await expect(group).toContainText("98");
  await expect(page.getByText(LIMIT)).toHaveCount(0);
  await more.click();
  await expect(group).toContainText("99");
  await expect(more).toBeDisabled();
  await expect(page.getByText(LIMIT)).toBeVisible();

  // The checkout stepper holds to the same rule.
  await bar(page)
    .getByRole("link", { name: /^Checkout/ })
    .click();
  await expect(page.getByRole("button", { name: `Add one more ${item.name}` })).toBeDisabled();
  await expect(page.getByText(LIMIT)).toBeVisible();
});
