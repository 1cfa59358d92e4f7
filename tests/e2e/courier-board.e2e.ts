import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { ROUTES } from "@/domain/routes";
import { post } from "../support/http";
import { geocoded } from "../support/places";
import { signIn as apiSignIn } from "../support/sessions";
import { expectNoSeriousA11yViolations, freshPhone, KEMANG_STAFF_PHONE, signIn } from "./site";

// Issue 38 on the kitchen's tablet and the customer's phone: staff book a delivery's courier from
// its card; the courier stand-in (COURIER_PROVIDER=standin, whose demo brands get stand-in
// couriers on first start) finds a driver, who picks the order up and delivers it, each step sent
// to the shop's courier webhook as the aggregator would; the card shows the driver and the cost,
// and the customer's tracking page the driver, their number and the courier's tracking link.

const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;
const HOST = "demo.localhost";

/** A customer's delivery from Kemang to Grand Indonesia, placed by the API (the shop's segments). */
async function placeDelivery(phone: string): Promise<{ uid: string; number: string }> {
  const customer = await apiSignIn(base(), phone);
  const address = await geocoded(base(), HOST);
  const res = await post(
    base(),
    "/api/orders/demo/customer",
    HOST,
    {
      orderMode: "DELIVERY",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      deliveryNotes: "Titip di satpam",
      deliveryAddress: { ...address, addressDetails: "Lobby timur" },
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
      basket: { currency: "IDR", items: [{ itemId: "klepon", qty: 3 }] },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    },
    { authorization: `Bearer ${customer.idToken}`, "x-idempotency-key": randomUUID() },
  );
  expect(res.status, res.body).toBe(200);
  const { uid } = res.json<{ data: { uid: string } }>().data;
  return { uid, number: uid.slice(-6) };
}

/** The stand-in's courier does `event` (its test page's button), then calls the shop's webhook. */
async function courierDoes(standinId: string, event: string) {
  const res = await post(base(), `/api/courier-standin/bookings/${standinId}`, HOST, { event });
  expect(res.status, res.body).toBe(200);
  expect(res.json<{ data: { webhookStatus: number } }>().data.webhookStatus).toBe(200);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/${name}.png` });

test("staff book the courier from the board; the customer follows the driver to delivery", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  const order = await placeDelivery(phone);

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
    const board = await tablet.newPage();
    await signIn(board, KEMANG_STAFF_PHONE, "demo", "/staff");
    const card = board.getByRole("article", { name: `Order ${order.number}` });
    await card.getByRole("button", { name: "Accept" }).click();
    const courier = card.getByRole("region", { name: "Courier" });
    // Placed with the shop's own segments: any of the branch's couriers, GoSend Instant first.
    await expect(courier.getByRole("combobox")).toHaveValue("gojek/instant");
    await courier.getByRole("combobox").selectOption("grab/instant");
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

    const phonePage = await customer.newPage();
    await signIn(phonePage, phone, "demo", ROUTES.tracking(order.uid));
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
