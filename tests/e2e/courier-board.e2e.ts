import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { post } from "../support/http";
import { bar, choosePayment, itemAt, kemang } from "./journey";
import { expectNoSeriousA11yViolations, freshPhone, KEMANG_STAFF_PHONE, signIn } from "./site";

// Issue 38 on the customer's phone and the kitchen's tablet: a customer picks a courier by its
// price and time at checkout; staff book it from the order's card; the courier stand-in (COURIER_PROVIDER=standin, whose demo brands get stand-in
// couriers on first start) finds a driver, who picks the order up and delivers it, each step sent
// to the shop's courier webhook as the aggregator would; the card shows the driver and the cost,
// and the customer's tracking page the driver, their number and the courier's tracking link.

const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;
const HOST = "demo.localhost";
const GRAB = "GrabExpress Instant";

/**
 * On the customer's phone: a delivery from Kemang to Grand Indonesia with GrabExpress Instant
 * picked by its price and time among the branch's couriers, paid cash on delivery.
 */
async function orderWithCourier(
  page: Page,
  phone: string,
): Promise<{ uid: string; number: string }> {
  await signIn(page, phone, "demo", "/store-selector");
  await page.getByRole("radio", { name: new RegExp(kemang.name) }).check();
  await page.getByRole("radio", { name: "Delivery" }).check();
  await page.getByRole("button", { name: "Choose address" }).click();
  await page.getByLabel("Search for your address").fill("Grand Indonesia");
  await page.getByRole("button", { name: /^Grand Indonesia/ }).click();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await page.getByRole("button", { name: "Save details" }).click();
  const options = page.getByRole("dialog", { name: "Delivery options" });
  const grab = options.getByRole("radio", { name: new RegExp(GRAB) });
  await expect(grab).toBeVisible();
  await expect(options.getByRole("radio", { name: /GoSend Instant/ })).toBeVisible();
  await grab.check();
  await options.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  const item = itemAt(kemang, 0);
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await bar(page)
    .getByRole("link", { name: /Checkout/ })
    .click();
  await expect(page.getByText(new RegExp(`^${GRAB} · Rp`))).toBeVisible();
  await choosePayment(page, "Cash on delivery", ["Cash on delivery", "Bank transfer"]);
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  const uid = new URL(page.url()).pathname.split("/").pop()!;
  return { uid, number: uid.slice(-6) };
}

/** The stand-in's courier does `event` (its test page's button), then calls the shop's webhook. */
async function courierDoes(standinId: string, event: string) {
  const res = await post(base(), `/api/courier-standin/bookings/${standinId}`, HOST, { event });
  expect(res.status, res.body).toBe(200);
  expect(res.json<{ data: { webhookStatus: number } }>().data.webhookStatus).toBe(200);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/${name}.png` });

test("a customer picks a courier at checkout, staff book it from the board, the customer follows the driver", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const customer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const phonePage = await customer.newPage();
    const order = await orderWithCourier(phonePage, phone);

    const board = await tablet.newPage();
    await signIn(board, KEMANG_STAFF_PHONE, "demo", "/staff");
    const card = board.getByRole("article", { name: `Order ${order.number}` });
    await card.getByRole("button", { name: "Accept" }).click();
    const courier = card.getByRole("region", { name: "Courier" });
    // The customer's choice is the one booked, unless staff switch it.
    await expect(courier.getByRole("combobox")).toHaveValue("grab/instant");
    await courier.getByRole("button", { name: "Book courier" }).click();
    await expect(courier.getByRole("status")).toHaveText("Booked: looking for a driver");
    await expect(courier).toContainText("GrabExpress Instant");
    await expect(courier).toContainText(/Shop will pay Rp.*Customer paid Rp.*for delivery/);
    await expect(card.getByRole("list", { name: "Timeline" })).toContainText("Courier: booked");
    const tracking = courier.getByRole("link", { name: "Courier's tracking" });
    const href = (await tracking.getAttribute("href"))!;
    const standinId = new URL(href, base()).searchParams.get("booking")!;
    expect(standinId).toMatch(/^sb_/);

    await courierDoes(standinId, "driverFound");
    await expect(courier.getByRole("status")).toHaveText("Driver found: on the way to the shop");
    await expect(courier).toContainText(/Driver: \S+/);
    await expect(courier.getByRole("link", { name: /^\+62/ })).toHaveAttribute("href", /^tel:\+62/);
    await expect(courier.getByRole("button", { name: "Cancel courier" })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(board, "courier-board-1024");
    // Portrait: a tab per status column.
    await board.setViewportSize({ width: 820, height: 1180 });
    await board.getByRole("tab", { name: /^Preparing/ }).click();
    await card.scrollIntoViewIfNeeded();
    await shot(board, "courier-board-820");
    await expectNoSeriousA11yViolations(board);

    // The customer's page follows without a reload.
    const block = phonePage.getByRole("region", { name: /^Your courier · GrabExpress Instant$/ });
    await expect(block.getByRole("status")).toHaveText("Driver found: on the way to the shop");
    await expect(block).toContainText(/Driver: \S+/);
    await expect(block).toContainText(/Plate: \S+/);
    await expect(block.getByRole("link", { name: "Call the driver" })).toHaveAttribute(
      "href",
      /^tel:\+62/,
    );
    const follow = block.getByRole("link", { name: "Follow the driver" });
    await expect(follow).toHaveAttribute("href", href);
    await expect(follow).toHaveAttribute("target", "_blank");
    await expect(follow).toHaveAttribute("rel", "noopener");
    await expect(block).not.toContainText("Rp"); // what the shop pays is the shop's
    await block.scrollIntoViewIfNeeded();
    await shot(phonePage, "courier-tracking-390");
    await expectNoSeriousA11yViolations(phonePage);

    await courierDoes(standinId, "pickedUp");
    await expect(block.getByRole("status")).toHaveText("Picked up: on the way");
    await courierDoes(standinId, "delivered");
    await expect(block.getByRole("status")).toHaveText("Delivered");
    // Delivered: the order is completed, as staff would have (the courier's updates move it).
    await expect(phonePage.getByText("Courier: delivered")).toBeVisible();
    await board.getByRole("tab", { name: /^Done today/ }).click();
    await expect(card).toHaveAttribute("data-status", "COMPLETED");
    await expect(courier.getByRole("status")).toHaveText("Delivered");
    await expect(courier).toContainText(/Shop pays Rp/);
  } finally {
    await tablet.close();
    await customer.close();
  }
});
