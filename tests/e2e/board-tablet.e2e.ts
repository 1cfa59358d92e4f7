import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { OrderStatus } from "@/domain/order";
import { OPEN_STATUSES } from "@/domain/order-status";
import { LATER_AFTER_HOURS } from "@/domain/staff-board";
import { calendarDay, localDate, wallClockInstant } from "@/domain/time";
import { apiClient } from "../support/api-client";
import { signIn as apiSignIn } from "../support/sessions";
import {
  BOARD_BRAND,
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  freshPhone,
  signIn,
} from "./site";

// Issue 36 item 7 on the kitchen's tablet, in landscape (1024×768) and portrait (820×1180): the
// orders come first, in columns by status; the branch controls open in a sheet from the top bar,
// whose pause shows there; the accepted orders for later wait under Later, by day. The owner sees
// three branches with 40 items marked sold out: before, their controls filled the screen above the
// first order. The board is a copy of the demo's of its own (BOARD_BRAND): it marks half the menu
// sold out and pauses branches, which would stop other tests ordering.

const TZ = "Asia/Jakarta";
const KEMANG = "Dapur Kue Demo Kemang";
const HOST = `${BOARD_BRAND}.localhost`;
const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;
const api = apiClient(base, HOST);

/** The orders placed, by their part in the test: their ids. */
const placed: Record<string, string> = {};
/** The day four days on (YYYY-MM-DD in Jakarta): a day of the orders for later named by its date. */
let inFourDays = "";
/** A slot later today, past the Later window, when the clock leaves one (before about 20:00). */
let laterToday: string | null = null;

