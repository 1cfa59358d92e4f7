import { expect, test } from "@playwright/test";
import { basketAtCheckout } from "./journey";
import { signIn, site } from "./site";

// Spec §2 "Tracking page": "While loading it shows a pulsing indicator." Issue 32 item 3: on a slow
// network, opening an order from 'Your Orders' left the list on screen, still, until the server's
// page arrived.
// Which indicator shows depends on what Next.js has fetched before the tap: the page's loading
// state (loading.tsx) once it has prefetched it, the tapped link's own pulse until then. Each case
// is held deterministically below; both name themselves "Loading your order".

test("opening an order whose loading state was prefetched pulses until it arrives", async ({
  page,
}) => {
  await signIn(page);
  await basketAtCheckout(page, "Pay at outlet");
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  const uid = page.url().split("/").pop()!;
  // The page of the order is slow to come. Its prefetch passes (a phone has had the list open a
  // while, and Next.js has fetched the page's loading state meanwhile): the tap waits for it.
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  const isPrefetch = (headers: Record<string, string>) =>
    Boolean(headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]);
  await page.route(`**/orders/tracking/${uid}**`, async (route) => {
    if (!isPrefetch(route.request().headers())) await slow;
    await route.continue();
  });
  const prefetched = page.waitForResponse(
    (r) => r.url().includes(`/orders/tracking/${uid}`) && isPrefetch(r.request().headers()),
  );
  await page.goto(site("demo", "/orders"));
  await prefetched;
  const entry = page.getByRole("listitem").filter({ hasText: `Order #${uid.slice(-6)}` });
  await entry.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("status", { name: "Loading your order" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "We received your order" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading your order" })).toHaveCount(0);
});

test("a tap before the order's page could be prefetched pulses on the link until it arrives", async ({
  page,
}) => {
  await signIn(page);
  await basketAtCheckout(page, "Pay at outlet");
  await page.getByRole("button", { name: /^Checkout · / }).click();
  await expect(page).toHaveURL(/\/orders\/tracking\/[A-Za-z0-9]{20}$/);
  const uid = page.url().split("/").pop()!;
  // Everything of the order's page is held, its prefetches too: nothing of it is on the phone.
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/orders/tracking/${uid}**`, async (route) => {
    await slow;
    await route.continue();
  });
  await page.goto(site("demo", "/orders"));
  const entry = page.getByRole("listitem").filter({ hasText: `Order #${uid.slice(-6)}` });
  const link = entry.getByRole("link", { name: "View Details" });
  await link.click();
  await expect(link.getByRole("status", { name: "Loading your order" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "We received your order" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading your order" })).toHaveCount(0);
});
