import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { rupiah } from "./journey";
import { expectNoSeriousA11yViolations, KOPI_OWNER_PHONE, signIn, site } from "./site";

// Issue 20 end to end, on Kopi Kita (brands/kopi.json pays online through the built-in
// simulator): a customer on a phone pays online; the simulator's page stands for the gateway; the
// tracking page and the staff board follow through their live streams, without a reload.

const kopi = JSON.parse(fs.readFileSync(path.join(process.cwd(), "brands/kopi.json"), "utf8")) as {
  menus: { sections: { items: { name: string; price: number; optionGroups?: unknown }[] }[] }[];
};
// One tap to add: kopi's coffees have a sugar level and milk to choose.
const item = kopi.menus[0]!.sections.flatMap((s) => s.items).find((i) => !i.optionGroups)!;

/** A signed-in customer's pickup order of `item`, paid online with `channel`; its uid. */
async function placeOnline(page: Page, channel: string): Promise<string> {
  await signIn(page, undefined, "kopi");
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await page.getByRole("radio", { name: /Kopi Kita/ }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  // Confirm adds what was tapped before the branch was chosen (issue 32 item 2).
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("group", { name: `${item.name} in basket` })).toBeVisible();
  await page.goto(site("kopi", "/checkout"));
  await page.getByRole("button", { name: "Choose payment method" }).click();
  const dialog = page.getByRole("dialog", { name: "Payment method" });
  await expect(dialog.getByRole("list").getByRole("button")).toHaveText([
    "Pay at outlet",
    "Pay online",
  ]);
  await dialog.getByRole("button", { name: "Pay online" }).click();
  // No channel yet: checkout says so and waits, as for a missing address.
  await expect(page.getByText("Choose how to pay online.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout", exact: true })).toBeDisabled();
  const channels = page.getByRole("radiogroup", { name: "Pay with" });
  await expect(channels.getByRole("radio")).toHaveCount(10);
  await expect(channels.getByRole("radio", { name: "ShopeePay" })).toBeVisible();
  await channels.getByRole("radio", { name: channel }).check();
  await expect(page.getByText("Choose how to pay online.")).toBeHidden();
  await page.getByRole("button", { name: `Checkout · ${rupiah(item.price)}` }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  return page.url().split("/").pop()!;
}

