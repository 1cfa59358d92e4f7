import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { formatMoney } from "@/domain/money";
import { moneyInputText, parseMoneyInput } from "@/domain/money-input";
import {
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  KOPI_OWNER_PHONE,
  signIn,
  site,
} from "./site";

// The owner console's pages that save Kopi Kita (issue 19 items 3 and 4), in one file so that
// they run one after another on one worker: two saves of one brand made at once from the same
// revision are refused as stale (docs/owner.md), and owner.e2e.ts saves demo's at the same time.

test.describe("Brand page", () => {
  // Issue 19 item 4 at phone size: Kopi Kita's owner makes a colour unreadable on the Brand page and
  // is told so next to the field (and nothing is saved), picks a readable one and saves it, and the
  // storefront is drawn in it. On kopi, not demo: owner.e2e saves demo's revisions at the same time
  // (two workers), and a save from an older revision is refused as stale. The soft background is
  // changed, not the main colour (storefront.e2e checks the top bar's), and put back at the end.

  test.use({ viewport: { width: 390, height: 844 } });

  const SAVED = "#E6EFE8"; // brands/kopi.json
  const FAINT = "#555555"; // body text on it: 2.4:1
  const GOOD = "#E3F2FD";

  const brandPage = async (page: Page) => {
    await signIn(page, KOPI_OWNER_PHONE, "kopi", "/owner");
    await page.getByRole("link", { name: "Owner console" }).click();
    await page.getByRole("tab", { name: "Brand" }).click();
    return page.getByRole("region", { name: "Colours" });
  };

  /** In the middle of the screen, clear of the sticky top bar (for the screenshots). */
  const centre = (target: Locator) =>
    target.evaluate((el) => el.scrollIntoView({ block: "center" }));

  const surfaceVariant = (page: Page) =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand-surface-variant").trim(),
    );

  test("an unreadable colour is named at its field; a readable one is saved and shown", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const colours = await brandPage(page);
    const field = colours.getByLabel("Soft background", { exact: true });
    await expect(field).toHaveValue(SAVED);

    await field.fill(FAINT);
    const warning = colours.getByText("Text on this colour is hard to read (2.4:1; needs 4.5:1).");
    await expect(warning).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await colours.getByRole("button", { name: "Save colours" }).click();
    await expect(warning).toBeVisible();
    await expect(page.getByText("Saved. Customers see it now.")).toHaveCount(0);
    await centre(field);
    await page.screenshot({ path: "test-results/owner-brand-unreadable.png" });

    await field.fill(GOOD);
    await expect(warning).toBeHidden();
    await expect(field).toHaveAttribute("aria-invalid", "false");
    await expectNoSeriousA11yViolations(page);
    await centre(colours.getByRole("figure"));
    await page.screenshot({ path: "test-results/owner-brand.png" });
    await colours.getByRole("button", { name: "Save colours" }).click();
    await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();

    // A customer's storefront is drawn in the new colour.
    const shop = await browser.newPage();
    try {
      await shop.goto(site("kopi"));
      await expect.poll(() => surfaceVariant(shop)).toBe(GOOD);
    } finally {
      await shop.close();
    }

    // Kopi as it was, for the tests after this one.
    await expect(field).toHaveValue(GOOD);
    await field.fill(SAVED);
    await colours.getByRole("button", { name: "Save colours" }).click();
    await expect(page.getByText("Saved. Customers see it now.").first()).toBeVisible();
  });

  test("a logo uploads and shows at once; a file that is not an image is refused at its field", async ({
    page,
  }) => {
    await brandPage(page);
    const logo = page.getByRole("region", { name: "Logo" });
    const shown = logo.getByRole("img", { name: "Your logo as customers see it in the top bar" });
    const before = await shown.getAttribute("src");
    const file = logo.getByLabel("Upload a new logo");

    await file.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("hello"),
    });
    await expect(
      logo.getByText("This file is not an image we can read. Choose a PNG, JPG or WebP."),
    ).toBeVisible();
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(shown).toHaveAttribute("src", before!);
    await centre(logo);
    await page.screenshot({ path: "test-results/owner-brand-logo.png" });

    const png = await sharp({
      create: { width: 320, height: 80, channels: 4, background: "#ffffffcc" },
    })
      .png()
      .toBuffer();
    await file.setInputFiles({ name: "new-logo.png", mimeType: "image/png", buffer: png });
    await expect(shown).toHaveAttribute("src", /^\/media\/kopi\/[a-f0-9]{32}\.png$/);
    await expect(file).toHaveAttribute("aria-invalid", "false");
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    // Not saved: the shop keeps its logo for the other tests.
  });

  test.describe("in Bahasa Indonesia", () => {
    test.use({ locale: "id-ID" });

    test("the warnings are in the owner's language", async ({ page }) => {
      await signIn(page, KOPI_OWNER_PHONE, "kopi", "/owner");
      await page.getByRole("link", { name: "Konsol pemilik" }).click();
      await page.getByRole("tab", { name: "Toko" }).click();
      const colours = page.getByRole("region", { name: "Warna" });
      const field = colours.getByLabel("Warna utama", { exact: true });
      await field.fill("#F4A6C0");
      await expect(
        colours.getByText(
          "Harga dan tautan dengan warna ini sulit dibaca di atas putih (1,8:1; minimal 4,5:1).",
        ),
      ).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await centre(field);
      await page.screenshot({ path: "test-results/owner-brand-id.png" });

      // A message naming a word that does not exist is told so under its field, as it is typed.
      const messages = page.getByRole("region", { name: "Pesan ke pelanggan" });
      const accepted = messages.getByLabel("Pesanan diterima", { exact: true });
      await accepted.fill("{brand}: pesanan #{ordr} kami terima");
      await expect(
        messages.getByText(
          "{ordr}: kata ini tidak bisa dipakai. Pakai salah satu kata di daftar atas.",
        ),
      ).toBeVisible();
      await expect(accepted).toHaveAttribute("aria-invalid", "true");
      await accepted.fill("{brand}: pesanan #{order} kami terima");
      await expect(accepted).toHaveAttribute("aria-invalid", "false");
      await expect(
        messages.getByText("Pelanggan menerima: “Kopi Kita: pesanan #A1B2C3 kami terima”"),
      ).toBeVisible();
      await centre(accepted);
      await page.screenshot({ path: "test-results/owner-brand-messages-id.png" });
      // An English message is previewed in English, sample words too (issue 32 item 11: it read
      // "…has been cancelled. Hari ini sudah habis." in an Indonesian console).
      await messages.locator("label", { hasText: "English" }).click(); // its radio is visually hidden
      await expect(
        messages.getByText(
          "Pelanggan menerima: “Kopi Kita: your order #A1B2C3 has been cancelled. Sold out today.”",
        ),
      ).toBeVisible();
    });
  });
});

