import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { OUTBOX_PHONE, signInThroughPages, site } from "./site";

// Issue 8 in the browser: the pages run under their Content-Security-Policy without a single
// violation (Next's scripts carry the response's nonce, or a kept page lists their hashes), no page can be framed, and a customer
// signs in with a real code from the console SMS provider's outbox (the run's log is then checked
// for that code by the global teardown, tests/e2e/global-setup.ts).

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

/** The codes sent to `phone` through the (console) SMS provider's outbox, oldest first. */
function outboxCodesFor(phone: string): string[] {
  const dataDir = process.env.KEDAI_E2E_DATA_DIR;
  if (!dataDir) throw new Error("KEDAI_E2E_DATA_DIR is not set: run through playwright.config.ts");
  const file = path.join(dataDir, "sms-outbox.log");
  if (!fs.existsSync(file)) return [];
  const sent = fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { to: string; message: string })
    .filter((m) => m.to === phone);
  return sent.flatMap((m) => /\b(\d{5})\b/.exec(m.message)?.[1] ?? []);
}

test("pages run under their CSP without a violation, signed out and signed in", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto(site("demo", "/"));
  const policy = response?.headers()["content-security-policy"] ?? "";
  // Rendered for this answer (a nonce), or kept by the edge's page cache (hashes): see below.
  expect(policy).toMatch(/script-src 'self' ('nonce-[\w+/=]+' 'strict-dynamic'|'sha256-[\w+/=]+')/);
  expect(policy).not.toContain("unsafe-eval");
  // Hydrated: the store selector opens from the bottom bar (a click handled by React).
  await page
    .locator("div.fixed.bottom-0")
    .getByRole("link", { name: /Choose a location/ })
    .click();
  await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();

  // Signing in with a code that really went out through the (console) SMS provider.
  // Another run's (--repeat-each) earlier code is not this one: wait for a new entry.
  const earlier = outboxCodesFor(OUTBOX_PHONE).length;
  await signInThroughPages(page, OUTBOX_PHONE, () => outboxCodesFor(OUTBOX_PHONE)[earlier]);

  for (const where of ["/account", "/orders", "/checkout"]) {
    await page.goto(site("demo", where));
    await page.waitForLoadState("networkidle");
  }
  expect(await violations()).toEqual([]);
});

test("a page answered from the edge's page cache runs under its hashed policy", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  let policy = "";
  // The first answer is rendered (a nonce); once compressed, the edge answers with the kept page.
  await expect
    .poll(
      async () => {
        const res = await page.goto(site("demo", "/"));
        policy = res?.headers()["content-security-policy"] ?? "";
        return res?.headers().etag ?? "";
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toContain("nonce-");
  // Hydrated, and Next.js loads the next page's code and data under it.
  await page
    .locator("div.fixed.bottom-0")
    .getByRole("link", { name: /Choose a location/ })
    .click();
  await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("no page can be put in a frame, the staff board included", async ({ page }) => {
  for (const where of ["/staff", "/"]) {
    const res = await page.goto(site("demo", where)); // the browser resolves *.localhost itself
    expect(res?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res?.headers()["x-frame-options"]).toBe("DENY");
  }
  // A shop page of another origin tries to embed demo's staff board: Chromium refuses to render
  // it and shows its own error page in the frame instead.
  await page.goto(site("kopi", "/"));
  await page.evaluate(
    (src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      document.body.append(frame);
    },
    site("demo", "/staff"),
  );
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url() ?? "",
      {
        timeout: 10_000,
      },
    )
    .toMatch(/^chrome-error:/);
});
