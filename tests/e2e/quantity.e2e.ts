import { expect, test } from "@playwright/test";
import { bar, itemAt, kemang, rupiah } from "./journey";
import { site } from "./site";

// The quantity rule (issue 15): 1 to 99 of an item, held by the + as the customer adds.
const LIMIT = "You can order up to 99 of an item.";

test("a basket stored with 150 of an item (older version) loads with 99; the + stops at 99 and says so", async ({
  page,
}) => {
  const item = itemAt(kemang, 0);
  await page.addInitScript(
    ([branchId, itemId]) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(
        "kedai-basket:demo",
        JSON.stringify({
          version: 1,
          state: {
            idempotencyKey: "6f1d2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
            globalCustomerId: null,
            basket: { currency: "IDR", items: [{ itemId, qty: 150 }] },
            orderMode: "PICKUP",
            orderStatus: "NOT_INIT",
            payment: { method: null, confirmation: null },
            selectedBranchId: branchId,
            deliveryAddress: null,
            deliveryOrPickupTime: "NOW",
            deliveryNotes: "",
            deliveryMethod: null,
          },
        }),
      );
    },
    [kemang.id, item.uid],
  );
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
