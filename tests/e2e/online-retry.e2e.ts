import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import {
  bar,
  basketAtCheckout,
  chooseBranch,
  chooseCourier,
  choosePayment,
  itemAt,
  kemang,
  menteng,
  rupiah,
} from "./journey";
import { expectNoSeriousA11yViolations, KOPI_OWNER_PHONE, signIn, site } from "./site";

// Issue 32 item 6 on a phone (390×844): while an online payment waits the tracking page says so
// (not "will start preparing soon"); a failed payment offers Try again, another channel, or paying
// at the outlet, and a new charge pays the order; a pay-at-outlet order says how and when to pay.
// Each state is also read in Bahasa Indonesia.

test.use({ viewport: { width: 390, height: 844 } });

const kopi = JSON.parse(fs.readFileSync(path.join(process.cwd(), "brands/kopi.json"), "utf8")) as {
  menus: { sections: { items: { name: string; price: number; optionGroups?: unknown }[] }[] }[];
};
const item = kopi.menus[0]!.sections.flatMap((s) => s.items).find((i) => !i.optionGroups)!;

/** A signed-in customer's Kopi Kita pickup order paid online with QRIS; its uid. */
async function placeOnline(page: Page): Promise<string> {
  await signIn(page, undefined, "kopi");
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await page.getByRole("radio", { name: /Kopi Kita/ }).check();
  await page.getByRole("radio", { name: "Pickup" }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("group", { name: `${item.name} in basket` })).toBeVisible();
  await page.goto(site("kopi", "/checkout"));
  await page.getByRole("button", { name: "Choose payment method" }).click();
  await page
    .getByRole("dialog", { name: "Payment method" })
    .getByRole("button", { name: "Pay online" })
    .click();
  await page
    .getByRole("radiogroup", { name: "Pay with" })
    .getByRole("radio", { name: "QRIS" })
    .check();
  await page.getByRole("button", { name: `Checkout · ${rupiah(item.price)}` }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  return page.url().split("/").pop()!;
}

/** The page again in `lang` (the language cookie, as the language switch sets it). */
async function inLanguage(page: Page, brand: string, lang: "en" | "id") {
  await page
    .context()
    .addCookies([{ name: "kedai-lang", value: lang, domain: `${brand}.localhost`, path: "/" }]);
  await page.reload();
}

/** The simulator's page of charge `reference`, in a tab of its own, pressing `button`. */
async function simulate(page: Page, reference: string, button: string) {
  const simulator = await page.context().newPage();
  await simulator.goto(site("kopi", `/simulator/${reference}`));
  await simulator.getByRole("button", { name: button }).click();
  await expect(simulator.getByRole("status")).toHaveText("Done: the shop has been told.");
  await simulator.close();
}

/** The kitchen's tablet, signed in as Kopi Kita's owner, on its board. */
async function kitchenBoard(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const board = await context.newPage();
  await signIn(board, KOPI_OWNER_PHONE, "kopi");
  await board.goto(site("kopi", "/staff"));
  await expect(board.getByText("Live", { exact: true })).toBeVisible();
  return { context, board };
}

const shot = (name: string) => `test-results/online-retry-${name}.png`;

test("a failed payment: the page says it waits for payment; Try again makes a new charge, which pays it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const uid = await placeOnline(page);
  const panel = page.getByRole("region", { name: "Pay for your order" });

  // Waiting for the customer's payment, not for the kitchen.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for your payment");
  await expect(page.getByText("Pay within the time shown to confirm your order.")).toBeVisible();
  await expect(page.getByText(/will start preparing soon/)).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Open the payment simulator" })).toHaveAttribute(
    "href",
    `/simulator/${uid}`,
  );
  await page.screenshot({ path: shot("waiting-en") });
  await inLanguage(page, "kopi", "id");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menunggu pembayaranmu");
  await expect(
    page.getByText("Bayar sebelum waktunya habis untuk mengonfirmasi pesananmu."),
  ).toBeVisible();
  await page.screenshot({ path: shot("waiting-id") });
  await inLanguage(page, "kopi", "en");

  // The payment fails: the order still waits; the customer may try again.
  await simulate(page, uid, "Make it fail");
  await expect(panel.getByRole("alert")).toHaveText("The payment did not go through.", {
    timeout: 5000,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for your payment");
  await expect(panel.getByRole("timer")).toHaveText(/^Pay within 1[45]:\d\d$/);
  await expect(panel.getByRole("button", { name: "Try again" })).toBeVisible();
  const others = panel.getByRole("group", { name: "Or pay online another way" });
  await expect(others.getByRole("button", { name: "GoPay" })).toBeVisible();
  await expect(others.getByRole("button", { name: "QRIS" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Pay at the outlet instead" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Open the payment simulator" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Timeline" }).locator('li[data-event="PAYMENT_FAILED"]'),
  ).toContainText("Payment failed");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("failed-en") });
  // The kitchen still sees it waiting for its payment, not as a new order.
  const { context: kitchen, board } = await kitchenBoard(browser);
  try {
    const awaiting = board.getByRole("region", { name: /^Awaiting payment/ });
    const card = awaiting.getByRole("article", { name: `Order ${uid.slice(-6)}` });
    await expect(card).toContainText("Payment failed: the customer may try again");
    await expect(card.getByRole("button", { name: "Accept" })).toHaveCount(0);
  } finally {
    await kitchen.close();
  }
  await expectNoSeriousA11yViolations(page);
  await inLanguage(page, "kopi", "id");
  const panelId = page.getByRole("region", { name: "Bayar pesananmu" });
  await expect(panelId.getByRole("alert")).toHaveText("Pembayaran tidak berhasil.");
  await expect(panelId.getByRole("button", { name: "Coba lagi" })).toBeVisible();
  await expect(panelId.getByRole("button", { name: "Bayar di outlet saja" })).toBeVisible();
  await panelId.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("failed-id") });
  await inLanguage(page, "kopi", "en");

  // Try again: a new charge, under its own reference, with its own QR.
  await panel.getByRole("button", { name: "Try again" }).click();
  const qr = panel.getByRole("img", { name: `QRIS code to pay ${rupiah(item.price)}` });
  await expect(qr).toHaveAttribute("data-qr", site("kopi", `/simulator/${uid}-2`));
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Open the payment simulator" })).toHaveAttribute(
    "href",
    `/simulator/${uid}-2`,
  );
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );

  // Paid in the simulator: the page follows live.
  await simulate(page, `${uid}-2`, "Mark as paid");
  await expect(page.getByTestId("payment-status")).toHaveText("Paid online", { timeout: 5000 });
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We received your order");
  await expect(
    page.getByRole("region", { name: "Timeline" }).locator('li[data-event="PAID"]'),
  ).toContainText("Payment confirmed");
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  await page.screenshot({ path: shot("paid-en") });
});

