import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Test numbers sign in with TEST_CODE and are sent nothing; one per test (30 s cooldown). */
export const TEST_PHONE_NUMBERS = Array.from(
  { length: 10 },
  (_, i) => `+62811000000${String(i + 1).padStart(2, "0")}`,
);
export const TEST_CODE = "12345";
/** Dapur Kemang's kitchen in brands/demo.json: staff of the Kemang branch. */
export const KEMANG_STAFF_PHONE = "+6281100000091";
/** An ordinary number: its code goes through the console SMS provider's outbox (security.e2e.ts). */
export const OUTBOX_PHONE = "+6281100000077";

/** A brand's storefront URL: Chromium resolves *.localhost to loopback by itself. */
export function site(brand: string, path = "/"): string {
  const port = process.env.KEDAI_E2E_PORT;
  if (!port) throw new Error("KEDAI_E2E_PORT is not set: run through playwright.config.ts");
  return `http://${brand}.localhost:${port}${path}`;
}

export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/**
 * Signs a number in through the sign-in pages, ending on the home page. Test numbers use
 * TEST_CODE; others pass `code`, read when the code form is there (e.g. from the SMS outbox).
 */
export async function signIn(
  page: Page,
  phone: string,
  brand = "demo",
  code: () => string = () => TEST_CODE,
): Promise<void> {
  await page.goto(site(brand, "/auth"));
  await page.getByLabel("PhoneNumber").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  // Under load the code form can re-render right after it appears, dropping what was typed
  // (noted in issue 6): type again until the sign-in goes through.
  await expect(async () => {
    if (page.url().includes("/auth/verify")) {
      await page.getByLabel("Confirmation Code").fill(code());
      await page.getByRole("button", { name: "Verify" }).click();
    }
    await expect(page).toHaveURL(site(brand, "/"), { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
