import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { get, post } from "../support/http";
import { geocoded } from "../support/places";
import { signIn as apiSignIn } from "../support/sessions";
import {
  expectNoSeriousA11yViolations,
  freshPhone,
  KEMANG_STAFF_PHONE,
  signIn,
  site,
} from "./site";

// Issue 32 item 8 on a phone (390×844, as it was seen): the account page's name, message choice,
// recent address, language, copy of the data and deletion, in both languages.

test.use({ viewport: { width: 390, height: 844 } });

const HOST = "demo.localhost";
const base = () => `http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`;

test("the account page: name, messages, an address removed, language, download, delete", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  const me = await apiSignIn(base(), phone, HOST);
  const split = me.cookie.indexOf("=");
  await page.context().addCookies([
    {
      name: me.cookie.slice(0, split),
      value: me.cookie.slice(split + 1),
      domain: HOST,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  // A delivery order of theirs, so a recent address; still open for now.
  const bearer = { authorization: `Bearer ${me.idToken}` };
  const place = await geocoded(base(), HOST);
  const placed = await post(
    base(),
    "/api/orders/demo/customer",
    HOST,
    {
      orderMode: "DELIVERY",
      selectedBranchId: "kemang",
      deliveryOrPickupTime: "NOW",
      deliveryAddress: { ...place, addressDetails: "Rumah hijau, no. 7" },
      deliveryMethod: { humanReadableName: "Kurir Dapur Kue" },
      basket: { currency: "IDR", items: [{ itemId: "black-forest-slice", qty: 1 }] },
      payment: { method: "cashOnDelivery", confirmation: "NOT_REQUIRED" },
    },
    { ...bearer, "x-idempotency-key": randomUUID() },
  );
  expect(placed.status, placed.body).toBe(200);
  const orderId = placed.json<{ data: { uid: string } }>().data.uid;

  await page.goto(site("demo", "/account"));
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();

  // Name
  await page.getByLabel("Your name (optional)").fill("Siti Rahayu");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name is saved.")).toBeVisible();

  // Messages
  const messages = page.getByRole("radiogroup", { name: "Text messages about your orders" });
  await expect(messages.getByRole("radio", { name: "Every update" })).toBeChecked();
  await messages
    .getByRole("radio", { name: "Only the important ones: accepted, ready, cancelled" })
    .check();
  await expect(page.getByText("Message choice saved.")).toBeVisible();

  // The kitchen sees the name on the order's card.
  const board = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await signIn(board, KEMANG_STAFF_PHONE, "demo", "/staff");
  const card = board.getByRole("article", { name: `Order ${orderId.slice(-6)}` });
  await expect(card.getByTestId("customer-name")).toHaveText("Siti Rahayu");
  await card.getByTestId("customer-name").scrollIntoViewIfNeeded();
  await board.screenshot({ path: testInfo.outputPath("board-name-en.png") });
  await board.close();

  // A recent address, removed
  const addresses = page.getByRole("region", { name: "Recent addresses" });
  await expect(addresses.getByText("Rumah hijau, no. 7", { exact: false })).toBeVisible();
  await addresses.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("account-addresses-en.png") });
  await addresses.getByRole("button", { name: `Remove ${place.name}` }).click();
  await expect(addresses.getByText("No recent addresses.")).toBeVisible();

  // Deleting with an order still open is refused, and said so.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account at Dapur Kue Demo?" });
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "An order of yours is still open. You can delete your account once it is completed or cancelled.",
  );
  await page.screenshot({ path: testInfo.outputPath("account-refused-en.png") });
  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("account-en.png"), fullPage: true });

  // The kitchen finishes the order.
  const kitchen = await apiSignIn(base(), KEMANG_STAFF_PHONE, HOST);
  for (const status of ["ACCEPTED", "COMPLETED"]) {
    const moved = await post(
      base(),
      `/api/staff/orders/${orderId}/status`,
      HOST,
      { status },
      {
        authorization: `Bearer ${kitchen.idToken}`,
      },
    );
    expect(moved.status, moved.body).toBe(200);
  }

  // Language: the same page in Indonesian, the choices kept.
  await page.getByRole("radio", { name: "Bahasa Indonesia" }).check();
  await expect(page.getByRole("heading", { name: "Akun", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByLabel("Namamu (opsional)")).toHaveValue("Siti Rahayu");
  await expect(
    page.getByRole("radio", { name: "Yang penting saja: diterima, siap, dibatalkan" }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("account-id.png"), fullPage: true });
  // It sticks: the next page is in it too.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Akun", level: 1 })).toBeVisible();

  // Download my data
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh dataku" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^demo-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(fs.readFileSync((await file.path())!, "utf8")) as {
    customer: { phoneNumber: string };
    profile: { name: string; language: string; messages: string };
    orders: { uid: string }[];
  };
  expect(copy.customer.phoneNumber).toBe(phone);
  expect(copy.profile).toMatchObject({
    name: "Siti Rahayu",
    language: "id",
    messages: "IMPORTANT_ONLY",
  });
  expect(copy.orders.map((o) => o.uid)).toEqual([orderId]);
  await expect(page.getByText(/^Datamu sudah diunduh/)).toBeVisible();

  // Delete my account
  await page.getByRole("button", { name: "Hapus akunku" }).click();
  const ask = page.getByRole("dialog", { name: "Hapus akunmu di Dapur Kue Demo?" });
  await expect(ask).toContainText("Pesanan lamamu tetap ada di pembukuan toko");
  await page.screenshot({ path: testInfo.outputPath("account-delete-id.png") });
  await ask.getByRole("button", { name: "Ya, hapus akunku" }).click();
  await expect(page).toHaveURL(site("demo", "/"), { timeout: 15_000 });
  await expect(page.getByText("Akunmu sudah dihapus.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Akun" })).toHaveCount(0);
  // The session is over on the server too.
  const after = await get(base(), `/api/me/${me.uid}/profile`, HOST, bearer);
  expect(after.status).toBe(401);
  await page.goto(site("demo", "/account"));
  await expect(page).toHaveURL(site("demo", "/auth?next=%2Faccount"));

  // The kitchen keeps the order for its books, without the customer (its board in Indonesian).
  const books = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await books.context().addCookies([{ name: "kedai-lang", value: "id", domain: HOST, path: "/" }]);
  await signIn(books, KEMANG_STAFF_PHONE, "demo", "/staff");
  // Completed today: under "Done today" (issue 36 item 7).
  await books.getByRole("tab", { name: /^Beres hari ini/ }).click();
  const kept = books.getByRole("article", { name: `Pesanan ${orderId.slice(-6)}` });
  await expect(kept).toContainText("Akun dihapus: data pelanggan sudah dihapus");
  await expect(kept).not.toContainText("Siti Rahayu");
  await expect(kept).not.toContainText("Rumah hijau");
  await expect(kept).not.toContainText(phone);
  await kept.scrollIntoViewIfNeeded();
  await books.screenshot({ path: testInfo.outputPath("board-erased-id.png") });
  await books.close();
});

