import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, KEMANG_STAFF_PHONE, signIn, site } from "./site";

// Issue 7 end to end: a customer on a phone orders; the kitchen's tablet hears and shows it;
// staff accept, say it is ready and complete; the customer's tracking page follows without a reload.

const demo = JSON.parse(fs.readFileSync(path.join(process.cwd(), "brands/demo.json"), "utf8")) as {
  branches: { name: string; menuId: string }[];
  menus: { id: string; sections: { items: { name: string }[] }[] }[];
};
const kemang = demo.branches[0]!;
const item = demo.menus.find((m) => m.id === kemang.menuId)!.sections[0]!.items[1]!;

async function placePickupOrder(page: Page): Promise<string> {
  await page
    .locator("div.fixed.bottom-0")
    .getByRole("link", { name: /Choose a location/ })
    .click();
  await page.getByRole("radio", { name: new RegExp(kemang.name) }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await page
    .locator("div.fixed.bottom-0")
    .getByRole("link", { name: /Checkout/ })
    .click();
  await page.getByRole("button", { name: "Choose payment method" }).click();
  await page
    .getByRole("dialog", { name: "Payment method" })
    .getByRole("button", { name: "Pay at outlet" })
    .click();
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  return page.url().split("/").pop()!;
}

test("an order reaches the staff board live; accept and complete reach the customer live", async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(90_000);
  // The kitchen: a tablet in landscape, its own browser.
  const kitchen = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  const staff = await kitchen.newPage();
  // Count the chimes the board plays (Web Audio oscillators started).
  await staff.addInitScript(() => {
    const w = window as unknown as { __chimes: number };
    w.__chimes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__chimes++;
      return start.apply(this, args);
    };
  });
  try {
    await signIn(staff, KEMANG_STAFF_PHONE);
    await expect(staff.getByRole("link", { name: "Staff board" })).toHaveAttribute(
      "href",
      "/staff",
    );
    // A fresh page load, as when the tablet starts in the morning: no tap on it yet.
    await staff.goto(site("demo", "/staff"));
    await expect(staff.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await expect(staff.getByText("Live", { exact: true })).toBeVisible();
    // Browsers play sound only after a tap on the page, and the board then offers one. Headless
    // Chromium allows sound at once, so the button may never show; either way sound ends up on.
    const soundButton = staff.getByRole("button", { name: "Turn on sound" });
    if (await soundButton.isVisible()) await soundButton.click();
    await expect(soundButton).toBeHidden();
    await expectNoSeriousA11yViolations(staff);
    const chimesBefore = await staff.evaluate(
      () => (window as unknown as { __chimes: number }).__chimes,
    );

    const phone = await signIn(customer);
    const uid = await placePickupOrder(customer);
    const number = uid.slice(-6);
    await expect(customer.getByRole("heading", { name: "We received your order" })).toBeVisible();
    await customer.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    // The board shows it without a reload, with the alert, a chime and a flashing title.
    const card = staff.getByRole("article", { name: `Order ${number}` });
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(
      staff.getByRole("region", { name: /^New/ }).getByRole("article", { name: `Order ${number}` }),
    ).toBeVisible();
    await expect(card).toContainText(item.name);
    await expect(card).toContainText(phone);
    await expect(staff.getByRole("alert").filter({ hasText: "New order!" })).toBeVisible();
    await expect
      .poll(() => staff.evaluate(() => (window as unknown as { __chimes: number }).__chimes))
      .toBeGreaterThan(chimesBefore);
    const titles = new Set<string>();
    await expect
      .poll(
        async () => {
          titles.add(await staff.title());
          return titles.size;
        },
        { intervals: [300] },
      )
      .toBeGreaterThan(1); // flashing between two titles
    expect([...titles].some((t) => /New order!/.test(t))).toBe(true);

    await card.getByRole("button", { name: "Accept" }).click();
    await expect(
      staff
        .getByRole("region", { name: /^Preparing/ })
        .getByRole("article", { name: `Order ${number}` }),
    ).toBeVisible();
    await expect(
      customer.getByRole("heading", { name: "We are preparing your order" }),
    ).toBeVisible({
      timeout: 5000,
    });

    // Issue 18 item 9: the kitchen is done; the customer is told to come by.
    await card.getByRole("button", { name: "Ready for pickup" }).click();
    await expect(
      staff
        .getByRole("region", { name: /^Ready \/ on the way/ })
        .getByRole("article", { name: `Order ${number}` }),
    ).toBeVisible();
    await expect(
      customer.getByRole("heading", { name: "Your order is ready for pickup" }),
    ).toBeVisible({ timeout: 5000 });
    await expect(customer.getByText("Come by the shop and show your order number.")).toBeVisible();

    await card.getByRole("button", { name: "Complete" }).click();
    await expect(
      customer.getByRole("heading", { name: "Your order has been completed" }),
    ).toBeVisible({
      timeout: 5000,
    });
    // Still the same page: no reload happened.
    expect(
      await customer.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);
    const timeline = customer.getByRole("region", { name: "Timeline" });
    for (const [event, label] of [
      ["PENDING", "Order received"],
      ["ACCEPTED", "Accepted"],
      ["READY", "Ready for pickup"],
      ["COMPLETED", "Completed"],
    ] as const) {
      const entry = timeline.locator(`li[data-event="${event}"]`);
      await expect(entry).toContainText(label);
      await expect(entry.locator("time")).toHaveText(/^\d{2}:\d{2}$/);
    }
    await expectNoSeriousA11yViolations(customer);
  } finally {
    await kitchen.close();
  }
});

test("a signed-in customer who is not staff is told the board is for staff", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("link", { name: "Staff board" })).toHaveCount(0);
  await page.goto(site("demo", "/staff"));
  await expect(page.getByText("This page is for the shop's staff.")).toBeVisible();
});
