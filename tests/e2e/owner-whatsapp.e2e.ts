import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import {
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  freshPhone,
  signIn,
  site,
  WHATSAPP_BRAND,
} from "./site";

// Issue 37 in the browser: the owner sets the shop's WhatsApp in the console (refusals by field,
// the secrets masked once saved, what to enter at Meta with copy buttons), at desktop and phone
// size; a customer of a shop that sends order messages by WhatsApp turns them off on the account
// page; the owner removes WhatsApp. On a copy of the demo of its own: the demo's messages stay SMS.
// What the server does with it is owner-whatsapp.integ.ts's.

test.describe.configure({ mode: "serial" });

const TOKEN = "EAAGm0PX4ZCpsBAKedaiE2eTestToken0123456789abcdefWXYZ";
const SECRET = "5f2a9c0e7b1d4a6f8e3c2b1a0d9e8f7a";

async function openWhatsApp(page: Page) {
  await signIn(page, DEMO_OWNER_PHONE, WHATSAPP_BRAND, "/owner");
  await page.getByRole("tab", { name: "WhatsApp" }).click();
  await expect(page.getByRole("heading", { name: "WhatsApp", level: 2 })).toBeVisible();
}

test("the owner adds the shop's WhatsApp at desktop size", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openWhatsApp(page);
  await expect(page.getByText("No account yet. All messages go by SMS.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^0$/ })).toHaveCount(2);
  await expect(
    page.getByText("The verify token shows here once your account is saved."),
  ).toBeVisible();
  const url = page.getByRole("textbox", { name: "Callback URL" });
  await expect(url).toHaveValue(/^http:\/\/pesan\.localhost:\d+\/api\/whatsapp\/webhook$/);

  // Refused before anything is sent, each under its field.
  const form = page.getByRole("form", { name: "Your WhatsApp Business account" });
  const id = form.getByLabel("Phone number ID");
  await id.fill("+62 811 0000 0090");
  await form.getByRole("button", { name: "Save WhatsApp" }).click();
  await expect(id).toHaveAttribute("aria-invalid", "true");
  await expect(id).toBeFocused();
  await expect(form.getByText(/^Copy the phone number ID from/)).toBeVisible();
  await expect(form.getByText("Required the first time.")).toHaveCount(2);
  await form.getByLabel("App secret").fill("1234567890123456");
  await form.getByRole("button", { name: "Save WhatsApp" }).click();
  await expect(form.getByText(/This looks like your app ID\./)).toBeVisible();

  await id.fill("106540352242922");
  await form.getByLabel("Access token").fill(TOKEN);
  await form.getByLabel("App secret").fill(SECRET);
  const orders = form.getByRole("radiogroup", { name: "Order messages" });
  await orders.getByRole("radio", { name: /^WhatsApp, then SMS/ }).check();
  const seconds = form.getByLabel("Seconds to wait before SMS");
  await seconds.fill("90");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Save WhatsApp" }).click();
  await expect(page.getByText("WhatsApp saved")).toBeVisible();

  // Saved: the secrets masked, the fields empty (empty keeps them), the verify token to copy.
  await expect(
    form.getByText(`Saved: EAAG…${TOKEN.slice(-4)}. Leave empty to keep it.`),
  ).toBeVisible();
  await expect(
    form.getByText(`Saved: 5f2a…${SECRET.slice(-4)}. Leave empty to keep it.`),
  ).toBeVisible();
  await expect(form.getByLabel("Access token")).toHaveValue("");
  await expect(form.getByText(/^Set \d+ \w+ by Sari \(owner\)$/)).toBeVisible();
  await expect(orders.getByRole("radio", { name: /^WhatsApp, then SMS/ })).toBeChecked();
  await expect(
    form.getByRole("radiogroup", { name: "Sign-in codes" }).getByRole("radio", { name: /^SMS/ }),
  ).toBeChecked();
  await expect(seconds).toHaveValue("90");
  expect(await page.content()).not.toContain(TOKEN.slice(4, -4));
  const token = page.getByRole("textbox", { name: "Verify token" });
  await expect(token).toHaveValue(/^[\w-]{32}$/);
  await page.getByRole("button", { name: "Copy Verify token" }).click();
  await expect(page.getByText("Verify token copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await token.inputValue());
  await page.getByRole("button", { name: "Copy Callback URL" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue());
  await expect(page.getByRole("button", { name: "Send a test message" })).toBeVisible();
  await expect(page.getByText("+62 811 0000 0090")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/owner-whatsapp-desktop.png", fullPage: true });
});

test("a customer turns order messages by WhatsApp off on the account page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, freshPhone(), WHATSAPP_BRAND, "/account");
  const section = page.getByRole("region", { name: "WhatsApp messages" });
  const toggle = section.getByRole("switch", { name: "Get order updates on WhatsApp" });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(page.getByText("Order updates will come by SMS.")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/account-whatsapp-phone.png" });
  await page.reload();
  await expect(
    page.getByRole("switch", { name: "Get order updates on WhatsApp" }),
  ).not.toBeChecked();
  // The demo sends its order messages by SMS: no switch there.
  await page.goto(site("demo", "/account"));
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByRole("switch", { name: /WhatsApp/ })).toHaveCount(0);
});

test.describe("in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID" });

  test("the owner reads it at phone size and removes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_OWNER_PHONE, WHATSAPP_BRAND, "/owner?tab=whatsapp");
    const form = page.getByRole("form", { name: "Akun WhatsApp Business Anda" });
    await expect(form.getByText(/^Tersimpan: EAAG…/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Pesan bulan \w+ \d{4}$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salin Token verifikasi" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/owner-whatsapp-phone-id.png", fullPage: true });
    await page
      .getByRole("region", { name: "Di Meta: webhook Anda" })
      .screenshot({ path: "test-results/owner-whatsapp-phone-meta-id.png" });

    await page.getByRole("button", { name: "Hapus WhatsApp" }).click();
    const dialog = page.getByRole("dialog", { name: "Hapus WhatsApp?" });
    await dialog.getByRole("button", { name: "Hapus" }).click();
    await expect(page.getByText("WhatsApp dihapus. Pesan dikirim lewat SMS.")).toBeVisible();
    await expect(page.getByText("Belum ada akun. Semua pesan dikirim lewat SMS.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Kirim pesan uji" })).toHaveCount(0);
  });
});