test("a failed payment switched to paying at the outlet says how and when to pay", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const uid = await placeOnline(page);
  await simulate(page, uid, "Make it fail");
  const panel = page.getByRole("region", { name: "Pay for your order" });
  await panel.getByRole("button", { name: "Pay at the outlet instead" }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We received your order");
  await expect(page.getByTestId("payment-status")).toHaveText(
    `Pay ${rupiah(item.price)} at the counter when you pick up your order.`,
  );
  await expect(
    page
      .getByRole("region", { name: "Timeline" })
      .locator('li[data-event="PAYMENT_METHOD_CHANGED"]'),
  ).toContainText("Paying in person instead");
  await page.screenshot({ path: shot("switched-en") });
});

test("a pay-at-outlet order's tracking page says how and when to pay, in both languages", async ({
  page,
}) => {
  await signIn(page);
  await basketAtCheckout(page, "Pay at outlet");
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  const amount = rupiah(itemAt(kemang, 0).price);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We received your order");
  await expect(page.getByTestId("payment-status")).toHaveText(
    `Pay ${amount} at the counter when you pick up your order.`,
  );
  await page.screenshot({ path: shot("outlet-en") });
  await inLanguage(page, "demo", "id");
  await expect(page.getByTestId("payment-status")).toHaveText(
    `Bayar ${amount} di kasir saat kamu mengambil pesananmu.`,
  );
  await page.screenshot({ path: shot("outlet-id") });
});

test("a cash-on-delivery order's tracking page says to pay the courier, in both languages", async ({
  page,
}) => {
  await signIn(page);
  await chooseBranch(page, menteng.name, "Delivery");
  await page.getByRole("button", { name: "Choose address" }).click();
  await page.getByLabel("Search for your address").fill("Grand Indonesia");
  await page.getByRole("button", { name: /^Grand Indonesia/ }).click();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await page.getByRole("button", { name: "Save details" }).click();
  await chooseCourier(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  const item = itemAt(menteng, 0);
  await page.getByRole("button", { name: `Add ${item.name}`, exact: true }).click();
  await bar(page)
    .getByRole("link", { name: /Checkout/ })
    .click();
  await choosePayment(page, "Cash on delivery", ["Cash on delivery", "Bank transfer"]);
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  // The item and the courier's fee.
  const amount = rupiah(item.price + 10000);
  await expect(page.getByTestId("payment-status")).toHaveText(
    `Pay ${amount} in cash to the courier when your order arrives.`,
  );
  await page.screenshot({ path: shot("cod-en") });
  await inLanguage(page, "demo", "id");
  await expect(page.getByTestId("payment-status")).toHaveText(
    `Bayar ${amount} tunai ke kurir saat pesananmu tiba.`,
  );
  await page.screenshot({ path: shot("cod-id") });
});
