// Issue 35 items 2 and 6: what a shop that is not open shows and refuses. Its customers see one
// page ("opening soon", or "unavailable for now") in place of the menu, search engines index
// nothing, and no order is taken; its owner and staff still reach their pages, and see the
// storefront itself as a preview (decision 0039).
import type { Refusal } from "./order-check";
import type { ShopState } from "./shop-state";
import { OFFLINE_PATH } from "./routes";

/**
 * How a shop's pages are rendered: its state, or a closed shop's storefront as its owner and staff
 * see it. Part of each page's internal path (src/server/page-path.ts), so a change of state never
 * serves a page rendered in the old one.
 */
export const SITE_VIEWS = [
  "open",
  "setup",
  "suspended",
  "setup-preview",
  "suspended-preview",
] as const;
export type SiteView = (typeof SITE_VIEWS)[number];

export function siteView(state: ShopState, staff: boolean): SiteView {
  if (state === "open") return "open";
  return staff ? `${state}-preview` : state;
}

/** The page customers of a closed shop get instead of the one they asked for (its internal path). */
export const CLOSED_SHOP_PAGE = "/shop-closed";

/**
 * Pages a closed shop still serves everyone: signing in (its owner must), a customer's account
 * and earlier orders, the staff's board and the owner's console.
 */
const STILL_SERVED = [
  "/auth",
  "/account",
  "/orders",
  "/staff",
  "/owner",
  "/simulator",
  OFFLINE_PATH,
];

/** The page a visitor of `view` gets for `pathname`: the closed page in place of the storefront. */
export function pageInView(view: SiteView, pathname: string): string {
  if (view !== "setup" && view !== "suspended") return pathname;
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return STILL_SERVED.some(under) ? pathname : CLOSED_SHOP_PAGE;
}

/**
 * The view a visitor of a `state` shop gets for `pathname`: its staff's preview only in place of
 * the closed page (the storefront itself); the pages everyone still gets (sign-in, the console)
 * are rendered once for all.
 */
export function viewOfPage(state: ShopState, staff: boolean, pathname: string): SiteView {
  const plain = siteView(state, false);
  return staff && pageInView(plain, pathname) === CLOSED_SHOP_PAGE ? siteView(state, true) : plain;
}

/** Whether a customer of a `state` shop gets the closed page for `pathname`. */
export const closesPage = (state: ShopState, pathname: string): boolean =>
  pageInView(siteView(state, false), pathname) === CLOSED_SHOP_PAGE;

/** The state of a shop whose pages `view` renders. */
export const stateOfView = (view: SiteView): ShopState =>
  view === "open" ? "open" : view.startsWith("setup") ? "setup" : "suspended";

/** Why a shop takes no order (or payment) now; null when it takes them. */
export function closedShopRefusal(state: ShopState): Refusal | null {
  if (state === "setup")
    return { code: "SHOP_NOT_OPEN", message: "This shop is not open yet: it takes no orders." };
  if (state === "suspended")
    return {
      code: "SHOP_SUSPENDED",
      message: "This shop is unavailable for now: it takes no orders.",
    };
  return null;
}
