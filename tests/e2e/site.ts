import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIResponse, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { signIn as apiSignIn } from "../support/sessions";

/** The code of every test number (AUTH_TEST_PHONE_NUMBERS of the e2e server); nothing is sent. */
export const TEST_CODE = "12345";
/** The e2e server's id token life: short, so pages renew it (session.e2e.ts). */
export const E2E_ID_TOKEN_TTL_SECONDS = 10;
/** Test numbers: each test takes its own with freshPhone(), so tests and repeats share nothing. */
export const TEST_PHONE_POOL = Array.from(
  { length: 300 },
  (_, i) => `+62812${String(i).padStart(8, "0")}`,
);
/** Dapur Kemang's kitchen in brands/demo.json: staff of the Kemang branch. */
export const KEMANG_STAFF_PHONE = "+6281100000091";
/** Sari, the demo brand's owner (brands/demo.json): the owner console. */
export const DEMO_OWNER_PHONE = "+6281100000090";
/** Wulan, the demo brand's manager of Kemang (brands/demo.json): a manager's console. */
export const DEMO_MANAGER_PHONE = "+6281100000097";
/**
 * Kopi Kita's owner (brands/kopi.json), for the Brand page's test, clear of demo's console tests.
 * A test number already: the hours brand's staff member (tests/support/hours-brand.ts) too.
 */
export const KOPI_OWNER_PHONE = "+6281100000093";
/** An ordinary number: its code goes through the console SMS provider's outbox (security.e2e.ts). */
export const OUTBOX_PHONE = "+6281100000077";

/** The platform's operator (PLATFORM_OPERATORS of the e2e server): platform-console.e2e.ts. */
export const PLATFORM_OPERATOR_PHONE = "+6281100000081";
/** A shop platform-console.e2e.ts suspends and resumes, which no other test orders from. */
export const SUSPENDED_BRAND = "jeda";
/** A copy of the demo whose branches owner-branch-changes.e2e.ts adds and removes. */
export const BRANCHES_BRAND = "cabang";
/** A copy of the demo whose Kemang till till.e2e.ts closes: no other test's order is in its day. */
export const TILL_BRAND = "kasir";
/** A copy of the demo whose board board-tablet.e2e.ts fills, pauses and marks sold out. */
export const BOARD_BRAND = "papan";
export const SUSPENDED_BRAND_NAME = "Toko Jeda";

/** A brand with a long menu (tests/support/big-menu.ts: sections of 25), for menu.e2e.ts. */
export const LONG_MENU_BRAND = "panjang";
/** A brand whose branch `shut` is closed today and `always` is open (tests/support/hours-brand.ts). */
export const HOURS_BRAND = "jam";
export const LONG_MENU_ITEMS = 300;
/** A brand for the menu import's test alone (tests/support/sheet-brand.ts). */
export const SHEET_BRAND = "lembar";
/** A brand with a pickup-only branch and an item one branch hides (tests/support/offer-brand.ts). */
export const OFFER_BRAND = "ambil";
/** A brand whose owner sets ordering ahead (tests/support/ahead-brand.ts). */
export const AHEAD_BRAND = "muka";
/** A copy of the demo (its owner, manager and staff) whose numbers numbers.e2e.ts reads. */
export const NUMBERS_BRAND = "angka";
/** A cake shop whose orders only production.e2e.ts places (tests/support/production-brand.ts). */
export const PRODUCTION_BRAND = "produksi";
/** A copy of the demo whose WhatsApp the owner sets and removes (owner-whatsapp.e2e.ts). */
export const WHATSAPP_BRAND = "pesan";
/** A copy of the demo whose couriers the owner sets and removes (owner-couriers.e2e.ts). */
export const COURIERS_BRAND = "kurir";
/** A copy of the demo whose promotions the owner creates (owner-promotions.e2e.ts). */
export const PROMOTIONS_BRAND = "promosi";

/** A brand's storefront URL: Chromium resolves *.localhost to loopback by itself. */
export function site(brand: string, path = "/"): string {
  const port = process.env.KEDAI_E2E_PORT;
  if (!port) throw new Error("KEDAI_E2E_PORT is not set: run through playwright.config.ts");
  return `http://${brand}.localhost:${port}${path}`;
}

