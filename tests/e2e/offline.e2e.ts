import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { kemang } from "./journey";
import { expectNoSeriousA11yViolations, site } from "./site";

// Issue 17 item 5 on a phone: the brand's manifest and service worker (src/sw/service-worker.ts)
// register in Chromium, the menu opens offline after one visit, and a page that was not kept
// shows the brand's offline page. Private pages and the API are never kept.

test.use({ serviceWorkers: "allow" });

/** The URLs the service worker keeps in one of its caches. */
const kept = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cache);

test("the manifest and the service worker register, and the menu opens offline after one visit", async ({
  page,
  context,
}) => {
  await page.goto(site("demo", "/"));
  await expect(page.getByRole("heading", { name: `Menu at ${kemang.name}` })).toBeVisible();

  // The manifest the page names is the brand's.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  // Fetched by the page: Node does not resolve *.localhost, Chromium does.
  const { manifest, iconType } = await page.evaluate(async (url) => {
    const manifest = (await (await fetch(url)).json()) as {
      name: string;
      icons: { src: string }[];
      start_url: string;
      display: string;
    };
    const icon = await fetch(manifest.icons[0]!.src);
    return { manifest, iconType: icon.headers.get("content-type") };
  }, href!);
  expect(manifest).toMatchObject({ name: "Dapur Kue Demo", start_url: "/", display: "standalone" });
  expect(iconType).toBe("image/png");

  // The worker takes control of the page and keeps the menu and what it needs.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => kept(page, "kedai-pages"), { timeout: 15_000 }).toContain("/");
  await expect
    .poll(async () => (await kept(page, "kedai-static")).length, { timeout: 15_000 })
    .toBeGreaterThan(3);

  // A private page is visited online: the worker passes it by.
  const online = await page.goto(site("demo", "/checkout"));
  expect(online?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Login/Signup" })).toBeVisible();

  await context.setOffline(true);
  await page.goto(site("demo", "/"));
  await expect(page.getByRole("heading", { name: `Menu at ${kemang.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add / }).first()).toBeVisible();

  // A page that was never kept: the brand's offline page, with the way back to the menu.
  await page.goto(site("demo", "/checkout"));
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Open the menu" }).click();
  await expect(page.getByRole("heading", { name: `Menu at ${kemang.name}` })).toBeVisible();

  await context.setOffline(false);
  const pages = await kept(page, "kedai-pages");
  expect(pages.filter((p) => /^\/(checkout|account|orders|auth|staff|api)/.test(p))).toEqual([]);
  const cacheNames = await page.evaluate(() => caches.keys());
  for (const name of cacheNames) {
    const paths = await kept(page, name);
    expect(
      paths.filter((p) => p.startsWith("/api/")),
      name,
    ).toEqual([]);
  }
});
