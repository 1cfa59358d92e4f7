import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { staleBefore } from "@/domain/staff-board";
import { seedHistory, withDatabase } from "../support/board-history";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";
import { signIn as apiSignIn } from "../support/sessions";
import {
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  KEMANG_STAFF_PHONE,
  TEST_CODE,
} from "./site";

// Issue 34 item 2 on the kitchen's tablet: a shop whose board has 45 orders of earlier days never
// closed. The board shows today's work and, above it, how many older open orders there are; staff
// open the list, page through it, complete one and cancel another, and the count follows. This
// file starts a server of its own: the older orders are written into its database before it
// starts (an order cannot be placed in the past), which the shared server's cannot be.

const OLDER = 45;
const BRANCHES = [
  { id: "kemang", name: "Dapur Kue Demo Kemang" },
  { id: "menteng", name: "Dapur Kue Demo Menteng" },
  { id: "kelapa-gading", name: "Dapur Kue Demo Kelapa Gading" },
];

let location: TestLocation;
let server: RunningServer;

const settings = {
  AUTH_TEST_PHONE_NUMBERS: [DEMO_OWNER_PHONE, KEMANG_STAFF_PHONE]
    .map((n) => `${n}:${TEST_CODE}`)
    .join(","),
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  location = await freshLocation("e2e-board-older");
  // The first start makes the database and loads the demo brands.
  server = await startServer(location, settings);
  await server.stop();
  const day = 86_400_000;
  await withDatabase(location, (exec) =>
    seedHistory(exec, {
      brandId: "demo",
      branches: BRANCHES,
      orders: OLDER * 10,
      open: OLDER,
      days: 30,
      until: new Date(staleBefore(new Date(), "Asia/Jakarta").getTime() - day),
      customers: 50,
      prefix: "H",
      phoneSeries: 3,
    }),
  );
  server = await startServer(location, settings);
});

test.afterAll(async () => {
  await server?.stop();
  await location?.dispose();
});

/** A tablet in landscape, signed in as `phone`, on the board (its heading: `title`). */
async function board(context: BrowserContext, phone: string, title = "Orders"): Promise<Page> {
  const session = await apiSignIn(server.baseUrl, phone, "demo.localhost", "demo");
  const split = session.cookie.indexOf("=");
  await context.addCookies([
    {
      name: session.cookie.slice(0, split),
      value: session.cookie.slice(split + 1),
      domain: "demo.localhost",
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  const page = await context.newPage();
  await page.goto(`http://demo.localhost:${server.port}/staff`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  return page;
}

test("a branch's staff see their branch's older orders only, in Bahasa Indonesia", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  try {
    await context.addCookies([
      { name: "kedai-lang", value: "id", domain: "demo.localhost", path: "/" },
    ]);
    const page = await board(context, KEMANG_STAFF_PHONE, "Pesanan");
    const banner = page.getByRole("region", { name: "Pesanan lama yang belum selesai" });
    await expect(banner).toContainText("15 pesanan lama belum selesai");
    await banner.getByRole("button", { name: "Periksa pesanan lama" }).click();
    const list = page.getByRole("dialog", { name: "Pesanan lama yang belum selesai" });
    // Kemang's fifteen, on one page: none of the other branches'. (Before the next test closes two.)
    await expect(list.getByRole("article")).toHaveCount(15);
    await expect(list.getByRole("button", { name: "Tampilkan lagi" })).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the owner sees the older open orders counted, pages through them and closes two", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  try {
    const page = await board(context, DEMO_OWNER_PHONE);
    const banner = page.getByRole("region", { name: "Older open orders" });
    await expect(banner).toContainText(`${OLDER} older open orders`);
    // Per branch, for an owner of several: 15 each.
    await expect(banner).toContainText("Dapur Kue Demo Kemang: 15");
    await expect(page.getByText("No orders yet today.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("board-older-banner.png") });

    await banner.getByRole("button", { name: "Review older orders" }).click();
    const list = page.getByRole("dialog", { name: "Older open orders" });
    const cards = list.getByRole("article");
    await expect(cards).toHaveCount(20);
    await list.getByRole("button", { name: "Show more" }).click();
    await expect(cards).toHaveCount(40);
    await list.getByRole("button", { name: "Show more" }).click();
    await expect(cards).toHaveCount(OLDER);
    await expect(list.getByRole("button", { name: "Show more" })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath("board-older-list.png") });

    // One handed over long ago: Complete. The card stays where it is, completed.
    const ready = cards.filter({ has: page.getByRole("button", { name: "Complete" }) }).first();
    const readyName = (await ready.getAttribute("aria-label"))!;
    await ready.getByRole("button", { name: "Complete" }).click();
    const completed = list.getByRole("article", { name: readyName });
    await expect(completed).toHaveAttribute("data-status", "COMPLETED");
    await expect(completed.getByRole("button")).toHaveCount(0);
    await expect(banner).toContainText(`${OLDER - 1} older open orders`);

    // One never collected: Cancel, with a reason.
    const open = cards.filter({ has: page.getByRole("button", { name: "Cancel order" }) }).first();
    const openName = (await open.getAttribute("aria-label"))!;
    await open.getByRole("button", { name: "Cancel order" }).click();
    const why = page.getByRole("dialog", { name: "Cancel this order?" });
    await why.getByLabel("Reason (the customer sees it)").fill("Never collected");
    await why.getByRole("button", { name: "Cancel order" }).click();
    await expect(list.getByRole("article", { name: openName })).toHaveAttribute(
      "data-status",
      "CANCELLED",
    );
    await expect(banner).toContainText(`${OLDER - 2} older open orders`);

    // Neither joins today's board, and the server counts as the board does.
    await list.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: "Older open orders" })).toContainText(
      `${OLDER - 2} older open orders`,
    );
  } finally {
    await context.close();
  }
});
