import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { brandImport } from "../support/brand-files";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import { signIn as apiSignIn } from "../support/sessions";
import {
  SETUP_CUSTOMER_PHONE,
  SETUP_ITEM,
  SETUP_OWNER_PHONE,
  setupBrand,
} from "../support/setup-brand";
import type { StatefulServer } from "../support/shop-state";
import { inSetup, startStatefulServer, suspended, writeShop } from "../support/shop-state";
import { storeBasketOnce } from "./journey";
import { expectNoSeriousA11yViolations } from "./site";

/**
 * Waits until no toast is shown: on a phone a toast covers the top of the page, the console's tabs
 * among them, and a pointer resting on it keeps it there (react-hot-toast pauses on hover).
 */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0, {
    timeout: 15_000,
  });
}

// Issue 35 item 2 at phone size and on a desktop: a shop being set up shows its customers
// "Opening soon"; its owner opens the console on the set-up checklist, does the missing steps
// from its links (a price, a way to pay), previews the storefront and opens the shop; the
// customer then sees the menu and orders. On a server of its own: the shop is put in set-up by SQL
// (tests/support/shop-state.ts), which on PGlite means a restart the shared server cannot take.

test.describe.configure({ mode: "serial" });

let location: TestLocation;
let s: StatefulServer;
const SIZES = [
  { name: "phone", brand: "barusatu", viewport: { width: 390, height: 844 } },
  { name: "desktop", brand: "barudua", viewport: { width: 1280, height: 800 } },
] as const;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  location = await freshLocation("e2e-shop-setup");
  s = await startStatefulServer(location, {
    AUTH_TEST_PHONE_NUMBERS: [SETUP_OWNER_PHONE, SETUP_CUSTOMER_PHONE]
      .map((n) => `${n}:12345`)
      .join(","),
    OTP_IP_PER_HOUR: "1000",
    OTP_PHONE_COOLDOWN_SECONDS: "0",
  });
  for (const { brand } of SIZES) {
    const imported = brandImport(location, setupBrand(brand));
    if (imported.status !== 0) throw new Error(`importing ${brand}: ${imported.stderr}`);
  }
  await writeShop(
    s,
    SIZES[0].brand,
    SIZES.map(({ brand }) => inSetup(brand)),
  );
});

test.afterAll(async () => {
  await s?.server.stop();
  await location?.dispose();
});

const url = (brand: string, path = "/") => `http://${brand}.localhost:${s.server.port}${path}`;

