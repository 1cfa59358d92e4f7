import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { dateIn } from "../support/hours-brand";
import { post } from "../support/http";
import { pickupOrder } from "../support/order-bodies";
import {
  PRODUCTION_BRANCHES,
  PRODUCTION_CAKE,
  PRODUCTION_OWNER_PHONE,
  PRODUCTION_STAFF_PHONE,
} from "../support/production-brand";
import type { TestSession } from "../support/sessions";
import { signIn as apiSignIn } from "../support/sessions";
import { expectNoSeriousA11yViolations, freshPhone, PRODUCTION_BRAND, signIn, site } from "./site";

// Issue 36 item 1 on the kitchen's tablet (1024×768): customers order cakes for tomorrow; the
// kitchen opens the production list, sees tomorrow's sums per size with the writing counted and
// the orders under each, the same orders by slot, filters by status, and prints it on A4 (print
// media, looked at). The owner, in Bahasa Indonesia, sees both branches, each on its own sheet.

// The sums are the whole day's of the brand: the orders are placed once, and the tests read them
// in turn, in one worker.
test.describe.configure({ mode: "serial" });

const HOST = `${PRODUCTION_BRAND}.localhost`;
const TOMORROW = dateIn(1); // Jakarta's, the brand's zone
const CAKE = PRODUCTION_CAKE.uid;
const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;

/** A customer's pickup order for tomorrow at `hhmm` (Jakarta), paid at the outlet: its number. */
async function order(
  customer: TestSession,
  branch: string,
  hhmm: string,
  items: { itemId: string; qty: number; choices?: Record<string, string[] | string> }[],
  note = "",
): Promise<string> {
  const res = await post(
    base(),
    `/api/orders/${PRODUCTION_BRAND}/customer`,
    HOST,
    pickupOrder(branch, items, {
      deliveryOrPickupTime: "LATER",
      scheduledFor: `${TOMORROW}T${hhmm}:00+07:00`,
      deliveryNotes: note,
    }),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
  expect(res.status, res.body).toBe(200);
  return res.json<{ data: { uid: string } }>().data.uid.slice(-6);
}

const numbers = {} as Record<"rina" | "plain" | "writing" | "sore", string>;

test.beforeAll(async () => {
  const rina = await apiSignIn(base(), freshPhone(), HOST, PRODUCTION_BRAND);
  const other = await apiSignIn(base(), freshPhone(), HOST, PRODUCTION_BRAND);
  const named = await post(
    base(),
    `/api/me/${rina.uid}/profile`,
    HOST,
    { name: "Rina" },
    rina.headers,
  );
  expect(named.status, named.body).toBe(200);
  numbers.rina = await order(
    rina,
    "pagi",
    "10:00",
    [
      { itemId: CAKE, qty: 2, choices: { size: ["20cm"], writing: "Selamat ulang tahun Rina" } },
      { itemId: "bun", qty: 1 },
    ],
    "atas nama Rina",
  );
  numbers.plain = await order(other, "pagi", "10:00", [
    { itemId: CAKE, qty: 1, choices: { size: ["20cm"] } },
  ]);
  numbers.writing = await order(other, "pagi", "14:00", [
    { itemId: CAKE, qty: 1, choices: { size: ["16cm"], writing: "Happy birthday" } },
  ]);
  numbers.sore = await order(rina, "sore", "09:00", [{ itemId: "bun", qty: 3 }]);
});

/** A landscape tablet signed in as `phone`, on the production list. */
async function tablet(browser: Browser, phone: string, language?: "id"): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  if (language)
    await context.addCookies([{ name: "kedai-lang", value: language, domain: HOST, path: "/" }]);
  const page = await context.newPage();
  await signIn(page, phone, PRODUCTION_BRAND, "/staff/production");
  return page;
}