test.describe("Delivery & payment page", () => {
  // Issue 19 item 3 at phone size: the owner's Delivery & payment page. Kopi's owner (brands/kopi.json;
  // no other test reads kopi's delivery fees) changes a row's fee, sees the preview of what a customer
  // pays change at once, saves, and the store's configs have it; a row whose From is past its To is
  // named next to its fields and nothing is saved. The demo's page in Bahasa Indonesia, read only.

  const rp = (n: number) => formatMoney(n, "IDR");

  // At 1x, so the screenshots are small enough for docs/owner.md.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test("the owner changes a delivery fee with a live preview; a bad row is named by its field", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, KOPI_OWNER_PHONE, "kopi", "/owner");
    await page.getByRole("tab", { name: "Delivery & payment" }).click();
    const method = page.getByRole("region", { name: "Kurir Kopi Kita" });
    const fee = method.getByLabel("Fee (IDR), row 3"); // 4 to 6 km
    await expect(fee).not.toHaveValue("");
    // 16.000 as seeded (written as the storefront writes it); more on a repeat.
    const reading = parseMoneyInput(await fee.inputValue(), "IDR");
    const old = reading.kind === "amount" ? reading.amount : NaN;
    const fresh = old + 1500;
    const revision = (await page.getByText(/^Revision \d+$/).textContent())!;

    // The preview prices with the rows as typed, as the price endpoint would.
    await method.getByLabel("Try a distance (km)").fill("5");
    const preview = method.getByRole("status");
    await expect(preview).toHaveText(`A customer 5 km away pays ${rp(old)}.`);
    await fee.fill(String(fresh));
    await expect(preview).toHaveText(`A customer 5 km away pays ${rp(fresh)}.`);
    await method.getByLabel("Try a distance (km)").fill("9");
    await expect(preview).toHaveText(
      "A customer 9 km away is told: “We can't deliver to your location”.",
    );
    await expectNoSeriousA11yViolations(page);

    // Row 2 from 5 km to 4 km: refused next to its fields, nothing saved.
    const from = method.getByLabel("From (km), row 2");
    await from.fill("5");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(method.getByText("‘From’ must not be more than ‘To’.")).toBeVisible();
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(method.getByLabel("To (km), row 2")).toHaveAttribute("aria-invalid", "true");
    await expect(from).toBeFocused();
    await expect(page.getByText(revision, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await from.evaluate((input) => input.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: "test-results/owner-delivery-refused.png" });

    await from.fill("2");
    await expect(method.getByText("‘From’ must not be more than ‘To’.")).toBeHidden();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();
    const next = `Revision ${Number(revision.replace(/\D/g, "")) + 1}`;
    await expect(page.getByText(next, { exact: true })).toBeVisible();
    await expect(fee).toHaveValue(moneyInputText(fresh));

    // What the storefront reads next (from the page: Chromium resolves *.localhost itself).
    const segments = await page.evaluate(async () => {
      const res = await fetch("/api/store-configs", { cache: "no-store" });
      const { data } = (await res.json()) as {
        data: {
          salesChannels: {
            customerApp: { shippingBlocks: { merchantLevelConfigs: { segments: unknown[] } }[] };
          };
        };
      };
      return data.salesChannels.customerApp.shippingBlocks[0]!.merchantLevelConfigs.segments;
    });
    expect(segments).toEqual([
      { from: 0, to: 2000, price: 8000 },
      { from: 2000, to: 4000, price: 12_000 },
      { from: 4000, to: 6000, price: fresh },
    ]);
  });

  test("the demo's page in Bahasa Indonesia: methods, payments and transfer accounts", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      locale: "id-ID",
    });
    const page = await context.newPage();
    try {
      await signIn(page, DEMO_OWNER_PHONE, "demo", "/owner");
      await page.getByRole("tab", { name: "Antar & bayar" }).click();
      const method = page.getByRole("region", { name: "Kurir Dapur Kue" });
      await expect(method.getByRole("status")).toHaveText(
        `Pelanggan yang berjarak 5 km membayar ongkir ${rp(18_000)}.`,
      );
      await page.screenshot({ path: "test-results/owner-delivery-id.png" });
      await expect(page.getByRole("switch", { name: "Bayar di tempat (COD)" })).toBeChecked();
      const bca = page.getByRole("region", { name: "BCA Transfer" });
      await expect(bca.getByLabel("Isi, baris 3")).toHaveValue("5270 4418 63");
      await expectNoSeriousA11yViolations(page);
      await bca
        .getByRole("radio")
        .first()
        .evaluate((r) => r.scrollIntoView({ block: "center" }));
      await page.screenshot({ path: "test-results/owner-delivery-transfer-id.png" });
      // Issue 31 item 1: a fee typed the Indonesian way is read so and said under it; a fee moved
      // more than tenfold (Rp 10.000 typed as 10) is asked about, and going back sends nothing.
      const fee = method.getByLabel("Ongkir (IDR), baris 1");
      await expect(fee).toHaveValue("10.000");
      await fee.fill("10");
      await expect(method.getByText(`= ${rp(10)}`, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Simpan" }).click();
      const check = page.getByRole("region", { name: "Periksa harga baru" });
      await expect(check).toBeFocused();
      await expect(
        check.getByText(`Kurir Dapur Kue, ongkir baris 1: ${rp(10_000)} → ${rp(10)}`),
      ).toBeVisible();
      await check.getByRole("button", { name: "Kembali dan perbaiki" }).click();
      await expect(check).toBeHidden();
      await fee.fill("Rp 10.000");
      await expect(method.getByText(`= ${rp(10_000)}`)).toBeVisible();
      // A wrong amount, said in Indonesian under its field; the page is left as it was.
      await method.getByLabel("Minimal pesanan (IDR)").fill("-1");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(method.getByText("Isi jumlah 0 atau lebih.")).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("Online payment", () => {
  // Issue 20 at phone size: Kopi Kita's owner turns online payment on at Xendit. Without keys the
  // save is refused on the switch; the keys are pasted into password fields (a public key is named
  // as such), shown masked once saved; the channels are picked and the page saved. Turned off
  // again at the end, so kopi's customers see no online payment in the other tests.

  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  const SECRET_KEY = "xnd_development_S0VEQUktZTJlLWtvcGktMDEyMzQ1Njc4OQ";
  const TOKEN = "e2eKopiCallbackToken0123456789abcdWXYZ";

  test("the owner sets Xendit keys, picks the ways to pay and turns it on", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, KOPI_OWNER_PHONE, "kopi", "/owner");
    await page.getByRole("tab", { name: "Delivery & payment" }).click();
    const online = page.getByRole("region", { name: "Online payment" });
    const on = online.getByRole("switch", { name: "Offered to customers" });
    await online.getByRole("radio", { name: "Xendit" }).check();
    await expect(online.getByRole("radio", { name: "Test simulator" })).toBeVisible();
    const keys = online.getByRole("region", { name: "Your Xendit keys" });

    // No keys yet (a fresh run): turning it on is refused on the switch, and nothing is saved.
    await expect(keys.getByRole("button", { name: /^(Add|Replace) keys$/ })).toBeVisible();
    if (await keys.getByText("No keys yet.", { exact: false }).isVisible()) {
      await on.check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(
        online.getByText("Add your Xendit keys below before turning online payment on."),
      ).toBeVisible();
      await expect(on).toHaveAttribute("aria-invalid", "true");
      await on.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await page.screenshot({ path: "test-results/owner-online-payment-refused.png" });
    }

    await keys.getByRole("button", { name: /^(Add|Replace) keys$/ }).click();
    const secret = keys.getByLabel("Secret key", { exact: true });
    await expect(secret).toHaveAttribute("type", "password");
    await expect(secret).toHaveAttribute("autocomplete", "off");
    await secret.fill("xnd_public_development_S0VEQUktZTJlLWtvcGk");
    await keys.getByLabel("Webhook verification token").fill(TOKEN);
    await secret.press("Enter"); // saves the keys, not the page
    await expect(keys.getByText("This is the public key.", { exact: false })).toBeVisible();
    await expect(secret).toBeFocused();
    await secret.fill(SECRET_KEY);
    await keys.getByRole("button", { name: "Save keys" }).click();
    await expect(page.getByText("Keys saved. The next payment uses them.")).toBeVisible();
    await expect(keys.getByText(`xnd_…${SECRET_KEY.slice(-4)}`)).toBeVisible();
    await expect(keys.getByText("e2eK…WXYZ")).toBeVisible();
    await expect(
      keys.getByText(/^Set \d{1,2} \w{3} by Kopi Kita \(owner\) · Sandbox keys$/),
    ).toBeVisible();
    await expect(page.getByText(SECRET_KEY)).toHaveCount(0);
    await expect(online.getByLabel("Notification URL")).toHaveValue(
      /^http:\/\/kopi\.localhost(:\d+)?\/api\/payments\/xendit\/notifications$/,
    );

    // The ways to pay: kopi's simulator offered all ten, Xendit takes them all; two go.
    await expect(online.getByRole("checkbox", { name: "OVO" })).toBeChecked();
    await online.getByRole("checkbox", { name: "OVO" }).uncheck();
    await online.getByRole("checkbox", { name: "Permata virtual account" }).uncheck();
    await online.getByLabel("Minutes to pay").fill("30");
    await on.check();
    await expectNoSeriousA11yViolations(page);
    await on.evaluate((el) => {
      el.scrollIntoView({ block: "start" });
      window.scrollBy(0, -80); // clear of the sticky top bar
    });
    await page.screenshot({ path: "test-results/owner-online-payment.png" });
    await keys.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: "test-results/owner-online-payment-keys.png" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();
    await expect(on).not.toHaveAttribute("aria-invalid", "true");

    const configs = async () =>
      page.evaluate(async () => {
        const res = await fetch("/api/store-configs", { cache: "no-store" });
        const { data } = (await res.json()) as {
          data: {
            salesChannels: {
              customerApp: { paymentsMethods: { online?: { merchantLevelConfigs: unknown } } };
            };
          };
        };
        return data.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs;
      });
    expect(await configs()).toMatchObject({
      isActive: true,
      provider: "xendit",
      mode: "sandbox",
      channels: ["QRIS", "GOPAY", "DANA", "SHOPEEPAY", "VA_BCA", "VA_BNI", "VA_BRI", "VA_MANDIRI"],
      expiryMinutes: 30,
    });
    expect(JSON.stringify(await configs())).not.toContain("xnd_");

    // Kopi as it was for the other tests: paying online through the simulator, every way (the
    // Xendit keys stay, masked).
    await online.getByRole("radio", { name: "Test simulator" }).check();
    await online.getByRole("checkbox", { name: "OVO" }).check();
    await online.getByRole("checkbox", { name: "Permata virtual account" }).check();
    await online.getByLabel("Minutes to pay").fill("15");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved. Customers see it now.").first()).toBeVisible();
    await expect
      .poll(async () => (await configs()) as { provider?: string; channels?: string[] })
      .toMatchObject({ isActive: true, provider: "simulator", expiryMinutes: 15 });
    expect(((await configs()) as { channels: string[] }).channels).toHaveLength(10);
  });
});