/** A page of `brand` at `viewport`, signed in as `phone` (the real API makes the session). */
async function signedIn(
  browser: Browser,
  brand: string,
  phone: string,
  size: (typeof SIZES)[number],
) {
  const context = await browser.newContext({ viewport: size.viewport, locale: "en-US" });
  const session = await apiSignIn(
    `http://127.0.0.1:${s.server.port}`,
    phone,
    `${brand}.localhost`,
    brand,
  );
  const at = session.cookie.indexOf("=");
  await context.addCookies([
    {
      name: session.cookie.slice(0, at),
      value: session.cookie.slice(at + 1),
      domain: `${brand}.localhost`,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return context.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/shop-setup-${name}.png`, fullPage: true });

const stepOf = (page: Page, id: string) => page.locator(`[data-step="${id}"]`);

for (const size of SIZES) {
  test(`${size.name}: the owner completes the checklist and opens; a customer then orders`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const { brand } = size;

    // A customer first: the shop is opening soon, in its own look.
    const customer = await signedIn(browser, brand, SETUP_CUSTOMER_PHONE, size);
    await customer.goto(url(brand));
    await expect(customer.getByRole("heading", { name: "Opening soon" })).toBeVisible();
    await expect(customer.getByText(`Toko ${brand}`, { exact: true })).toBeVisible();
    await expect(customer.getByText(SETUP_ITEM.name)).toHaveCount(0);
    await expect(customer.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expectNoSeriousA11yViolations(customer);
    await shot(customer, `${size.name}-opening-soon`);

    // The owner's console opens on the checklist.
    const owner = await signedIn(browser, brand, SETUP_OWNER_PHONE, size);
    await owner.goto(url(brand, "/owner"));
    await expect(owner.getByRole("tab", { name: "Set up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(owner.getByRole("heading", { name: "Set up your shop" })).toBeVisible();
    await expect(owner.getByText("3 of 7 steps done")).toBeVisible();
    const open = owner.getByRole("button", { name: "Open the shop" });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription(
      "Finish the required steps to open the shop: Your menu, How customers pay.",
    );
    await expectNoSeriousA11yViolations(owner);
    await shot(owner, `${size.name}-checklist`);

    // The menu step's link leads to the menu, where the item gets its price.
    await stepOf(owner, "menu")
      .getByRole("link", { name: /^Go to Menu/ })
      .click();
    await owner.getByRole("button", { name: `Edit ${SETUP_ITEM.name}` }).click();
    const form = owner.getByRole("dialog", { name: `Edit ${SETUP_ITEM.name}` });
    await form.getByLabel("Price (IDR)").fill("15000");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();

    await toastsGone(owner);
    await owner.getByRole("tab", { name: "Set up" }).click();
    await expect(stepOf(owner, "menu").getByText("Done", { exact: true })).toBeVisible();

    // The payment step's link leads to Delivery & payment, where pay at outlet is turned on.
    await stepOf(owner, "payment")
      .getByRole("link", { name: /^Go to Delivery & payment/ })
      .click();
    await owner.getByRole("switch", { name: "Pay at outlet" }).click();
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      owner.getByText("Saved. Customers see it once you open the shop.").last(),
    ).toBeVisible();

    await toastsGone(owner);
    await owner.getByRole("tab", { name: "Set up" }).click();
    await expect(stepOf(owner, "payment").getByText("Done", { exact: true })).toBeVisible();

    // The preview: the storefront as customers will see it, said to be a preview.
    const [preview] = await Promise.all([
      owner.context().waitForEvent("page"),
      owner.getByRole("link", { name: /Preview your shop/ }).click(),
    ]);
    await expect(preview.getByText(/^Preview: your customers see/)).toBeVisible();
    await expect(preview.getByText(SETUP_ITEM.name).first()).toBeVisible();
    await expectNoSeriousA11yViolations(preview);
    await shot(preview, `${size.name}-preview`);
    await preview.close();
    await expect(owner.getByText("6 of 7 steps done")).toBeVisible();
    await expect(open).toBeEnabled();
    await shot(owner, `${size.name}-ready`);

    await open.click();
    await expect(owner.getByText("Your shop is open!")).toBeVisible();
    await expect(owner.getByRole("tab", { name: "Set up" })).toHaveCount(0);

    // The customer now sees the menu, and orders.
    await customer.reload();
    await expect(customer.getByText(SETUP_ITEM.name).first()).toBeVisible();
    await expect(customer.getByRole("heading", { name: "Opening soon" })).toHaveCount(0);
    await storeBasketOnce(
      customer,
      { selectedBranchId: "one", orderMode: "PICKUP", items: [{ itemId: SETUP_ITEM.uid, qty: 1 }] },
      brand,
    );
    await customer.goto(url(brand, "/checkout"));
    await expect(customer.getByRole("heading", { name: "Pickup from" })).toBeVisible();
    await customer.getByRole("button", { name: "Choose payment method" }).click();
    await customer
      .getByRole("dialog", { name: "Payment method" })
      .getByRole("button", { name: "Pay at outlet" })
      .click();
    await customer.getByRole("button", { name: /^Checkout · / }).click();
    await expect(customer).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
    await expect(customer.getByRole("heading", { name: "We received your order" })).toBeVisible();
    await shot(customer, `${size.name}-ordered`);
    await owner.context().close();
    await customer.context().close();
  });
}

test("a suspended shop says so to customers; its owner's console says why", async ({ browser }) => {
  test.setTimeout(180_000);
  const size = SIZES[0];
  const { brand } = size;
  await writeShop(s, brand, [suspended(brand, "Unpaid platform fees")]);
  const customer = await signedIn(browser, brand, SETUP_CUSTOMER_PHONE, size);
  await customer.goto(url(brand));
  await expect(customer.getByRole("heading", { name: "Unavailable for now" })).toBeVisible();
  await expect(customer.getByText("Unpaid platform fees")).toHaveCount(0);
  await expect(customer.getByText(SETUP_ITEM.name)).toHaveCount(0);
  await expectNoSeriousA11yViolations(customer);
  await shot(customer, "suspended-storefront");

  const owner = await signedIn(browser, brand, SETUP_OWNER_PHONE, size);
  await owner.goto(url(brand, "/owner"));
  const banner = owner.getByRole("alert").filter({ hasText: "Your shop is suspended" });
  await expect(banner).toBeVisible();
  await expect(banner.getByText("Reason given: Unpaid platform fees")).toBeVisible();
  await expect(owner.getByRole("tab", { name: "Set up" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(owner);
  await shot(owner, "suspended-console");
  await owner.context().close();
  await customer.context().close();
});
