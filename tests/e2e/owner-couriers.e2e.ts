import { expect, test } from "@playwright/test";
import { COURIERS_BRAND, DEMO_OWNER_PHONE, expectNoSeriousA11yViolations, signIn } from "./site";

// Issue 38 item 1 in the browser: the owner sets the shop's couriers up in the console at phone
// size (refusals by field before anything is sent, amounts typed the Indonesian way, the fee rule
// worked on examples, the key masked once saved, what to paste at Biteship, a check of the key
// against the stand-in), then reads it in Indonesian and removes it. On a copy of the demo of its
// own: the demo's delivery stays its own. What the server does is owner-couriers.integ.ts's.

test.describe.configure({ mode: "serial" });

const KEY = "standin-e2e-key-0123456789";
const KEMANG = "Couriers of Dapur Kue Demo Kemang";

test("the owner sets couriers up at phone size", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_OWNER_PHONE, COURIERS_BRAND, "/owner");
  await page.getByRole("tab", { name: "Couriers" }).click();
  await expect(page.getByRole("heading", { name: "Couriers", level: 2 })).toBeVisible();
  const form = page.getByRole("form", { name: "Your Biteship account" });
  await expect(form.getByText(/^No couriers yet\./)).toBeVisible();
  await expect(page.getByText("The header's value shows here once you save.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Webhook URL" })).toHaveValue(
    /^http:\/\/kurir\.localhost:\d+\/api\/couriers\/kurir\/webhook$/,
  );

  // Refused before anything is sent, each under its field.
  const kemang = form.getByRole("group", { name: KEMANG });
  await kemang.getByRole("checkbox", { name: "GoSend Instant" }).check();
  await kemang.getByRole("radio", { name: /^Some minutes before/ }).check();
  const minutes = kemang.getByLabel("Minutes before the order's time");
  await minutes.fill("5");
  await form.getByRole("radio", { name: /^Pay part of it/ }).check();
  const subsidy = form.getByLabel("What you pay towards each delivery");
  await subsidy.fill("2.000,5");
  await form.getByRole("button", { name: "Save couriers" }).click();
  await expect(form.getByText("Paste your Biteship API key to start.")).toBeVisible();
  await expect(form.getByText("Choose whole minutes from 15 to 240.")).toBeVisible();
  await expect(minutes).toHaveAttribute("aria-invalid", "true");
  await expect(subsidy).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Biteship API key").fill(KEY);
  await minutes.fill("45");
  await subsidy.fill("2.000");
  await expect(form.getByText("= Rp 2.000")).toBeVisible();
  // The rule worked on a courier's quote: rounded up to Rp 1.000, less the subsidy.
  await expect(
    form.getByText(
      /A courier asking Rp\s?12\.300: the customer pays Rp\s?11\.000, you pay Rp\s?1\.300\./,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Save couriers" }).click();
  await expect(page.getByText("Couriers saved. Checkout offers them now.")).toBeVisible();

  // Saved: the key masked, its field empty (empty keeps it), the header's secret to copy.
  await expect(form.getByText("Saved: stan…6789. Leave empty to keep it.")).toBeVisible();
  await expect(form.getByLabel("Biteship API key")).toHaveValue("");
  expect(await page.content()).not.toContain(KEY.slice(4, -4));
  await expect(page.getByRole("textbox", { name: "Header name" })).toHaveValue(
    "x-kedai-courier-secret",
  );
  await expect(page.getByRole("textbox", { name: "Header value" })).toHaveValue(/^[\w-]{20,}$/);
  await expect(kemang.getByRole("checkbox", { name: "GoSend Instant" })).toBeChecked();
  await expect(kemang.getByLabel("Minutes before the order's time")).toHaveValue("45");

  await page.getByRole("button", { name: "Check the key" }).click();
  await expect(page.getByText(/^The key works\. Prices now: GoSend Instant Rp/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/owner-couriers-phone.png", fullPage: true });
});

test.describe("in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID" });

  test("the owner reads it and removes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO_OWNER_PHONE, COURIERS_BRAND, "/owner?tab=couriers");
    const form = page.getByRole("form", { name: "Akun Biteship Anda" });
    await expect(
      form.getByText("Tersimpan: stan…6789. Kosongkan untuk tetap memakainya."),
    ).toBeVisible();
    await expect(form.getByRole("radio", { name: /^Tanggung sebagian/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/owner-couriers-desktop-id.png", fullPage: true });

    await page.getByRole("button", { name: "Hapus kurir" }).click();
    const dialog = page.getByRole("dialog", { name: "Hapus kurir?" });
    await dialog.getByRole("button", { name: "Hapus", exact: true }).click();
    await expect(page.getByText("Kurir dihapus.")).toBeVisible();
    await expect(page.getByText(/^Belum ada kurir\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Periksa key" })).toHaveCount(0);
  });
});
