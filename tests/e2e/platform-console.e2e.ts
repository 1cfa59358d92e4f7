import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { signIn as apiSignIn } from "../support/sessions";
import {
  expectNoSeriousA11yViolations,
  freshPhone,
  PLATFORM_OPERATOR_PHONE,
  SUSPENDED_BRAND_NAME,
  TEST_CODE,
} from "./site";

// Issue 35 item 6: the platform's operator signs in on the platform's host (kedai.localhost),
// sees the shops, suspends one with a reason and resumes it; a person signed out is asked to sign
// in and one who is not an operator is refused. At desktop size (an operator's) and a phone's.

const PLATFORM = "kedai.localhost";

function platform(path: string): string {
  const port = process.env.KEDAI_E2E_PORT;
  if (!port) throw new Error("KEDAI_E2E_PORT is not set: run through playwright.config.ts");
  return `http://${PLATFORM}:${port}${path}`;
}

/** Signs `phone` in on the platform through the API and gives the browser its cookie. */
async function signInOnPlatform(page: Page, phone: string): Promise<void> {
  const session = await apiSignIn(
    `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`,
    phone,
    PLATFORM,
    "_platform",
  );
  const split = session.cookie.indexOf("=");
  await page.context().addCookies([
    {
      name: session.cookie.slice(0, split),
      value: session.cookie.slice(split + 1),
      domain: PLATFORM,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

async function suspendAndResume(page: Page, size: string) {
  await signInOnPlatform(page, PLATFORM_OPERATOR_PHONE);
  await page.goto(platform("/console"));
  await expect(page.getByRole("heading", { name: "Shops" })).toBeVisible();
  // The demo shops, and never the platform's own row.
  for (const name of ["Dapur Kue Demo", "Kopi Kita", SUSPENDED_BRAND_NAME])
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByText("_platform")).toHaveCount(0);
  await page.screenshot({ path: `test-results/platform-console-list-${size}.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The search narrows the list.
  await page.getByLabel("Search by name or address").fill("jeda");
  await expect(page.getByRole("link", { name: "Kopi Kita", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: SUSPENDED_BRAND_NAME, exact: true }).click();
  await expect(page.getByRole("heading", { name: SUSPENDED_BRAND_NAME, level: 1 })).toBeVisible();
  await expect(page.getByText("Open", { exact: true }).filter({ visible: true })).toBeVisible();

  // No reason: refused beside its field, nothing changed.
  await page.getByRole("button", { name: "Suspend" }).click();
  const reason = page.getByRole("textbox", { name: "Why" });
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();

  await reason.fill("Unpaid fees since October");
  await page.getByRole("button", { name: "Suspend" }).click();
  await expect(
    page.getByRole("status").getByText(`${SUSPENDED_BRAND_NAME} is suspended.`),
  ).toBeVisible();
  await expect(
    page.getByText("Suspended", { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText("Reason: Unpaid fees since October")).toBeVisible();
  await page.screenshot({
    path: `test-results/platform-console-suspended-${size}.png`,
    fullPage: true,
  });
  await expectNoSeriousA11yViolations(page);

  // The list says so too.
  await page.getByRole("link", { name: "All shops" }).click();
  await page.getByLabel("Search by name or address").fill("jeda");
  await expect(
    page.getByText("Suspended", { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: SUSPENDED_BRAND_NAME, exact: true }).click();

  await page.getByRole("button", { name: "Resume" }).click();
  await expect(
    page.getByRole("status").getByText(`${SUSPENDED_BRAND_NAME} is no longer suspended.`),
  ).toBeVisible();
  await expect(page.getByText("Open", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume" })).toHaveCount(0);
}

test.describe("the platform's console at desktop size", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an operator suspends a shop with a reason and resumes it", async ({ page }) => {
    await suspendAndResume(page, "desktop");
  });
});

test.describe("the platform's console on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an operator suspends a shop with a reason and resumes it", async ({ page }) => {
    await suspendAndResume(page, "phone");
  });

  test("asks a person signed out to sign in, and refuses one who is not an operator", async ({
    page,
  }) => {
    await page.goto(platform("/console"));
    await expect(page.getByRole("heading", { name: "Sign in to the console" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?next=%2Fconsole",
    );
    await expectNoSeriousA11yViolations(page);
    // The platform's sign-in page, then back to the console: where a non-operator is refused.
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("PhoneNumber").fill(freshPhone());
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Confirmation Code").fill(TEST_CODE);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(platform("/console"));
    await expect(
      page.getByRole("alert").filter({ hasText: "Only kedai's operators can open this page." }),
    ).toBeVisible();
    await page.screenshot({ path: "test-results/platform-console-refused-phone.png" });
  });
});

test.describe("the platform's console in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID", viewport: { width: 390, height: 844 } });

  test("lists the shops in Indonesian for an operator", async ({ page }) => {
    await signInOnPlatform(page, PLATFORM_OPERATOR_PHONE);
    await page.goto(platform("/console"));
    await expect(page.getByRole("heading", { name: "Toko" })).toBeVisible();
    await expect(page.getByLabel("Cari nama atau alamat")).toBeVisible();
    await expect(page.getByRole("link", { name: "Kopi Kita", exact: true })).toBeVisible();
    await page.screenshot({ path: "test-results/platform-console-list-id-phone.png" });
    await expectNoSeriousA11yViolations(page);
  });
});
