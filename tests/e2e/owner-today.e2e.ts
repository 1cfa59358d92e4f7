import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { monthSoFar, todayIn } from "@/domain/sales-days";
import { post } from "../support/http";
import { signIn as apiSignIn } from "../support/sessions";
import { DEMO_OWNER_PHONE, expectNoSeriousA11yViolations, freshPhone, signIn } from "./site";

// Issue 19 item 6 at phone size: the owner opens Today, sees the figures per branch with a line
// for all branches, is told of a wrong range next to its field, and downloads this month's orders
// as a CSV file. The figures themselves are owner-today.integ.ts's.

test.use({ viewport: { width: 390, height: 844 } });

async function openToday(page: Page) {
  await signIn(page, DEMO_OWNER_PHONE, "demo", "/owner");
  await page.getByRole("link", { name: /^(Owner console|Konsol pemilik)$/ }).click();
  await page.getByRole("tab", { name: /^(Today|Hari ini)$/ }).click();
}

/** A customer's pickup orders of today, placed through the API (ordering is journey.e2e's). */
async function placeOrders(lines: [branchId: string, qty: number][]) {
  const base = `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;
  const customer = await apiSignIn(base, freshPhone());
  for (const [branchId, qty] of lines) {
    const res = await post(
      base,
      "/api/orders/demo/customer",
      "demo.localhost",
      {
        orderMode: "PICKUP",
        selectedBranchId: branchId,
        deliveryOrPickupTime: "NOW",
        basket: { items: [{ itemId: "black-forest-slice", qty }] },
        payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      },
      { authorization: `Bearer ${customer.idToken}`, "x-idempotency-key": randomUUID() },
    );
    expect(res.status, res.body).toBe(200);
  }
}

test("the owner sees today's figures per branch and downloads this month's orders", async ({
  page,
}) => {
  await placeOrders([
    ["kemang", 2],
    ["menteng", 1],
  ]);
  await openToday(page);
  const today = page.getByRole("table", { name: /^Today / });
  const kemang = today.getByRole("row", { name: /^Dapur Kue Demo Kemang/ });
  await expect(kemang).toBeVisible();
  await expect(kemang.getByRole("cell").first()).not.toHaveText("0");
  await expect(today.getByRole("rowheader", { name: "All branches" })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Last 7 days / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/owner-today.png" });

  const from = page.getByLabel("From", { exact: true });
  const to = page.getByLabel("To", { exact: true });
  const { from: first, to: last } = monthSoFar(todayIn("Asia/Jakarta", new Date()));
  await expect(from).toHaveValue(first);
  await expect(to).toHaveValue(last);

  // An end before the start is refused next to the end, and nothing is downloaded.
  await to.fill("2020-01-01");
  await page.getByRole("button", { name: "Download CSV" }).click();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The end date must not be before the start date.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await to.fill(last);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`demo-orders-${first}-to-${last}.csv`);
  const text = fs.readFileSync((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFFOrder,Order ID,Placed at,")).toBe(true);
  expect(text).toContain(",Pickup,"); // the orders placed above, their mode in English
  expect(text).not.toContain(",Ambil sendiri,");
  expect(text).toContain(",Pay at outlet,");
  await expect(to).toHaveAttribute("aria-invalid", "false");
  await expect(page.getByText(`Downloaded demo-orders-${first}-to-${last}.csv.`)).toBeVisible();
});

test.describe("in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID" });

  test("the Today page speaks the owner's language", async ({ page }) => {
    await openToday(page);
    await expect(page.getByRole("table", { name: /^Hari ini / })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Semua cabang" }).first()).toBeVisible();
    await page.getByLabel("Sampai").fill("2020-01-01");
    await page.getByRole("button", { name: "Unduh CSV" }).click();
    await expect(page.getByText("Tanggal akhir tidak boleh sebelum tanggal mulai.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("heading", { name: "Ekspor pesanan" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/owner-today-id.png" });

    // The file speaks the page's language too: its column names and a pickup's mode.
    await placeOrders([["kemang", 1]]);
    const { from: first, to: last } = monthSoFar(todayIn("Asia/Jakarta", new Date()));
    await page.getByLabel("Sampai").fill(last);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Unduh CSV" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`demo-orders-${first}-to-${last}.csv`);
    const text = fs.readFileSync((await file.path())!, "utf8");
    expect(text.startsWith("\uFEFFPesanan,ID pesanan,Waktu pesan,Untuk nanti,Cabang,")).toBe(true);
    expect(text).toContain(",Ambil sendiri,");
    expect(text).not.toContain(",Pickup,");
    expect(text).toContain(",Bayar di outlet,");
    await expect(
      page.getByText(`demo-orders-${first}-to-${last}.csv sudah diunduh.`),
    ).toBeVisible();
  });
});
