// The pages `npm run bench` and `npm run bench:js` measure as a browser loads them (issue 17 item
// 9): home, an item, sign-in, checkout and tracking on the demo brand. The tracking page is a real
// pick-up order's, asked for with its customer's session cookie, so it renders the order
// (issue 16 item 4) as its customer sees it. First-load JS also measures the store selector, the
// customer's orders and account, the staff board and the owner console (issue 34 item 6).
import { randomUUID } from "node:crypto";
import type { Locale } from "../../src/domain/locale";
import { LOCALE_COOKIE } from "../../src/domain/locale";
import { readBrand } from "../../tests/support/brand-files";
import { signIn } from "../../tests/support/sessions";
import { post } from "../../tests/support/http";
import { pickupOrder } from "../../tests/support/order-bodies";

export const BENCH_HOST = "demo.localhost";

/** The bench's customer: the server must list it in AUTH_TEST_PHONE_NUMBERS with code 12345. */
export const BENCH_PHONE = "+6281100000077";
export const BENCH_AUTH_NUMBERS = `${BENCH_PHONE}:12345`;

/** The demo's first item, on the first branch's menu: the item page and the tracked order. */
export const DEMO_ITEM = (() => {
  const demo = readBrand("brands/demo.json");
  const branch = demo.branches[0] as { id: string; menuId: string };
  const menu = demo.menus.find((m: { id: string }) => m.id === branch.menuId);
  return { branchId: branch.id, uid: menu.sections[0].items[0].uid as string };
})();

export interface TrackedOrder {
  /** The tracking page's path. */
  path: string;
  /** The customer's `kedai_session=…` pair, as the browser sends it back. */
  cookie: string;
}

/** Signs the bench's customer in on the demo brand and places one order of the first item. */
export async function placeTrackedOrder(baseUrl: string): Promise<TrackedOrder> {
  const customer = await signIn(baseUrl, BENCH_PHONE);
  const placed = await post(
    baseUrl,
    "/api/orders/demo/customer",
    BENCH_HOST,
    pickupOrder(DEMO_ITEM.branchId, [{ itemId: DEMO_ITEM.uid, qty: 1 }]),
    { ...customer.headers, "x-idempotency-key": randomUUID() },
  );
  if (placed.status !== 200) throw new Error(`placing the tracked order: ${placed.body}`);
  const uid = placed.json<{ data: { uid: string } }>().data.uid;
  return { path: `/orders/tracking/${uid}`, cookie: customer.cookie };
}

export interface BenchPage {
  name:
    | "home"
    | "item"
    | "store"
    | "sign-in"
    | "checkout"
    | "tracking"
    | "orders"
    | "account"
    | "board"
    | "console";
  path: string;
  /**
   * For search engines, so SEO counts: home and items. Sign-in, checkout and tracking are private
   * (they are to carry noindex): their SEO is shown, not a target.
   */
  public: boolean;
  /** The Cookie pairs the page needs besides the language's. */
  cookie?: string;
}

/** In the order the bench prints them; checkout with an empty basket. */
export function benchPages(tracked: TrackedOrder): BenchPage[] {
  return [
    { name: "home", path: "/", public: true },
    { name: "item", path: `/p/${DEMO_ITEM.uid}`, public: true },
    { name: "sign-in", path: "/auth", public: false },
    { name: "checkout", path: "/checkout", public: false },
    { name: "tracking", path: tracked.path, public: false, cookie: tracked.cookie },
  ];
}

/**
 * The pages whose first-load JS is measured: the pages above, and the store selector, the
 * customer's orders and account (with the customer's cookie), the staff board and the owner
 * console. The board and the console draw their content after the page has read the session, so
 * their HTML and scripts are the same for anyone.
 */
export function jsPages(tracked: TrackedOrder): BenchPage[] {
  return [
    ...benchPages(tracked),
    { name: "store", path: "/store-selector", public: false },
    { name: "orders", path: "/orders", public: false, cookie: tracked.cookie },
    { name: "account", path: "/account", public: false, cookie: tracked.cookie },
    { name: "board", path: "/staff", public: false },
    { name: "console", path: "/owner", public: false },
  ];
}

/**
 * The request headers of `page` in `locale`: the language is chosen by the `kedai-lang` cookie,
 * the customer's choice, which wins over the browser's Accept-Language (src/domain/locale.ts).
 */
export function pageHeaders(page: BenchPage, locale: Locale): Record<string, string> {
  return { cookie: [`${LOCALE_COOKIE}=${locale}`, page.cookie].filter(Boolean).join("; ") };
}

/** The language the HTML says it is in (`<html lang>`), or null. */
export function htmlLang(html: string): string | null {
  return /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? null;
}

/** A page that did not render in the language asked for: the bench's setup is wrong. */
export function wrongLanguage(page: BenchPage, locale: Locale, lang: string | null): Error {
  return new Error(
    `${page.name} (${page.path}) asked for in ${locale} rendered <html lang="${lang ?? ""}">`,
  );
}