export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast fading in or out is half-drawn: axe would measure its colours mid-blend. Waiting for
  // running animations to end is not enough, since a toast's 5 s timer can start its exit during
  // the analysis (a CI run caught one so). So for the analysis every animation and transition
  // takes no time: an entering toast is drawn whole, a leaving one is gone.
  const still = await page.addStyleTag({
    content:
      "*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;" +
      " transition-duration: 0s !important; transition-delay: 0s !important; }",
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  await still.evaluate((style) => (style as ChildNode).remove());
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/**
 * A test number no other test of this run has had, across workers and `--repeat-each`: claimed
 * by creating a file named after it in the server's data folder (an atomic `wx` open).
 */
export function freshPhone(): string {
  const dataDir = process.env.KEDAI_E2E_DATA_DIR;
  if (!dataDir) throw new Error("KEDAI_E2E_DATA_DIR is not set: run through playwright.config.ts");
  const claimed = path.join(dataDir, "e2e-claimed-phones");
  fs.mkdirSync(claimed, { recursive: true });
  for (const phone of TEST_PHONE_POOL) {
    try {
      fs.writeFileSync(path.join(claimed, phone), "", { flag: "wx" });
      return phone;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error("every test number is taken: make TEST_PHONE_POOL longer");
}

/**
 * Signs a number in without the sign-in pages (those are auth.e2e.ts's business): the real API
 * makes the session, its cookie goes into the browser, and the page opens on `path` signed in.
 */
export async function signIn(
  page: Page,
  phone = freshPhone(),
  brand = "demo",
  path = "/",
): Promise<string> {
  const port = process.env.KEDAI_E2E_PORT;
  const host = `${brand}.localhost`;
  const session = await apiSignIn(`http://127.0.0.1:${port}`, phone, host, brand);
  const split = session.cookie.indexOf("=");
  await page.context().addCookies([
    {
      name: session.cookie.slice(0, split),
      value: session.cookie.slice(split + 1),
      domain: host,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await page.goto(site(brand, path));
  await expect(page.getByRole("link", { name: /^(Account|Akun)$/ })).toBeVisible();
  return phone;
}

/** Signs a number in through the pages, as a customer does, ending where `next` leads. */
export async function signInThroughPages(
  page: Page,
  phone: string,
  code: () => string | undefined,
  brand = "demo",
): Promise<void> {
  await page.goto(site(brand, "/auth"));
  await page.getByLabel("PhoneNumber").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Confirmation Code")).toBeVisible();
  let sent: string | undefined;
  await expect.poll(() => (sent = code()), { message: "the code never arrived" }).toBeTruthy();
  await page.getByLabel("Confirmation Code").fill(sent!);
  await page.getByRole("button", { name: "Verify" }).click();
  await skipNameQuestion(page);
  // A hang detector: on a loaded machine the code is checked and the session made in seconds.
  await expect(page).toHaveURL(site(brand, "/"), { timeout: 15_000 });
}

/**
 * After Verify, a customer the shop has no name for and never asked is asked it once (issue 36
 * item 3, customer-name.e2e.ts): tests about something else skip it. The question is asked on the
 * sign-in page, so the page has not left it yet.
 */
export async function skipNameQuestion(page: Page): Promise<void> {
  // A hang detector, as above: the code checked, the session made and the profile read.
  await page.getByRole("button", { name: /^(Skip|Lewati)$/ }).click({ timeout: 15_000 });
}

/**
 * Looks inside each script chunk the page loads (its source, fetched from 127.0.0.1: Node does not
 * resolve *.localhost) and lets `decide` lose it ("abort"), hold it until a promise settles, or
 * pass it on (anything else).
 */
export async function routeChunks(
  page: Page,
  decide: (body: string) => "abort" | Promise<void> | undefined,
): Promise<void> {
  await page.route("**/_next/static/chunks/**", async (route) => {
    const url = new URL(route.request().url());
    url.hostname = "127.0.0.1";
    let response: APIResponse;
    let body: string;
    try {
      response = await route.fetch({ url: url.toString() });
      body = await response.text();
    } catch (error) {
      // The page moved on while this chunk was fetched (a navigation disposes the requests of the
      // page it leaves): nobody waits for it any more.
      if (/disposed|has been closed|test ended/i.test(String(error))) return;
      throw error;
    }
    const decision = decide(body);
    if (decision === "abort") return route.abort("connectionreset");
    await decision;
    return route.fulfill({ response, body });
  });
}
