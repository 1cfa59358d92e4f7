import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { LOCALE_COOKIE } from "../../src/domain/locale";
import { choosePayment, storeBasketOnce } from "./journey";
import {
  expectNoSeriousA11yViolations,
  freshPhone,
  KEMANG_STAFF_PHONE,
  signIn,
  site,
  TEST_CODE,
} from "./site";

// Issue 36 item 3 (docs/customer-name.md): a customer on a phone is asked their name once after
// signing in, gives it, orders, and the kitchen's tablet shows it beside the order number; a
// skip is remembered on another phone; staff signing in are not asked.

test.use({ viewport: { width: 390, height: 844 } });

const QUESTION = "What name should we put on your orders?";

/** The phone and code steps through the pages, from `/auth?next=…`, up to Verify. */
async function verify(page: Page, phone: string, next: string) {
  await page.goto(site("demo", `/auth?next=${encodeURIComponent(next)}`));
  await page.getByLabel(/^(PhoneNumber|Nomor HP)$/).fill(phone);
  await page.getByRole("button", { name: /^(Continue|Lanjut)$/ }).click();
  await page.getByLabel(/^(Confirmation Code|Kode verifikasi)$/).fill(TEST_CODE);
  await page.getByRole("button", { name: /^(Verify|Verifikasi)$/ }).click();
}

/** Another phone: a browser context of its own, at phone size. */
async function anotherPhone(browser: Browser, language?: "id") {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (language)
    await context.addCookies([
      { name: LOCALE_COOKIE, value: language, domain: "demo.localhost", path: "/" },
    ]);
  return context;
}

test("asked once after signing in: the name given goes on the order the kitchen sees", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  await storeBasketOnce(page, {
    selectedBranchId: "kemang",
    orderMode: "PICKUP",
    items: [{ itemId: "black-forest-slice", qty: 1 }],
  });
  await verify(page, phone, "/checkout");
  await expect(page.getByRole("heading", { level: 1, name: QUESTION })).toBeVisible();
  const form = page.getByRole("form", { name: QUESTION });
  await expect(form.getByLabel("Your name (optional)")).toBeVisible();
  await expect(
    form.getByText("The shop writes it on your orders, so they know whose order it is."),
  ).toBeVisible();
  expect(page.url()).toContain("/auth/verify?next=%2Fcheckout");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("name-question-en.png") });

  await form.getByLabel("Your name (optional)").fill("  Rina ");
  await form.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(site("demo", "/checkout"));
  await choosePayment(page, "Pay at outlet", ["Pay at outlet", "Bank transfer"]);
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  const number = page.url().slice(-6);

  // Signed in again on this phone: not asked again.
  await page.context().clearCookies();
  await verify(page, phone, "/orders");
  await expect(page).toHaveURL(site("demo", "/orders"));

  // The account page has the name, and says where it goes.
  await page.goto(site("demo", "/account"));
  await expect(page.getByLabel("Your name (optional)")).toHaveValue("Rina");
  await expect(
    page.getByText("the shop's staff see it on their board, kitchen tickets"),
  ).toBeVisible();
  await page.getByLabel("Your name (optional)").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("account-name-en.png") });

  // The kitchen's tablet: staff signing in through the pages are not asked, and the card
  // heading reads "#number Rina".
  const kitchen = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const board = await kitchen.newPage();
    await verify(board, KEMANG_STAFF_PHONE, "/staff");
    await expect(board).toHaveURL(site("demo", "/staff"), { timeout: 15_000 });
    const card = board.getByRole("article", { name: `Order ${number}` });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(`#${number} Rina`);
    await expect(card.getByTestId("customer-name")).toHaveText("Rina");
    await card.scrollIntoViewIfNeeded();
    await board.screenshot({ path: testInfo.outputPath("board-card-name.png") });
    await card.screenshot({ path: testInfo.outputPath("board-card-name-close.png") });
  } finally {
    await kitchen.close();
  }
});

test("skipped on one phone, the question is not asked on another", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = freshPhone();
  const first = await anotherPhone(browser, "id");
  const second = await anotherPhone(browser);
  try {
    const page = await first.newPage();
    await verify(page, phone, "/orders");
    await expect(
      page.getByRole("heading", { level: 1, name: "Pesanannya atas nama siapa?" }),
    ).toBeVisible();
    await expect(page.getByLabel("Namamu (opsional)")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("name-question-id.png") });
    await page.getByRole("button", { name: "Lewati" }).click();
    await expect(page).toHaveURL(site("demo", "/orders"));

    const other = await second.newPage();
    await verify(other, phone, "/orders");
    await expect(other).toHaveURL(site("demo", "/orders"));
    await expect(other.getByRole("heading", { name: QUESTION })).toHaveCount(0);
    await expect(other.getByRole("link", { name: "Account" })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test("a customer signed in before is asked on the sign-in page, then sent on", async ({ page }) => {
  // Signed in without the pages (a session of before the question): the sign-in page asks.
  await signIn(page);
  await page.goto(site("demo", "/auth?next=%2Forders"));
  await expect(page.getByRole("heading", { level: 1, name: QUESTION })).toBeVisible();
  // An empty name is a skip.
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(site("demo", "/orders"));
  await page.goto(site("demo", "/auth?next=%2Faccount"));
  await expect(page).toHaveURL(site("demo", "/account"));
});
