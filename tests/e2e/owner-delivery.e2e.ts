import { expect, test } from "@playwright/test";
import { formatMoney } from "@/domain/money";
import { HOURS_STAFF_PHONE } from "../support/hours-brand";
import { DEMO_OWNER_PHONE, expectNoSeriousA11yViolations, signIn } from "./site";

// Issue 19 item 3 at phone size: the owner's Delivery & payment page. Kopi's owner (brands/kopi.json;
// no other test reads kopi's delivery fees) changes a row's fee, sees the preview of what a customer
// pays change at once, saves, and the store's configs have it; a row whose From is past its To is
// named next to its fields and nothing is saved. The demo's page in Bahasa Indonesia, read only.

/** Kopi Kita's owner: the same test number as the hours brand's staff (global-setup.ts). */
const KOPI_OWNER = HOURS_STAFF_PHONE;
const rp = (n: number) => formatMoney(n, "IDR");

// At 1x, so the screenshots are small enough for docs/owner.md.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

test("the owner changes a delivery fee with a live preview; a bad row is named by its field", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, KOPI_OWNER, "kopi", "/owner");
  await page.getByRole("tab", { name: "Delivery & payment" }).click();
  const method = page.getByRole("region", { name: "Kurir Kopi Kita" });
  const fee = method.getByLabel("Fee (IDR), row 3"); // 4 to 6 km
  await expect(fee).not.toHaveValue("");
  const old = Number(await fee.inputValue()); // 16.000 as seeded; more on a repeat
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
  await expect(fee).toHaveValue(String(fresh));

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
    // A wrong amount, said in Indonesian under its field; the page is left as it was.
    await method.getByLabel("Minimal pesanan (IDR)").fill("-1");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(method.getByText("Isi jumlah 0 atau lebih.")).toBeVisible();
  } finally {
    await context.close();
  }
});
