import { expect, test } from "@playwright/test";
import { BOTH_MODES, DELIVERY_ONLY, OFFER_HIDDEN_ITEM, PICKUP_ONLY } from "../support/offer-brand";
import { bar, choosePayment, storeBasketOnce } from "./journey";
import { expectNoSeriousA11yViolations, OFFER_BRAND, signIn, site } from "./site";

// Issue 19 items 1-2 on a phone: a branch taking pickup only says so by its name; picking it with
// Delivery chosen switches to Pickup and says so, and Delivery is not offered there, with its
// reason; the item it does not sell is not on its menu and is on the other branch's. A basket
// stored for delivery there before its owner changed it asks for a mode again at checkout, and
// an order the server refuses for its mode says why and does the same.

const named = (name: string) => new RegExp(name);

test("a pickup-only branch: said by its name, Delivery not offered with its reason, its menu without the hidden item", async ({
  page,
}, testInfo) => {
  await page.goto(site(OFFER_BRAND));
  await bar(page)
    .getByRole("link", { name: /Choose a location/ })
    .click();
  const pickupOnly = page.getByRole("radio", { name: named(PICKUP_ONLY.name) });
  const both = page.getByRole("radio", { name: named(BOTH_MODES.name) });
  await expect(pickupOnly).toHaveAccessibleName(/Pickup only/);
  await expect(both).not.toHaveAccessibleName(/only/);

  const modes = page.getByRole("radiogroup", { name: "Order mode" });
  const pickup = modes.getByRole("radio", { name: "Pickup", exact: true });
  const delivery = modes.getByRole("radio", { name: "Delivery", exact: true });
  await both.check();
  await delivery.check();
  await pickupOnly.check();
  await expect(
    page.getByText(
      `${PICKUP_ONLY.name} takes pickup orders only, so your order is now for pickup.`,
    ),
  ).toBeVisible();
  await expect(pickup).toBeChecked();
  await expect(delivery).toBeDisabled();
  await expect(delivery).toHaveAccessibleDescription("Pickup only at this branch");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("picker.png"), fullPage: true });

  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: `Menu at ${PICKUP_ONLY.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Butter Bun", exact: true })).toBeVisible();
  await expect(page.getByText(OFFER_HIDDEN_ITEM.name)).toHaveCount(0);
  await expect(bar(page).getByRole("link", { name: /Pickup/ })).toContainText(PICKUP_ONLY.name);

  // The other branch of the same menu sells it; it takes Delivery too.
  await bar(page)
    .getByRole("link", { name: /Pickup/ })
    .click();
  await both.check();
  await expect(delivery).toBeEnabled();
  await expect(pickup).toBeChecked(); // nothing to switch: it takes Pickup too
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: `Menu at ${BOTH_MODES.name}` })).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Add ${OFFER_HIDDEN_ITEM.name}`, exact: true }),
  ).toBeVisible();
});

test("a basket stored for delivery at a branch that now takes pickup only: checkout asks again, offering Pickup", async ({
  page,
}) => {
  await storeBasketOnce(
    page,
    { selectedBranchId: PICKUP_ONLY.id, orderMode: "DELIVERY", items: [{ itemId: "bun", qty: 1 }] },
    OFFER_BRAND,
  );
  await page.goto(site(OFFER_BRAND, "/checkout"));
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  const orderFor = page.getByRole("radiogroup", { name: "Order for" });
  const delivery = orderFor.getByRole("radio", { name: "Delivery" });
  await expect(delivery).toBeDisabled();
  await expect(delivery).not.toBeChecked();
  await expect(delivery).toHaveAccessibleDescription("Pickup only at this branch");
  await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await orderFor.getByRole("radio", { name: "Pickup" }).check();
  await expect(page.getByRole("heading", { name: "Pickup from" })).toBeVisible();
  await expect(page.getByText(PICKUP_ONLY.name)).toBeVisible();
});

test("an order refused ORDER_MODE_NOT_OFFERED (the branch changed while checkout was open): its text, then a mode it takes", async ({
  page,
}) => {
  // The page read the branch before its owner made it delivery only: it still offers Pickup.
  await page.route("**/api/branches*", async (route) => {
    // Node does not resolve *.localhost: ask 127.0.0.1, naming the brand's host.
    const url = new URL(route.request().url());
    const headers = { ...route.request().headers(), host: url.host };
    url.hostname = "127.0.0.1";
    const response = await route.fetch({ url: url.toString(), headers });
    const body = (await response.json()) as { data: { id: string; orderModes?: string[] }[] };
    for (const branch of body.data) if (branch.id === DELIVERY_ONLY.id) delete branch.orderModes;
    await route.fulfill({ response, json: body });
  });
  await storeBasketOnce(
    page,
    { selectedBranchId: DELIVERY_ONLY.id, orderMode: "PICKUP", items: [{ itemId: "bun", qty: 1 }] },
    OFFER_BRAND,
  );
  await signIn(page, undefined, OFFER_BRAND, "/checkout");
  await expect(page.getByRole("heading", { name: "Pickup from" })).toBeVisible();
  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);
  await page.unroute("**/api/branches*");
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(
    page.getByText(
      "This branch does not take that kind of order. Choose pickup or delivery again.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(site(OFFER_BRAND, "/checkout"));
  // The branches read again: the mode is forgotten, and only Delivery is offered.
  const pickup = page
    .getByRole("radiogroup", { name: "Order for" })
    .getByRole("radio", { name: "Pickup" });
  await expect(pickup).toBeDisabled();
  await expect(pickup).toHaveAccessibleDescription("Delivery only at this branch");
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeDisabled();
});