test("the kitchen's list of tomorrow: sums per size, writing counted, orders under each, by slot, printed", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await tablet(browser, PRODUCTION_STAFF_PHONE);
  await expect(page.getByRole("heading", { name: "Production list", level: 1 })).toBeVisible();
  // Today's list first: nothing is due today.
  await expect(page.getByRole("radio", { name: "Today" })).toBeChecked();
  await expect(page.getByText("Nothing to prepare on this day.")).toBeVisible();

  await page.getByRole("radio", { name: "Tomorrow" }).check();
  await expect(page).toHaveURL(new RegExp(`date=${TOMORROW}`));
  await expect(page.getByLabel("Another day")).toHaveValue(TOMORROW);
  const pagi = page.getByRole("region", { name: "Dapur Pagi" });
  await expect(pagi.getByText("3 orders · 5 items")).toBeVisible();
  // The other branch's order is not this kitchen's.
  await expect(page.getByRole("region", { name: "Dapur Sore" })).toHaveCount(0);

  const sums = pagi.getByRole("article");
  await expect(sums).toHaveCount(3);
  const twenty = pagi.getByRole("article", { name: "3 × Black Forest, 20 cm, writing on 2" });
  await expect(twenty.getByRole("row")).toHaveCount(3); // the header and two orders
  const rinas = twenty.getByRole("row").filter({ hasText: numbers.rina });
  await expect(rinas).toContainText("10:00");
  await expect(rinas).toContainText("Rina");
  await expect(rinas).toContainText("“Selamat ulang tahun Rina”");
  await expect(rinas).toContainText("atas nama Rina");
  await expect(rinas.getByRole("cell").nth(3)).toHaveText("2");
  await expect(twenty.getByRole("row").filter({ hasText: numbers.plain })).toContainText("1");
  const sixteen = pagi.getByRole("article", { name: "1 × Black Forest, 16 cm, writing on 1" });
  await expect(sixteen).toContainText(numbers.writing);
  await expect(sixteen).toContainText("“Happy birthday”");
  await expect(sixteen).toContainText("14:00");
  await expect(pagi.getByRole("article", { name: "1 × Butter Bun" })).toContainText(numbers.rina);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("production-items.png"), fullPage: true });

  // Printed: the list alone, on A4.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "What to list" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Staff pages" })).toBeHidden();
  await expect(page.getByText("Counting: New, Preparing, Ready / on the way")).toBeVisible();
  await expect(twenty).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("production-print.png"), fullPage: true });
  await page.pdf({ path: testInfo.outputPath("production.pdf"), preferCSSPageSize: true });
  await page.emulateMedia({ media: "screen" });

  // By slot: which orders are due when.
  await page.getByRole("radio", { name: "By time slot" }).check();
  await expect(page).toHaveURL(/view=slots/);
  const ten = pagi.getByRole("region", { name: "10:00 · 2 orders" });
  await expect(ten.getByRole("row")).toHaveCount(3);
  await expect(ten.getByRole("row").nth(1)).toContainText(numbers.rina);
  await expect(ten.getByRole("row").nth(1)).toContainText(
    "2 × Black Forest 20 cm · “Selamat ulang tahun Rina”",
  );
  await expect(ten.getByRole("row").nth(2)).toContainText(numbers.plain);
  await expect(pagi.getByRole("region", { name: "14:00 · 1 order" })).toContainText(
    numbers.writing,
  );
  await page.screenshot({ path: testInfo.outputPath("production-slots.png"), fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({
    path: testInfo.outputPath("production-slots-print.png"),
    fullPage: true,
  });
  await page.emulateMedia({ media: "screen" });

  // Only what is accepted: none is yet.
  await page.getByRole("checkbox", { name: "New" }).uncheck();
  await expect(page.getByText("Nothing to prepare on this day.")).toBeVisible();
  await page.getByRole("checkbox", { name: "New" }).check();
  await expect(ten).toBeVisible();
  // The last kind counted stays ticked.
  await page.getByRole("checkbox", { name: "Preparing" }).uncheck();
  await page.getByRole("checkbox", { name: "Ready / on the way" }).uncheck();
  await expect(page.getByRole("checkbox", { name: "New" })).toBeDisabled();

  // Another day, typed; the list keeps its address over a reload.
  await page.getByLabel("Another day").fill(dateIn(2));
  await expect(page.getByText("Nothing to prepare on this day.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Another day")).toHaveValue(dateIn(2));
  await expect(page.getByRole("radio", { name: "By time slot" })).toBeChecked();

  // A day that is no day, from an address typed by hand: said so.
  await page.goto(site(PRODUCTION_BRAND, "/staff/production?date=2026-02-30"));
  await expect(page.getByText("Enter a real date.")).toBeVisible();

  await page.getByRole("link", { name: "Board", exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.context().close();
});

test("the owner's list, in Bahasa Indonesia: both branches, each on its own sheet", async ({
  browser,
}, testInfo) => {
  const page = await tablet(browser, PRODUCTION_OWNER_PHONE, "id");
  await expect(page.getByRole("heading", { name: "Daftar produksi", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "Besok" }).check();
  const [pagi, sore] = PRODUCTION_BRANCHES.map((b) => page.getByRole("region", { name: b.name }));
  await expect(
    pagi!.getByRole("article", { name: "3 × Black Forest, 20 cm, 2 pakai tulisan" }),
  ).toBeVisible();
  await expect(pagi!.getByText("3 pesanan · 5 pcs")).toBeVisible();
  await expect(sore!.getByRole("article", { name: "3 × Butter Bun" })).toContainText(numbers.sore);

  await page.getByLabel("Cabang").selectOption({ label: "Dapur Sore" });
  await expect(pagi!).toHaveCount(0);
  await expect(sore!.getByText("1 pesanan · 3 pcs")).toBeVisible();
  await page.getByLabel("Cabang").selectOption({ label: "Semua cabang saya" });
  await expect(pagi!).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByText("Dihitung: Baru, Diproses, Siap / diantar")).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath("production-owner-print.png"),
    fullPage: true,
  });
  // Each branch starts a sheet of its own: two A4 pages at least.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(2);
  fs.writeFileSync(testInfo.outputPath("production-owner.pdf"), pdf);
  await page.context().close();
});