const label = (key: string) => `Order ${placed[key]!.slice(-6)}`;
const labelId = (key: string) => `Pesanan ${placed[key]!.slice(-6)}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Called by their session cookies: the setup outlasts the e2e server's 10-second id tokens.
  const customer = await apiSignIn(base(), freshPhone(), HOST, BOARD_BRAND);
  const owner = await apiSignIn(base(), DEMO_OWNER_PHONE, HOST, BOARD_BRAND);
  const setStatus = async (orderId: string, status: OrderStatus, reason?: string) =>
    (
      await api.staff.changeStatus({
        params: { orderId },
        body: { status, reason },
        as: owner,
        cookie: true,
      })
    ).data();

  // The board as an earlier run (--repeat-each) left it: its open orders cancelled, its branches
  // taking orders, nothing sold out.
  const before = (await api.staff.board({ as: owner, cookie: true })).data();
  for (const o of before.orders)
    if (OPEN_STATUSES.includes(o.status)) await setStatus(o.uid, "CANCELLED", "A new test run");
  for (const b of before.branches) {
    (
      await api.staff.pauseBranch({
        params: { branchId: b.id },
        body: { for: null },
        as: owner,
        cookie: true,
      })
    ).data();
    for (const { itemId } of b.soldOut)
      (
        await api.staff.markSoldOut({
          params: { branchId: b.id },
          body: { itemId, for: null },
          as: owner,
          cookie: true,
        })
      ).data();
  }

  const now = new Date();
  const today = localDate(now, TZ);
  const dayAfter = (days: number) =>
    localDate(new Date(wallClockInstant(today, 12 * 60, TZ).getTime() + days * 86_400_000), TZ);
  inFourDays = dayAfter(4);
  // The first whole hour past the Later window and an hour, if still today (slots run to 23:30).
  const slot = new Date(
    Math.ceil((now.getTime() + (LATER_AFTER_HOURS + 1) * 3_600_000) / 3_600_000) * 3_600_000,
  );
  if (localDate(slot, TZ) === today) laterToday = slot.toISOString();

  const order = async (key: string, scheduledFor: string | null, statuses: OrderStatus[] = []) => {
    const answer = await api.orders.placeOrder({
      params: { brandId: BOARD_BRAND },
      body: {
        orderMode: "PICKUP",
        selectedBranchId: "kemang",
        deliveryOrPickupTime: scheduledFor ? "LATER" : "NOW",
        scheduledFor,
        basket: { currency: "IDR", items: [{ itemId: "black-forest-slice", qty: 1 }] },
        payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
      },
      as: customer,
      cookie: true,
      headers: { "x-idempotency-key": randomUUID() },
    });
    placed[key] = answer.data().uid;
    for (const status of statuses) await setStatus(placed[key], status);
  };
  const at = (date: string, clock: string) => `${date}T${clock}:00+07:00`;
  // Placed oldest first: the newest of them, "fresh", heads the New column.
  await order("newForLater", at(dayAfter(2), "10:00"));
  await order("tomorrowLate", at(dayAfter(1), "15:00"), ["ACCEPTED"]);
  await order("tomorrowEarly", at(dayAfter(1), "10:00"), ["ACCEPTED"]);
  await order("far", at(inFourDays, "11:00"), ["ACCEPTED"]);
  if (laterToday) await order("today", laterToday, ["ACCEPTED"]);
  await order("cooking", null, ["ACCEPTED"]);
  await order("ready", null, ["ACCEPTED", "READY"]);
  await order("done", null, ["ACCEPTED", "READY", "COMPLETED"]);
  for (let i = 1; i <= 4; i++) await order(`new${i}`, null);
  await order("fresh", null);

  // Thirteen items sold out until back at each of the owner's three branches, one for today.
  const marks: [string, string[]][] = [
    ["kemang", ["red-velvet-slice", "tiramisu-slice", "ny-cheesecake-slice", "klepon", "nastar"]],
    ["menteng", ["red-velvet-slice", "tiramisu-slice", "klepon", "nastar", "kue-lumpur"]],
    ["kelapa-gading", ["red-velvet-slice", "tiramisu-slice", "klepon", "nastar", "onde-onde"]],
  ];
  const more = ["butter-croissant", "almond-croissant", "chocolate-croissant", "banana-bread"];
  const drinks = ["hot-cafe-latte", "hot-chocolate", "teh-tarik", "strawberry-milk"];
  const mark = async (branchId: string, itemId: string, length: "untilBack" | "today") =>
    (
      await api.staff.markSoldOut({
        params: { branchId },
        body: { itemId, for: length },
        as: owner,
        cookie: true,
      })
    ).data();
  for (const [branchId, items] of marks)
    for (const itemId of [...items, ...more, ...drinks]) await mark(branchId, itemId, "untilBack");
  await mark("kemang", "fudgy-brownies", "today");
});

/** The page itself does not scroll: only the columns do. */
const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the screen");
  return box;
}

test("landscape: the orders first, in columns by status; the branches in a sheet; later by day", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO_OWNER_PHONE, BOARD_BRAND, "/staff");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    const columns = {
      New: page.getByRole("region", { name: "New (6)" }),
      Preparing: page.getByRole("region", { name: "Preparing (1)" }),
      Ready: page.getByRole("region", { name: "Ready / on the way (1)" }),
    };
    for (const column of Object.values(columns)) await expect(column).toBeVisible();
    // Side by side, New first.
    const [n, p, r] = await Promise.all(Object.values(columns).map(boxOf));
    expect(Math.abs(n!.y - p!.y)).toBeLessThan(2);
    expect(Math.abs(p!.y - r!.y)).toBeLessThan(2);
    expect(n!.x).toBeLessThan(p!.x);
    expect(p!.x).toBeLessThan(r!.x);
    expect(n!.x + n!.width).toBeLessThanOrEqual(p!.x);
    // The newest order waiting for Accept heads New, on the screen without scrolling, with the
    // 40 sold-out marks and the three branches a tap away.
    const first = columns.New.getByRole("article").first();
    await expect(first).toHaveAttribute("aria-label", label("fresh"));
    await expect(first.getByRole("button", { name: "Accept" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("40 sold out", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "New order!" })).toHaveText(
      "New order! (6)",
    );
    expect(await pageScrolls(page)).toBe(false);
    // The new order for a later day waits under New for its Accept, its day on the card.
    await expect(columns.New.getByRole("article", { name: label("newForLater") })).toContainText(
      /Later - \w{3} \d{1,2} \w{3}, 10:00/,
    );
    // The kitchen's other columns hold today's work only.
    await expect(columns.Preparing.getByRole("article")).toHaveCount(1);
    await expect(columns.Preparing.getByRole("article", { name: label("cooking") })).toBeVisible();
    await expect(columns.Ready.getByRole("article", { name: label("ready") })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Now (8)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.screenshot({ path: testInfo.outputPath("board-landscape.png") });

    // New scrolls on its own: the last of its cards comes into view, the other columns stay.
    const last = columns.New.getByRole("article").last();
    await expect(last).not.toBeInViewport();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await boxOf(columns.Preparing)).toEqual(p);
    expect(await pageScrolls(page)).toBe(false);

    // The staff's pages, in the top bar.
    const nav = page.getByRole("navigation", { name: "Staff pages" });
    await expect(nav.getByRole("link", { name: "Board" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Production" })).toHaveAttribute(
      "href",
      "/staff/production",
    );
    await expect(nav.getByRole("link", { name: "Till" })).toHaveAttribute("href", "/staff/till");
    await expectNoSeriousA11yViolations(page);

    // The branch sheet: focus moves into it, Kemang is paused, Escape closes it, and the pause
    // stays in view in the top bar.
    const opener = page.getByRole("button", { name: "Branches" });
    await opener.click();
    const sheet = page.getByRole("dialog", { name: "Your branches" });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const kemang = sheet.getByRole("listitem").filter({ hasText: `${KEMANG} ·` });
    await expect(kemang).toContainText(`${KEMANG} · Taking orders`);
    await expect(kemang.getByText("Sold out (14)")).toBeVisible();
    await kemang.getByRole("button", { name: "Pause 30 min" }).click();
    await expect(kemang).toContainText(/Busy: no orders for now until \d\d:\d\d/);
    await page.screenshot({ path: testInfo.outputPath("board-landscape-branches.png") });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(
      page.getByText(new RegExp(`^${KEMANG} paused until \\d\\d:\\d\\d$`)),
    ).toBeVisible();

    // Later: the accepted orders for later, by day, each day's by its slot.
    const laterCount = laterToday ? 4 : 3;
    await page.getByRole("tab", { name: `Later (${laterCount})` }).click();
    await expect(columns.New).toBeHidden();
    const days = page.getByRole("tabpanel").getByRole("region");
    const names = [
      ...(laterToday ? ["Today, later (1)"] : []),
      "Tomorrow (2)",
      `${calendarDay(inFourDays, "en")} (1)`,
    ];
    await expect(days).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(days.nth(i)).toHaveAccessibleName(name);
    if (laterToday)
      await expect(
        page.getByRole("region", { name: "Today, later (1)" }).getByRole("article"),
      ).toHaveAttribute("aria-label", label("today"));
    const tomorrowOrders = page.getByRole("region", { name: "Tomorrow (2)" }).getByRole("article");
    await expect(tomorrowOrders).toHaveCount(2);
    await expect(tomorrowOrders.nth(0)).toHaveAttribute("aria-label", label("tomorrowEarly"));
    await expect(tomorrowOrders.nth(1)).toHaveAttribute("aria-label", label("tomorrowLate"));
    await expect(
      page
        .getByRole("region", { name: `${calendarDay(inFourDays, "en")} (1)` })
        .getByRole("article", { name: label("far") }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("board-landscape-later.png") });

    // Done today: the completed order (and the orders an earlier run left, cancelled).
    await page.getByRole("tab", { name: /^Done today \(\d+\)$/ }).click();
    await expect(
      page.getByRole("region", { name: /^Completed \(\d+\)$/ }).getByRole("article", {
        name: label("done"),
      }),
    ).toBeVisible();

    // Back to Now: Accept moves the newest order to Preparing, soonest due first.
    await page.getByRole("tab", { name: "Now (8)" }).click();
    await first.getByRole("button", { name: "Accept" }).click();
    const preparing = page.getByRole("region", { name: "Preparing (2)" }).getByRole("article");
    await expect(preparing).toHaveCount(2);
    await expect(preparing.nth(0)).toHaveAttribute("aria-label", label("cooking"));
    await expect(preparing.nth(1)).toHaveAttribute("aria-label", label("fresh"));
    await expect(page.getByRole("region", { name: "New (5)" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("portrait, in Bahasa Indonesia: a tab per status, the branch sheet, later by day; a phone too", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  try {
    await context.addCookies([{ name: "kedai-lang", value: "id", domain: HOST, path: "/" }]);
    const page = await context.newPage();
    await signIn(page, DEMO_OWNER_PHONE, BOARD_BRAND, "/staff");
    await expect(page.getByRole("heading", { name: "Pesanan", level: 1 })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Tampilan papan pesanan" }).getByRole("tab");
    await expect(tabs).toHaveText([/^Baru \(\d\)$/, /^Diproses/, /^Siap/, /^Nanti/, /^Beres/]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    // New alone on the screen, its newest order first, without scrolling.
    const newOrders = page.getByRole("region", { name: /^Baru \(\d\)$/ });
    await expect(page.getByRole("region", { name: /^Diproses/ })).toHaveCount(0);
    const first = newOrders.getByRole("article").first();
    await expect(first.getByRole("button", { name: "Terima" })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath("board-portrait.png") });
    await expectNoSeriousA11yViolations(page);
    // Further down the column, the tabs stay in view.
    await newOrders.getByRole("article").last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(tabs.first()).toBeInViewport({ ratio: 1 });

    // Preparing, by its tab (and by the arrow keys, as the tabs pattern has it).
    await tabs.nth(1).click();
    const cooking = page.getByRole("region", { name: /^Diproses/ });
    await expect(cooking.getByRole("article", { name: labelId("cooking") })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(
      page
        .getByRole("region", { name: "Siap / diantar (1)" })
        .getByRole("article", { name: labelId("ready") }),
    ).toBeVisible();

    // Later, by day: tomorrow's two and the one in four days.
    await page.getByRole("tab", { name: /^Nanti/ }).click();
    await expect(page.getByRole("region", { name: "Besok (2)" }).getByRole("article")).toHaveCount(
      2,
    );
    await expect(
      page
        .getByRole("region", { name: `${calendarDay(inFourDays, "id")} (1)` })
        .getByRole("article", { name: labelId("far") }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("board-portrait-later.png") });

    // The branch sheet pauses Kelapa Gading for an hour; the top bar says so.
    await page.getByRole("button", { name: "Cabang", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Cabangmu" });
    const gading = sheet
      .getByRole("listitem")
      .filter({ hasText: "Dapur Kue Demo Kelapa Gading ·" });
    await gading.getByRole("button", { name: "Jeda 1 jam" }).click();
    await expect(gading).toContainText(/Sibuk: tidak menerima pesanan sekarang sampai \d\d\.\d\d/);
    await page.screenshot({ path: testInfo.outputPath("board-portrait-branches.png") });
    await sheet.getByRole("button", { name: "Tutup" }).click();
    await expect(sheet).toBeHidden();
    // Kemang may be paused too (the landscape test): one branch named, or both counted.
    await expect(
      page.getByText(/^(Dapur Kue Demo Kelapa Gading dijeda sampai \d\d\.\d\d|2 cabang dijeda)$/),
    ).toBeVisible();

    // A phone: the same tabs, New's first order on the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await tabs.first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(
      newOrders.getByRole("article").first().getByRole("heading", { level: 3 }),
    ).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("board-phone.png") });
  } finally {
    await context.close();
  }
});
