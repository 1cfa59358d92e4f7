import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { get, post } from "../support/http";
import { signIn as apiSignIn } from "../support/sessions";
import { BRANCH_COOKIE } from "@/domain/routes";
import { bar } from "./journey";
import {
  BRANCHES_BRAND,
  DEMO_OWNER_PHONE,
  expectNoSeriousA11yViolations,
  KOPI_OWNER_PHONE,
  signIn,
  site,
} from "./site";

// Issue 35 item 3: the owner adds a branch with the place search, closes it for now (customers
// see it closed in the branch list and on its menu), reopens it, and removes it after the dialog
// names who leaves with it. At phone size, and once at desktop size.

const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;
const HOST = `${BRANCHES_BRAND}.localhost`;
/** A number the test puts on the new branch's team through the API, to be named on removal. */
const BAKER = "+6281100000481";

async function addBranch(page: Page, name: string) {
  await page.getByRole("button", { name: "Add a branch" }).click();
  await expect(page.getByRole("heading", { name: "Add a branch" })).toBeVisible();
  // Saved empty: each problem next to its field, nothing sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Give the branch a name.")).toBeVisible();
  await expect(
    page.getByText("Find the address and pick it, so the map point deliveries are measured from"),
  ).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.screenshot({
    path: `test-results/branch-add-empty-${page.viewportSize()!.width}.png`,
    fullPage: true,
  });
  await page.getByRole("textbox", { name: "Phone number" }).fill("+62 21 8888 8888");
  await page.getByLabel("Find the address").fill("Cibubur Junction");
  await page.getByRole("button", { name: "Find the address" }).click();
  await page.getByRole("button", { name: /^Cibubur Junction/ }).click();
  await expect(page.getByText(/On the map at -6\.\d+, 106\.\d+/)).toBeVisible();
  await expect(page.getByLabel("City")).not.toHaveValue("");
  // The brand has a menu per branch: the first is offered by default.
  await expect(page.getByLabel("Menu it sells")).toHaveValue("main");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/branch-add-${page.viewportSize()!.width}.png` });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. Customers see it now.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeVisible();
}

/** Puts a baker on the branch's team only (as People would), for the removal dialog to name. */
async function addBaker(branchId: string) {
  const owner = await apiSignIn(base(), DEMO_OWNER_PHONE, HOST, BRANCHES_BRAND);
  const headers = { ...owner.headers, origin: `http://${HOST}` };
  const { data } = (await get(base(), "/api/owner/brand", HOST, headers)).json<{
    data: { revision: number; document: { staff: unknown[] } };
  }>();
  data.document.staff.push({
    phoneNumber: BAKER,
    name: "Tono the baker",
    role: "staff",
    branchIds: [branchId],
  });
  const saved = await post(
    base(),
    "/api/owner/brand",
    HOST,
    { base: data.revision, document: data.document },
    headers,
  );
  expect(saved.status, saved.body).toBe(200);
}

/** A customer's store selector, and the branch's menu, in a context of their own. */
async function customerSees(browser: Browser, id: string, name: string, line: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(site(BRANCHES_BRAND, "/"));
    await bar(page)
      .getByRole("link", { name: /Choose a location|Pickup|Delivery/ })
      .click();
    // The branch's line in the list says so (its choice is described by it).
    await expect(page.getByRole("radio", { name: new RegExp(name) })).toHaveAccessibleDescription(
      new RegExp(line),
    );
    await page.getByRole("radio", { name: new RegExp(name) }).check();
    await expect(
      page.getByText(`${name} is closed for now. Please choose another branch.`),
    ).toBeVisible();
    await page.screenshot({ path: "test-results/branch-closed-selector.png", fullPage: true });
    // Its menu, as a customer who chose it before sees it.
    await context.addCookies([{ name: BRANCH_COOKIE, value: id, domain: HOST, path: "/" }]);
    await page.goto(site(BRANCHES_BRAND, "/"));
    await expect(page.getByRole("heading", { name, exact: false }).first()).toBeVisible();
    await expect(page.getByText(line)).toBeVisible();
    await page.screenshot({ path: "test-results/branch-closed-menu.png" });
  } finally {
    await context.close();
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test("the owner adds a branch, closes it for now, reopens it and removes it (phone)", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Dapur Kue Cibubur ${Date.now() % 100_000}`;
  const id = name.toLowerCase().replace(/ /g, "-");
  await signIn(page, DEMO_OWNER_PHONE, BRANCHES_BRAND, "/owner?tab=branches");
  await addBranch(page, name);

  // Close it for now, with the reason customers see.
  await page.getByRole("button", { name: `Close for now ${name}` }).click();
  const close = page.getByRole("dialog", { name: `Close ${name} for now` });
  await expect(close.getByText("cannot order from it, now or for later")).toBeVisible();
  await close.getByLabel("Reason customers see (optional)").fill("Renovasi");
  await page.screenshot({ path: "test-results/branch-close-dialog.png" });
  await close.getByRole("button", { name: "Close branch" }).click();
  await expect(close).toBeHidden();
  await expect(page.getByText("Closed for now · Renovasi")).toBeVisible();
  await page.screenshot({ path: "test-results/branch-list-closed.png", fullPage: true });

  await customerSees(browser, id, name, "Closed for now · Renovasi");

  await page.getByRole("button", { name: `Reopen ${name}` }).click();
  await expect(page.getByRole("button", { name: `Close for now ${name}` })).toBeVisible();
  await expect(page.getByText("Closed for now · Renovasi")).toBeHidden();

  // Remove it: the dialog names who leaves with it before the owner confirms.
  await addBaker(id);
  await page.reload();
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  const remove = page.getByRole("dialog", { name: `Remove ${name}?` });
  await expect(remove.getByText("It has no open orders.")).toBeVisible();
  await expect(remove.getByText(/they leave your team.*Tono the baker \(staff\)/)).toBeVisible();
  await expect(remove.getByText("You can bring it back from History.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/branch-remove-dialog.png" });
  await remove.getByRole("button", { name: "Remove branch" }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeHidden();
  await page.getByRole("tab", { name: "People" }).click();
  await expect(page.getByText("Tono the baker")).toBeHidden();
});

test.describe("at desktop size", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the owner adds a branch and removes it", async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Dapur Kue Cibubur Desk ${Date.now() % 100_000}`;
    await signIn(page, DEMO_OWNER_PHONE, BRANCHES_BRAND, "/owner?tab=branches");
    await addBranch(page, name);
    await page.screenshot({ path: "test-results/branch-list-desktop.png" });
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    const remove = page.getByRole("dialog", { name: `Remove ${name}?` });
    await expect(remove.getByText("Nobody on your team works only here.")).toBeVisible();
    await remove.getByRole("button", { name: "Remove branch" }).click();
    await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeHidden();
  });

  test("a shop's only branch cannot be removed, and the dialog says why", async ({ page }) => {
    await signIn(page, KOPI_OWNER_PHONE, "kopi", "/owner?tab=branches");
    await page.getByRole("button", { name: /^Remove / }).click();
    const remove = page.getByRole("dialog", { name: /^Remove .*\?$/ });
    await expect(
      remove.getByText(/is your only branch\. A shop sells from at least one/),
    ).toBeVisible();
    await expect(remove.getByRole("button", { name: "Remove branch" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/branch-remove-last-desktop.png" });
  });
});
