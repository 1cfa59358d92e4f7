import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, site } from "./site";

const demo = JSON.parse(fs.readFileSync(path.join(process.cwd(), "brands/demo.json"), "utf8")) as {
  branches: { name: string; address: { lat: number; lng: number }; menuId: string }[];
  menus: { id: string; sections: { items: { uid: string; name: string; price: number }[] }[] }[];
  storeConfigs: {
    salesChannels: {
      customerApp: {
        shippingBlocks: {
          humanReadableName: string;
          merchantLevelConfigs: { segments: { price: number }[] };
        }[];
      };
    };
  };
};
const menteng = demo.branches[1]!;
const block = demo.storeConfigs.salesChannels.customerApp.shippingBlocks[0]!;
const firstSegmentPrice = block.merchantLevelConfigs.segments[0]!.price; // Menteng to Grand Indonesia is about 1.7 km
const item = demo.menus.find((m) => m.id === menteng.menuId)!.sections[0]!.items[0]!;
const rupiah = (n: number) => `Rp\u00a0${n.toLocaleString("id-ID")}`;
const bar = (page: Page) => page.locator("div.fixed.bottom-0");

async function deliverFromMenteng(page: Page) {
  await page.goto(site("demo", "/store-selector"));
  await page.getByRole("radio", { name: new RegExp(menteng.name) }).check();
  await page.getByRole("radio", { name: "Delivery" }).check();
  await expect(page.getByRole("heading", { name: "Deliver to" })).toBeVisible();
}

async function pickAddress(page: Page, search: string, place: string) {
  await page.getByRole("button", { name: "Choose address" }).click();
  const dialog = page.getByRole("dialog", { name: "Delivery address" });
  await expect(dialog.getByRole("heading", { name: "Recent Addresses" })).toBeVisible();
  await dialog.getByLabel("Search for your address").fill(search);
  // Suggestions come after the 2000 ms debounce, without pressing Enter.
  await dialog.getByRole("button", { name: new RegExp(`^${place}`) }).click();
  await expect(dialog.getByRole("button", { name: "Deliver Here" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Deliver Here" }).click();
}

test("deliver to Grand Indonesia, Lantai 3, priced by the demo segments", async ({ page }) => {
  await deliverFromMenteng(page);
  await pickAddress(page, "Grand Indonesia", "Grand Indonesia");

  const details = page.getByRole("dialog", { name: "Address details" });
  await expect(details.getByRole("figure", { name: "Map of Grand Indonesia" })).toBeVisible();
  await expect(details.getByLabel("Location details")).toHaveAttribute(
    "placeholder",
    "landmark, apartment, floor, etc",
  );
  await details.getByLabel("Location details").fill("Lantai 3");
  await expectNoSeriousA11yViolations(page);
  await details.getByRole("button", { name: "Save details" }).click();

  const options = page.getByRole("dialog", { name: "Delivery options" });
  const method = options.getByRole("radio", { name: new RegExp(block.humanReadableName) });
  await expect(options.getByText(rupiah(firstSegmentPrice))).toBeVisible();
  await method.check();
  await options.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByText("Lantai 3 · ")).toBeVisible();
  await expect(page.getByText(block.humanReadableName)).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(site("demo", "/"));
  await expect(bar(page)).toContainText("Delivery");
  await expect(bar(page)).toContainText("Grand Indonesia");
  await expect(bar(page).getByRole("link", { name: /Checkout/ })).toHaveText(
    rupiah(firstSegmentPrice),
  );
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await expect(bar(page).getByRole("link", { name: /Checkout/ })).toHaveText(
    rupiah(firstSegmentPrice + item.price),
  );
});

test("an address beyond the last segment shows the method disabled", async ({ page }) => {
  await deliverFromMenteng(page);
  await pickAddress(page, "Cibubur Junction", "Cibubur Junction");
  await page
    .getByRole("dialog", { name: "Address details" })
    .getByRole("button", { name: "Save details" })
    .click();
  const options = page.getByRole("dialog", { name: "Delivery options" });
  await expect(options.getByText("We can't deliver to your location")).toBeVisible();
  await expect(
    options.getByRole("radio", { name: new RegExp(block.humanReadableName) }),
  ).toBeDisabled();
  await expect(options.getByRole("button", { name: "Confirm" })).toBeDisabled();
});

test("the address details dialog asks for an address first", async ({ page }) => {
  await deliverFromMenteng(page);
  await page.getByRole("button", { name: "Address details" }).click();
  await expect(page.getByRole("dialog", { name: "Address details" })).toContainText(
    "You will have to Select an address first :)",
  );
});
