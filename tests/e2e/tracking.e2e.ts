import { expect, test } from "@playwright/test";
import { basketAtCheckout } from "./journey";
import { signIn, site } from "./site";

// Spec §2 "Tracking page": "While loading it shows a pulsing indicator." Issue 32 item 3: on a slow
// network, opening an order from 'Your Orders' left the list on screen, still, until the server's
// page arrived.
// The indicator shows at once only when Next.js has the page's loading state already (prefetched
// from the list); in a loaded full run the prefetch awaited here was once not the one the tap used,
// and the tap waited on the held page instead. Until the test can tell those prefetches apart, it
// may run again (the issue-32 note says so): a pass still proves the indicator.
test.describe.configure({ retries: 2 });

test("opening an order on a slow network shows the pulsing indicator until it arrives", async ({
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
