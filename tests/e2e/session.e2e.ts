import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LOCALE_COOKIE } from "../../src/domain/locale";
import { authClient } from "../support/auth-client";
import { bar, basketAtCheckout } from "./journey";
import {
  E2E_ID_TOKEN_TTL_SECONDS,
  freshPhone,
  routeChunks,
  signIn,
  site,
  skipNameQuestion,
  TEST_CODE,
} from "./site";

// Issue 14: a customer's page outlives its id token, a session that ends, a slow network while
// signing in, and parts of a page that fail to load.

const pastTheToken = (E2E_ID_TOKEN_TTL_SECONDS + 2) * 1000;
const checkoutButton = /^Checkout · /;
const receipt = fs.readFileSync(path.join(process.cwd(), "tests/fixtures/receipt.png"));

test("a page open longer than the id token lives still places the order", async ({ page }) => {
  test.slow(); // it waits out the e2e server's short token on purpose
  await signIn(page);
  await basketAtCheckout(page, "Pay at outlet");
  // Browsing on with the app's own links keeps the token fetched when the page loaded.
  await page.getByRole("link", { name: "Back" }).first().click();
  await page.waitForTimeout(pastTheToken);
  await bar(page)
    .getByRole("link", { name: /Checkout/ })
    .click();
  await page.getByRole("button", { name: checkoutButton }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\//);
  await expect(page.getByRole("heading", { name: "We received your order" })).toBeVisible();
});

test("a token the server refuses is renewed and the call retried once", async ({ page }) => {
  test.slow();
  // This device's clock stands still, so the page believes its token is fresh; the server,
  // on real time, answers 401 and the page must renew and retry by itself.
  await page.clock.setFixedTime(new Date());
  await signIn(page);
  await basketAtCheckout(page, "Pay at outlet");
  await page.waitForTimeout(pastTheToken);
  const refused = page.waitForResponse(
    (r) => r.url().includes("/customer") && r.request().method() === "POST" && r.status() === 401,
  );
  await page.getByRole("button", { name: checkoutButton }).click();
  await refused;
  await expect(page).toHaveURL(/\/orders\/tracking\//);
  await expect(page.getByRole("heading", { name: "We received your order" })).toBeVisible();
});

test("a session that is gone sends the customer to sign in and back, basket kept", async ({
  page,
}) => {
  const phone = await signIn(page);
  await basketAtCheckout(page, "Pay at outlet");
  const total = await page.getByRole("button", { name: checkoutButton }).textContent();
  // Signed out elsewhere (another tab's Sign out, or the session expired on the server).
  const cookies = await page.context().cookies();
  const ended = await authClient(`http://127.0.0.1:${process.env.KEDAI_E2E_PORT}`).logout({
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
  });
  expect(ended.status).toBe(200);

  await page.getByRole("button", { name: checkoutButton }).click();
  await expect(page).toHaveURL(site("demo", "/auth?next=%2Fcheckout"));
  await expect(page.getByText("You were signed out")).toBeVisible();
  await expect(page.getByText("We could not place your order")).toHaveCount(0);

  await page.getByLabel("PhoneNumber").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Confirmation Code").fill(TEST_CODE);
  await page.getByRole("button", { name: "Verify" }).click();
  await skipNameQuestion(page);
  await expect(page).toHaveURL(site("demo", "/checkout"));
  await expect(page.getByRole("button", { name: checkoutButton })).toHaveText(total!);
});

test("a code typed while the code step is still loading survives", async ({ page }) => {
  // A slow network: the code step's route takes seconds to arrive after Continue.
  await page.route(/\/auth\/verify/, async (route) => {
    if (route.request().headers()["rsc"]) await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.goto(site("demo", "/auth"));
  await page.getByLabel("PhoneNumber").fill(freshPhone());
  await page.getByRole("button", { name: "Continue" }).click();
  const code = page.getByLabel("Confirmation Code");
  await code.fill(TEST_CODE); // typed (or autofilled) the moment the field shows
  await expect(page).toHaveURL(/\/auth\/verify/, { timeout: 10_000 });
  await expect(code).toHaveValue(TEST_CODE);
  await page.getByRole("button", { name: "Verify" }).click();
  await skipNameQuestion(page);
  await expect(page).toHaveURL(site("demo", "/"));
});

// The code step's tree is drawn anew when the page's path under the proxy changes while the step's
// route loads: the brand republished (its revision is in the path), or here the language chosen
// in another tab (the language is in it too). The code typed before stays; and the session read
// the new tree sends, answered "none" only after the code made the session, signs nobody out.
test("a code typed survives the code step being drawn anew", async ({ page }) => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/auth\/verify/, async (route) => {
    if (route.request().headers()["rsc"]) await arrived;
    await route.continue();
  });
  let sessionMade = () => {};
  const made = new Promise<void>((resolve) => (sessionMade = resolve));
  let holdReads = false;
  await page.route(/\/api\/auth\/session$/, async (route) => {
    if (!holdReads) return route.continue();
    // Answered by the server now, before the session exists; delivered once it does.
    const url = new URL(route.request().url());
    const headers = { ...route.request().headers(), host: url.host };
    url.hostname = "127.0.0.1"; // Node does not resolve *.localhost
    const response = await route.fetch({ url: url.toString(), headers });
    await made;
    await route.fulfill({ response });
  });
  await page.goto(site("demo", "/auth"));
  await page.getByLabel("PhoneNumber").fill(freshPhone());
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Confirmation Code").fill(TEST_CODE);
  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: "id", domain: "demo.localhost", path: "/" }]);
  holdReads = true;
  release();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page).toHaveURL(/\/auth\/verify/);
  await expect(page.locator("#otp")).toHaveValue(TEST_CODE);
  const staleRead = page.waitForResponse((r) => r.url().endsWith("/api/auth/session"));
  const created = page.waitForResponse((r) => r.url().endsWith("/api/auth/create-session"));
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await created;
  sessionMade();
  expect((await (await staleRead).json()) as unknown).toMatchObject({ data: null });
  await skipNameQuestion(page);
  // Signed in, and still so once the stale answer has had its moment (it sent the customer back
  // to sign in, /auth?next=…, before: a clean CI run of security.e2e).
  await expect(page).toHaveURL(site("demo", "/"));
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(site("demo", "/"));
  await expect(page.getByRole("link", { name: "Akun" })).toBeVisible();
});

