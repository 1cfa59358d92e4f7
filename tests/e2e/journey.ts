import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

// Steps of the customer journey that several e2e files take, on the demo brand's data.
export const demo = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "brands/demo.json"), "utf8"),
) as {
  branches: { id: string; name: string; menuId: string }[];
  menus: { id: string; sections: { items: { uid: string; name: string; price: number }[] }[] }[];
};
export const [kemang, menteng] = [demo.branches[0]!, demo.branches[1]!];
export const itemAt = (branch: typeof kemang, i: number) =>
  demo.menus.find((m) => m.id === branch.menuId)!.sections[0]!.items[i]!;
export const rupiah = (n: number) => `Rp\u00a0${n.toLocaleString("id-ID")}`;
export const bar = (page: Page) => page.locator("div.fixed.bottom-0");

export async function chooseBranch(page: Page, name: string, mode: "Pickup" | "Delivery") {
  await bar(page)
    .getByRole("link", { name: /Choose a location|Pickup|Delivery/ })
    .click();
  await page.getByRole("radio", { name: new RegExp(name) }).check();
  await page.getByRole("radio", { name: mode }).check();
}

export async function choosePayment(page: Page, label: string, offered: string[]) {
  await page.getByRole("button", { name: "Choose payment method" }).click();
  const dialog = page.getByRole("dialog", { name: "Payment method" });
  await expect(dialog.getByRole("list").getByRole("button")).toHaveText(offered);
  await dialog.getByRole("button", { name: label }).click();
  await expect(dialog).toBeHidden();
}

/** A signed-in page with one Kemang item for pickup, on /checkout with `payment` chosen. */
export async function basketAtCheckout(page: Page, payment: string): Promise<void> {
  await chooseBranch(page, kemang.name, "Pickup");
  await page.getByRole("button", { name: "Confirm" }).click();
  const item = itemAt(kemang, 0);
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await bar(page)
    .getByRole("link", { name: /Checkout/ })
    .click();
  await choosePayment(page, payment, ["Pay at outlet", "Bank transfer"]);
}

/** In the delivery options dialog: the demo brand's own courier, confirmed. */
export async function chooseCourier(page: Page): Promise<void> {
  await page.getByRole("radio", { name: /Kurir Dapur Kue/ }).check();
  await page
    .getByRole("dialog", { name: "Delivery options" })
    .getByRole("button", { name: "Confirm" })
    .click();
}

/**
 * A basket as an older version of the app left it in localStorage (of brand `brandId`), written
 * before the app's scripts run and once per tab (a reload keeps what the app made of it).
 */
export async function storeBasketOnce(
  page: Page,
  basket: {
    selectedBranchId: string;
    orderMode: "PICKUP" | "DELIVERY" | null;
    items: { itemId: string; qty: number }[];
  },
  brandId = "demo",
): Promise<void> {
  await page.addInitScript(
    ({ b, brandId }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(
        `kedai-basket:${brandId}`,
        JSON.stringify({
          version: 1,
          state: {
            idempotencyKey: "3f7c1c1e-0d7e-4a55-9a70-1d8a0b0b7c11",
            globalCustomerId: null,
            basket: { currency: "IDR", items: b.items },
            orderMode: b.orderMode,
            orderStatus: "NOT_INIT",
            payment: { method: null, confirmation: null },
            selectedBranchId: b.selectedBranchId,
            deliveryAddress: null,
            deliveryOrPickupTime: "NOW",
            deliveryNotes: "",
            deliveryMethod: null,
          },
        }),
      );
    },
    { b: basket, brandId },
  );
}