/** The kitchen's tablet, signed in as Kopi Kita's owner, on its board. */
async function kitchenBoard(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  const board = await context.newPage();
  await signIn(board, KOPI_OWNER_PHONE, "kopi");
  await board.goto(site("kopi", "/staff"));
  await expect(board.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(board.getByText("Live", { exact: true })).toBeVisible();
  return { context, board };
}

/** The simulator's page of the order, opened from the tracking page's link in a tab of its own. */
async function openSimulator(customer: Page, uid: string): Promise<Page> {
  const link = customer.getByRole("link", { name: "Open the payment simulator" });
  await expect(link).toHaveAttribute("href", `/simulator/${uid}`);
  const simulator = await customer.context().newPage();
  await simulator.goto(site("kopi", `/simulator/${uid}`));
  await expect(simulator.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
  return simulator;
}

test("a customer pays by QRIS through the simulator; tracking and the board follow live", async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: kitchen, board } = await kitchenBoard(browser);
  try {
    const uid = await placeOnline(customer, "QRIS");
    const number = uid.slice(-6);
    const amount = rupiah(item.price);

    // The tracking page: the amount, the time left and the QR to scan.
    // Waiting for the customer, not the kitchen (issue 32 item 6).
    await expect(customer.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
    await expect(
      customer.getByText("Pay within the time shown to confirm your order."),
    ).toBeVisible();
    await expect(customer.getByText(/will start preparing soon/)).toHaveCount(0);
    const panel = customer.getByRole("region", { name: "Pay for your order" });
    await expect(panel).toContainText(amount);
    await expect(panel.getByRole("timer")).toHaveText(/^Pay within 1[45]:\d\d$/);
    await expect(panel).toContainText("With QRIS");
    const qr = panel.getByRole("img", { name: `QRIS code to pay ${amount}` });
    await expect(qr.locator("svg")).toBeVisible();
    // The simulator's QR names its own payment page.
    await expect(qr).toHaveAttribute("data-qr", site("kopi", `/simulator/${uid}`));
    await expect(customer.getByTestId("payment-status")).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: "test-results/online-payment-panel.png" });
    await expectNoSeriousA11yViolations(customer);
    await customer.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    // The board: waiting for its payment, apart from the new orders, with Cancel but no Accept.
    const card = board.getByRole("article", { name: `Order ${number}` });
    await expect(
      board.getByRole("region", { name: /^Awaiting payment/ }).getByRole("article", {
        name: `Order ${number}`,
      }),
    ).toBeVisible({ timeout: 5000 });
    await expect(card).toContainText("Waiting for the online payment");
    await expect(card.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await expectNoSeriousA11yViolations(board);
    await board.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    // The simulator's page: clearly a test, the shop, amount, channel and state; pay.
    const simulator = await openSimulator(customer, uid);
    await expect(simulator.getByText("A test page: no real money moves here.")).toBeVisible();
    await expect(simulator.getByText("Kopi Kita", { exact: true })).toBeVisible();
    await expect(simulator.getByText(amount)).toBeVisible();
    await expect(simulator.getByTestId("simulated-state")).toHaveText("Waiting for payment");
    await expect(
      simulator.getByRole("img", { name: "QR code of this page" }).locator("svg"),
    ).toBeVisible();
    await simulator.screenshot({ path: "test-results/online-payment-simulator.png" });
    await expectNoSeriousA11yViolations(simulator);
    await simulator.getByRole("button", { name: "Mark as paid" }).click();
    await expect(simulator.getByRole("status")).toHaveText("Done: the shop has been told.");
    await expect(simulator.getByTestId("simulated-state")).toHaveText("Paid");
    await expect(simulator.getByRole("button", { name: "Mark as paid" })).toHaveCount(0);
    await expect(simulator.getByRole("link", { name: "Back to the order" })).toHaveAttribute(
      "href",
      site("kopi", `/orders/tracking/${uid}`),
    );
    await expectNoSeriousA11yViolations(simulator);
    await simulator.screenshot({ path: "test-results/online-payment-simulator-paid.png" });

    // The tracking page turns paid without a reload; the panel is gone.
    await expect(customer.getByTestId("payment-status")).toHaveText("Paid online", {
      timeout: 5000,
    });
    await expect(panel).toHaveCount(0);
    await expect(
      customer.getByRole("region", { name: "Timeline" }).locator('li[data-event="PAID"]'),
    ).toContainText("Payment confirmed");

    // The board moves it to the new orders, paid, ready to accept, without a reload.
    await expect(
      board.getByRole("region", { name: /^New/ }).getByRole("article", { name: `Order ${number}` }),
    ).toBeVisible({ timeout: 5000 });
    await expect(card).toContainText("Paid online");
    await expect(card).toContainText("Payment confirmed by Payment simulator");
    await expect(card.getByRole("button", { name: "Accept" })).toBeVisible();
    for (const page of [customer, board])
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
    // Taken in: off the new orders, for the next test run's board.
    await card.getByRole("button", { name: "Accept" }).click();
    await expect(card).toHaveAttribute("data-status", "ACCEPTED");
  } finally {
    await kitchen.close();
  }
});

test("a virtual account's number to copy; an expired payment cancels the order, saying why", async ({
  page: customer,
}) => {
  await customer.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const uid = await placeOnline(customer, "BCA virtual account");
  const panel = customer.getByRole("region", { name: "Pay for your order" });
  await expect(panel).toContainText("BCA virtual account number");
  const accountNumber = (await panel.locator("p.font-mono").textContent())!;
  expect(accountNumber).toMatch(/^\d{16}$/);
  await panel.getByRole("button", { name: "Copy number" }).click();
  await expect(customer.getByText("Number copied.")).toBeVisible();
  expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber);
  await customer.screenshot({ path: "test-results/online-payment-va.png" });

  const simulator = await openSimulator(customer, uid);
  // A second tab of the same payment page, left open.
  const stale = await openSimulator(customer, uid);
  await expect(simulator.getByText("BCA virtual account")).toBeVisible();
  await simulator.getByRole("button", { name: "Let it expire" }).click();
  await expect(simulator.getByTestId("simulated-state")).toHaveText("Expired");
  // Pressed in the tab left open: refused, in words, and the page shows the payment as it is.
  await stale.getByRole("button", { name: "Mark as paid" }).click();
  await expect(stale.getByRole("alert").filter({ hasText: "already" })).toHaveText(
    "This payment has already ended.",
  );
  await expect(stale.getByTestId("simulated-state")).toHaveText("Expired");
  await expectNoSeriousA11yViolations(stale); // (it also waits for the buttons' transitions)
  await stale.screenshot({ path: "test-results/online-payment-simulator-refused.png" });

  await expect(
    customer.getByRole("heading", { name: "Your order has been cancelled" }),
  ).toBeVisible({ timeout: 5000 });
  await expect(customer.getByText("Not paid in time.").first()).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(
    customer.getByRole("region", { name: "Timeline" }).locator('li[data-event="PAYMENT_EXPIRED"]'),
  ).toContainText("Payment time ran out");
  await expectNoSeriousA11yViolations(customer);
});