test("on a slow network each action says it is working, and is sent once", async ({ page }) => {
  const phone = freshPhone();
  await signIn(page, phone, "demo", "/account");
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  // Every call of the account's own is held until released: a phone on a weak signal.
  let release = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  await page.route(/\/api\/me\/[^/]+\/(profile|export)$/, async (route) => {
    if (route.request().method() === "GET" && route.request().url().endsWith("/profile"))
      return route.continue();
    sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await held;
    await route.continue();
  });

  await page.getByLabel("Your name (optional)").fill("Budi");
  const save = page.getByRole("button", { name: "Save name" });
  await save.click();
  const saving = page.getByRole("button", { name: "Saving..." });
  await expect(saving).toBeDisabled();
  await saving.click({ force: true }); // a second tap while it is on its way
  release();
  await expect(page.getByText("Your name is saved.")).toBeVisible();
  await expect(save).toBeEnabled();

  held = new Promise<void>((resolve) => (release = resolve));
  await page.getByRole("button", { name: "Download my data" }).click();
  const preparing = page.getByRole("button", { name: "Preparing..." });
  await expect(preparing).toBeDisabled();
  const downloading = page.waitForEvent("download");
  release();
  await downloading;
  await expect(page.getByRole("button", { name: "Download my data" })).toBeEnabled();
  expect(sent.filter((s) => s.startsWith("POST"))).toHaveLength(1);
  expect(sent.filter((s) => s.endsWith("/export"))).toHaveLength(1);
});