test("a lost chunk of the receipt picker leaves the page standing, with a retry", async ({
  page,
}) => {
  let failing = true;
  // The picker's own chunk (its words are in the page's catalog, not in the chunk).
  await routeChunks(page, (body) =>
    failing && /htmlFor:\s*"proof"/.test(body) ? "abort" : undefined,
  );
  await signIn(page);
  await basketAtCheckout(page, "Bank transfer");
  await page.getByRole("button", { name: checkoutButton }).click();
  await expect(page).toHaveURL(site("demo", "/checkout/payment"));
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bank transfer" })).toBeVisible();
  await expect(page.getByText("Amount Due")).toBeVisible();

  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("Proof of payment")).toBeVisible();
});

test("a receipt picked the moment a slow picker shows is uploaded, kept and sent", async ({
  page,
}) => {
  // Issue 32 item 5 ("the first photo is dropped when its scripts are slow") did not reproduce:
  // neither with the picker's chunk held 3 or 8 s, all chunks held 2 or 6 s on a reload, the CPU
  // slowed 6x on a 50 kB/s network, nor with the service worker on. This holds the slowest case
  // the page still waits for (the picker just inside its ten one-second checks), picks the photo
  // through the file chooser as soon as the picker shows, and waits past those checks.
  test.slow();
  let hold = true;
  await routeChunks(page, (body) =>
    hold && /htmlFor:\s*"proof"/.test(body) ? new Promise((r) => setTimeout(r, 8000)) : undefined,
  );
  await signIn(page);
  await basketAtCheckout(page, "Bank transfer");
  await page.getByRole("button", { name: checkoutButton }).click();
  await expect(page).toHaveURL(site("demo", "/checkout/payment"));
  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel("Proof of payment").click({ timeout: 15_000 });
  hold = false;
  await (await chooser).setFiles({ name: "receipt.png", mimeType: "image/png", buffer: receipt });
  const preview = page.getByRole("img", { name: "Your transfer receipt" });
  await expect(preview).toBeVisible();
  await page.waitForTimeout(4000); // past the widget's last check
  await expect(preview).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\//);
  // The tracking page's chunks may still be in flight through the route: let them go.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a page that fails shows the brand's error page with Back and Reload", async ({ page }) => {
  await signIn(page);
  // An answer the tracking page cannot draw (a broken deploy or proxy in between).
  await page.route("**/api/orders/demo/*", (route) =>
    route.fulfill({
      json: { isErr: false, data: { uid: "broken", deliveryOrPickupTime: "ASAP" } },
    }),
  );
  await page.goto(site("demo", "/orders/tracking/ABCDEFGHJKMNPQRSTUVW"));
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Dapur Kue Demo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await page.unroute("**/api/orders/demo/*");
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("button", { name: "Reload" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});
