import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { addDays, todayIn } from "@/domain/sales-days";
import { post } from "../support/http";
import { signIn as apiSignIn } from "../support/sessions";
import {
  DEMO_MANAGER_PHONE,
  expectNoSeriousA11yViolations,
  freshPhone,
  KEMANG_STAFF_PHONE,
  signIn,
  site,
  TILL_BRAND,
} from "./site";

// Issue 36 item 5 on the kitchen's tablet (1024 × 768, docs/till.md): two orders paid at the outlet
// (Black Forest slices, 38.000 each); the kitchen takes the money for one before it is ready (Mark
// as paid) and completes the other (paid then); the till shows both in the cash to count; staff
// cannot close the day; Kemang's manager counts 75.000, sees 1.000 short, and confirms the close,
// which prints. On a copy of the demo of its own (TILL_BRAND): no other test's order is in its day.

const HOST = `${TILL_BRAND}.localhost`;
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const api = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;

/** A pickup order at Kemang paid at the outlet, placed by a customer of its own: its number. */
async function placeCashOrder(): Promise<string> {
  const customer = await apiSignIn(api(), freshPhone(), HOST, TILL_BRAND);
  const res = await post(
    api(),
    `/api/orders/${TILL_BRAND}/customer`,
    HOST,
    {
      orderMode: "PICKUP",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      basket: { items: [{ itemId: "black-forest-slice", qty: 1 }] },
      payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    },
    { authorization: `Bearer ${customer.idToken}`, "x-idempotency-key": randomUUID() },
  );
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid.slice(-6);
}

async function tablet(browser: Browser, phone: string, lang = "en"): Promise<Page> {
  const context = await browser.newContext(TABLET);
  await context.addCookies([{ name: "kedai-lang", value: lang, domain: HOST, path: "/" }]);
  const page = await context.newPage();
  await signIn(page, phone, TILL_BRAND);
  return page;
}

test("a cash order completed shows in the till, and the manager counts the cash and closes the day", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const counted = await placeCashOrder();
  const tapped = await placeCashOrder();

  // The kitchen: accepts both, takes the money for one first, completes the other.
  const kitchen = await tablet(browser, KEMANG_STAFF_PHONE);
  await kitchen.goto(site(TILL_BRAND, "/staff"));
  const card = (number: string) => kitchen.getByRole("article", { name: `Order ${number}` });
  for (const number of [counted, tapped])
    await card(number).getByRole("button", { name: "Accept" }).click();
  await card(tapped).getByRole("button", { name: "Mark as paid" }).click();
  await expect(card(tapped)).toContainText("Pay at outlet · Paid");
  await expect(card(tapped).getByRole("button", { name: "Mark as paid" })).toHaveCount(0);
  await card(counted).getByRole("button", { name: "Complete" }).click();
  // Completed, it leaves the day's columns for "Done today" (issue 36 item 7).
  await kitchen.getByRole("tab", { name: /^Done today/ }).click();
  await expect(card(counted)).toHaveAttribute("data-status", "COMPLETED");
  await expect(card(counted)).toContainText("Pay at outlet · Paid");
  await expect(card(counted).getByRole("list", { name: "Timeline" })).toContainText(
    "Payment confirmed",
  );
  await kitchen.screenshot({ path: testInfo.outputPath("till-board.png"), fullPage: true });

  // The till, as the kitchen's staff see it: the day's cash, and no close for them.
  await kitchen.goto(site(TILL_BRAND, "/staff/till"));
  await expect(kitchen.getByRole("heading", { name: "Till", level: 1 })).toBeVisible();
  const outlet = kitchen.getByRole("row", { name: /^Pay at outlet/ });
  await expect(outlet.getByRole("cell").nth(0)).toHaveText("2 · Rp 76.000");
  await expect(outlet.getByRole("cell").nth(1)).toHaveText("2 · Rp 76.000");
  await expect(kitchen.getByTestId("expected-cash")).toHaveText("Rp 76.000");
  await expect(
    kitchen.getByText("Only the branch manager or the owner can close the day."),
  ).toBeVisible();
  await expect(kitchen.getByRole("button", { name: "Confirm close of day" })).toHaveCount(0);
  await expect(kitchen.getByRole("link", { name: "Board", exact: true })).toHaveAttribute(
    "href",
    "/staff",
  );
  await expectNoSeriousA11yViolations(kitchen);
  await kitchen.screenshot({ path: testInfo.outputPath("till-staff.png"), fullPage: true });

  // Kemang's manager counts the drawer: 75.000, as Indonesians write it.
  const manager = await tablet(browser, DEMO_MANAGER_PHONE);
  await manager.goto(site(TILL_BRAND, "/staff/till"));
  await expect(manager.getByTestId("expected-cash")).toHaveText("Rp 76.000");
  // Yesterday: nothing at this copy's Kemang, and not closed; then back to today.
  const yesterday = addDays(todayIn("Asia/Jakarta", new Date()), -1);
  await manager.getByLabel("Day", { exact: true }).fill(yesterday);
  await expect(manager.getByTestId("expected-cash")).toHaveText("Rp 0");
  await expect(manager.getByRole("button", { name: "Confirm close of day" })).toBeVisible();
  await manager.getByRole("button", { name: "Today" }).click();
  await expect(manager.getByTestId("expected-cash")).toHaveText("Rp 76.000");
  await manager.getByLabel("Cash counted").fill("75.000");
  await expect(manager.getByText("= Rp 75.000")).toBeVisible();
  await expect(manager.getByTestId("difference")).toHaveText("Short by Rp 1.000");
  await manager.getByLabel("Note (optional)").fill("Change given to a courier");
  await manager.screenshot({ path: testInfo.outputPath("till-count.png"), fullPage: true });
  await manager.getByRole("button", { name: "Confirm close of day" }).click();

  const close = manager.getByTestId("till-close");
  await expect(close.getByRole("heading", { name: "Day closed" })).toBeVisible();
  await expect(close).toContainText(/Confirmed by Wulan \(manager\) at \d{2}:\d{2}/);
  await expect(close).toContainText("Cash countedRp 75.000");
  await expect(close).toContainText("Short by Rp 1.000");
  await expect(close).toContainText("Change given to a courier");
  await expect(manager.getByLabel("Cash counted")).toHaveCount(0);
  await expectNoSeriousA11yViolations(manager);
  await manager.screenshot({ path: testInfo.outputPath("till-closed.png"), fullPage: true });
  // Printed: the figures and the close, without the page's controls.
  await manager.emulateMedia({ media: "print" });
  await expect(manager.getByRole("navigation", { name: "Staff pages" })).toBeHidden();
  await expect(close.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(close).toBeVisible();
  await manager.screenshot({ path: testInfo.outputPath("till-print.png"), fullPage: true });
  await manager.emulateMedia({ media: "screen" });

  // The kitchen, reading again, sees the day closed; in Bahasa Indonesia too.
  await kitchen.reload();
  await expect(kitchen.getByTestId("till-close")).toContainText("Wulan (manager)");
  const kasir = await tablet(browser, KEMANG_STAFF_PHONE, "id");
  await kasir.goto(site(TILL_BRAND, "/staff/till"));
  await expect(kasir.getByRole("heading", { name: "Kas", level: 1 })).toBeVisible();
  await expect(kasir.getByTestId("till-close")).toContainText("Kurang Rp 1.000");
  await kasir.screenshot({ path: testInfo.outputPath("till-id.png"), fullPage: true });
  for (const page of [kitchen, manager, kasir]) await page.context().close();
});
