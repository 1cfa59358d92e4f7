import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { formatMoney } from "@/domain/money";
import type { NumbersReport } from "@/domain/numbers";
import { get, post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import { signIn as apiSignIn } from "../support/sessions";
import {
  DEMO_MANAGER_PHONE,
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  freshPhone,
  KEMANG_STAFF_PHONE,
  NUMBERS_BRAND,
  signIn,
} from "./site";

// Issue 36 item 6 at desktop and phone size: the owner opens Numbers on a shop of this test's own
// (a copy of the demo), reads this week's orders, revenue and best sellers off the page, its charts
// drawn, downloads the CSV and is told of a wrong range next to its field; a manager sees their
// branch's. The figures' counting is numbers.integ.ts's; here they are what the API said before
// the test's orders plus those orders (so a repeat of the test holds).

const HOST = `${NUMBERS_BRAND}.localhost`;
const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;

/** This week's numbers as the API answers them to `phone` (the owner or the manager). */
async function thisWeek(phone: string): Promise<NumbersReport> {
  const who = await apiSignIn(base(), phone, HOST, NUMBERS_BRAND);
  const res = await get(base(), "/api/manage/numbers?range=thisWeek", HOST, who.headers);
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: NumbersReport }>().data;
}

/**
 * A customer's orders of today: 2 Black Forest and a Tiramisu at Kemang (Rp 118.000), a Red Velvet
 * at Menteng (Rp 38.000), and a cheesecake at Kemang cancelled by its kitchen.
 */
async function placeOrders() {
  const customer = await apiSignIn(base(), freshPhone(), HOST, NUMBERS_BRAND);
  const place = async (branch: string, items: [string, number][]) => {
    const res = await post(
      base(),
      `/api/orders/${NUMBERS_BRAND}/customer`,
      HOST,
      pickupOrder(
        branch,
        items.map(([itemId, qty]) => ({ itemId, qty })),
      ),
      { authorization: `Bearer ${customer.idToken}`, "x-idempotency-key": randomUUID() },
    );
    expect(res.status, res.body).toBe(200);
    return res.json<{ data: { uid: string } }>().data.uid;
  };
  await place("kemang", [
    ["black-forest-slice", 2],
    ["tiramisu-slice", 1],
  ]);
  await place("menteng", [["red-velvet-slice", 1]]);
  const cancelled = await place("kemang", [["ny-cheesecake-slice", 1]]);
  const kitchen = await apiSignIn(base(), KEMANG_STAFF_PHONE, HOST, NUMBERS_BRAND);
  const res = await post(
    base(),
    `/api/staff/orders/${cancelled}/status`,
    HOST,
    { status: "CANCELLED", reason: "Sold out" },
    kitchen.headers,
  );
  expect(res.status, res.body).toBe(200);
}

/** A card of the totals: its figure. */
const card = (page: Page, name: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator("xpath=../dd");

const money = (amount: number) => formatMoney(amount, "IDR");

async function openNumbers(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, DEMO_OWNER_PHONE, NUMBERS_BRAND, "/owner?tab=numbers");
  return page;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the owner reads this week's numbers, charts and CSV (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const before = await thisWeek(DEMO_OWNER_PHONE);
    await placeOrders();
    const page = await openNumbers(browser, viewport);
    try {
      await expect(page.getByRole("tab", { name: "Numbers" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("radio", { name: "This week" })).toBeChecked();
      const t = before.total;
      await expect(card(page, "Orders")).toHaveText(String(t.orders + 2));
      await expect(card(page, "Revenue")).toHaveText(money(t.revenue + 156_000));
      await expect(card(page, "Cancelled")).toHaveText(String(t.cancelled + 1));
      await expect(card(page, "New customers")).toHaveText(String(t.newCustomers + 1));
      await expect(page.getByText(/^Orders placed in these days count/)).toBeVisible();
      // Nothing wider than the window: the periods scroll in their own line.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // Every chart drawn, in the shop's colour: days, hours, branches, methods, best sellers.
      await expect(page.locator("svg.recharts-surface")).toHaveCount(5);
      const sellers = page.getByRole("region", { name: "Best sellers" });
      await sellers.getByText("See the figures").click();
      const tiramisu = before.items.find((i) => i.itemId === "tiramisu-slice");
      await expect(sellers.getByRole("row", { name: /^Tiramisu Slice/ })).toHaveText(
        `Tiramisu Slice${(tiramisu?.quantity ?? 0) + 1}${money((tiramisu?.revenue ?? 0) + 42_000)}`,
      );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `test-results/numbers-${viewport.width}.png`,
        fullPage: true,
      });

      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      const file = await downloading;
      const report = await thisWeek(DEMO_OWNER_PHONE);
      expect(file.suggestedFilename()).toBe(
        `${NUMBERS_BRAND}-numbers-${report.from}-to-${report.to}.csv`,
      );
      const text = fs.readFileSync((await file.path())!, "utf8");
      expect(
        text.startsWith(`\uFEFFNumbers,${report.from},${report.to},All branches,IDR\r\n`),
      ).toBe(true);
      expect(text).toContain(`\r\nOrders,${report.total.orders}\r\n`);
      expect(text).toContain(`\r\nRevenue,${report.total.revenue}\r\n`);
      expect(text).toContain("\r\nPay at outlet,");

      // A chosen range: an end before the start is said next to the end, and nothing asked.
      await page.getByRole("radio", { name: "Choose dates" }).check();
      await page.getByLabel("To", { exact: true }).fill("2020-01-01");
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await expect(page.getByText("The end date must not be before the start date.")).toBeVisible();
      await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    } finally {
      await page.context().close();
    }
  });
}

test("a manager's numbers are their branch's", async ({ browser }) => {
  const before = await thisWeek(DEMO_MANAGER_PHONE);
  expect(before.branches.map((b) => b.id)).toEqual(["kemang"]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signIn(page, DEMO_MANAGER_PHONE, NUMBERS_BRAND, "/owner?tab=numbers");
    await expect(page.getByRole("tab", { name: "Numbers" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(card(page, "Orders")).toHaveText(String(before.total.orders));
    // One branch: nothing to choose, no chart of branches.
    await expect(page.getByLabel("Branch", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Sales per branch" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test.describe("in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID", viewport: { width: 390, height: 844 } });

  test("the Numbers page speaks the owner's language", async ({ page }) => {
    await signIn(page, DEMO_OWNER_PHONE, NUMBERS_BRAND, "/owner?tab=numbers");
    await expect(page.getByRole("tab", { name: "Laporan" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("radio", { name: "Minggu ini" })).toBeChecked();
    await page.getByRole("radio", { name: "30 hari terakhir" }).check();
    await expect(card(page, "Pesanan")).toBeVisible();
    await expect(card(page, "Rata-rata per pesanan")).toHaveText(/^Rp\s?[\d.]+$/);
    await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/numbers-id.png", fullPage: true });
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Unduh CSV" }).click();
    const text = fs.readFileSync((await (await downloading).path())!, "utf8");
    expect(text.startsWith("\uFEFFLaporan penjualan,")).toBe(true);
    expect(text).toContain("\r\nRingkasan\r\nKeterangan,Nilai\r\nPesanan,");
    expect(text).toContain("\r\nBayar di outlet,");
  });
});
