import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, freshPhone, TEST_CODE } from "./site";

// Issue 35 item 1: a new phone number opens a shop on the platform's pages (kedai.localhost) and
// lands in its console, on the shop's own host, signed in as its owner; at phone and desktop size.

const platform = (path = "/") => `http://kedai.localhost:${process.env.KEDAI_E2E_PORT}${path}`;

async function signUp(page: Page, size: string) {
  const phone = freshPhone();
  const address = `toko-${size}-${phone.slice(-4)}`;
  await page.goto(platform("/"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Your shop online, today" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/signup-landing-${size}.png`, fullPage: true });

  await page.getByRole("link", { name: "Open your shop" }).first().click();
  await expect(page.getByRole("heading", { name: "Open your shop" })).toBeVisible();
  await page.getByLabel("PhoneNumber").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Confirmation Code").fill(TEST_CODE);
  await page.getByRole("button", { name: "Verify" }).click();

  // The address follows the name, and is checked as it is typed.
  await page.getByLabel("Shop name").fill("Toko Kue");
  const field = page.getByLabel("Shop address");
  await expect(field).toHaveValue("toko-kue");
  await field.fill("kedai");
  await expect(page.getByText("This address is kept for kedai itself.")).toBeVisible();
  await field.fill("demo");
  await expect(page.getByText("This address is kept for kedai itself.")).toBeVisible();
  await field.fill("kopi");
  await expect(page.getByText("Another shop has this address.")).toBeVisible();
  await field.fill(address);
  await expect(page.getByText("This address is free.")).toBeVisible();
  const origin = `http://${address}.localhost:${process.env.KEDAI_E2E_PORT}`;
  await expect(page.getByText(`Your shop will be at ${origin}`)).toBeVisible();
  await page.getByRole("radio", { name: "Coffee shop" }).check();
  await expect(page.getByText(/Iced milk coffee, Americano, Cappuccino and more/)).toBeVisible();
  await page.getByRole("radio", { name: "English" }).check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/signup-form-${size}.png`, fullPage: true });

  await page.getByRole("button", { name: "Open my shop" }).click();
  // On the shop's own host, signed in, in its console; the token is gone from the address.
  await expect(page).toHaveURL(`${origin}/owner`, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Run your shop" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Iced milk coffee").first()).toBeVisible();
  await page.screenshot({ path: `test-results/signup-console-${size}.png` });
  return { origin };
}

test.describe("opening a shop at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a new number signs up and lands in its console as owner", async ({ page }) => {
    test.setTimeout(120_000);
    const { origin } = await signUp(page, "phone");
    // The hand-over was single-use: coming back to it finds the way to sign in.
    await page.goto(`${origin}/owner/welcome`);
    await expect(
      page.getByText("This sign-in link has expired or was used already."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the platform's pages speak Bahasa Indonesia too", async ({ page }) => {
    await page.goto(platform("/"));
    await page.getByRole("combobox", { name: "Language" }).selectOption("id");
    await expect(
      page.getByRole("heading", { level: 1, name: "Tokomu online, hari ini juga" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await page.getByRole("link", { name: "Buka tokomu" }).first().click();
    await expect(page.getByRole("heading", { name: "Buka tokomu" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/signup-open-id-phone.png" });
  });
});

test.describe("opening a shop at desktop size", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new number signs up and lands in its console as owner", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, "desktop");
  });
});
