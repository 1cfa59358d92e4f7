// The storefront's routes (spec §2) and the redirect rule of §2 "Sign-in screen":
// `next` is honoured only when it starts with one of the known route prefixes.
export const ROUTES = {
  home: "/",
  auth: "/auth",
  /** Sign-in that comes back to `next` (a path with its query) afterwards. */
  signIn: (next: string) => `/auth?next=${encodeURIComponent(next)}`,
  authVerify: "/auth/verify",
  account: "/account",
  item: (id: string) => `/p/${encodeURIComponent(id)}`,
  storeSelector: "/store-selector",
  checkout: "/checkout",
  checkoutPayment: "/checkout/payment",
  orders: "/orders",
  tracking: (orderId: string) => `/orders/tracking/${encodeURIComponent(orderId)}`,
  staff: "/staff",
  /** What to bake and pack for a day, summed per item and choice (issue 36 item 1). */
  staffProduction: "/staff/production",
  /** A branch's till: the day's takings by payment method and its close (issue 36 item 5). */
  staffTill: "/staff/till",
  /** An order's kitchen ticket or customer receipt, laid out for an 80 mm printer (issue 36 item 2). */
  staffPrint: (orderId: string, kind: "ticket" | "receipt") =>
    `/staff/print/${encodeURIComponent(orderId)}?kind=${kind}`,
  owner: "/owner",
  /** The built-in payment simulator's page of a charge (issue 20): no sign-in, never indexed. */
  simulator: (reference: string) => `/simulator/${encodeURIComponent(reference)}`,
} as const;

export const KNOWN_ROUTE_PREFIXES = [
  "/auth",
  "/account",
  "/p",
  "/store-selector",
  "/checkout",
  "/orders",
  "/staff",
  "/owner",
] as const;

const MAX_NEXT_LENGTH = 512;

function startsWithKnownPrefix(path: string): boolean {
  return KNOWN_ROUTE_PREFIXES.some((prefix) => {
    if (!path.startsWith(prefix)) return false;
    const rest = path.slice(prefix.length);
    return rest === "" || /^[/?#]/.test(rest);
  });
}

/**
 * Resolves a `next` destination to a same-origin path, or the fallback.
 * The old client passed bare names such as `next=checkout`; those are read as `/checkout`.
 * Bracketed segments (`/p/[id]`) are filled from `query`; an unfilled one means the fallback.
 */
export function resolveNextPath(
  next: string | null | undefined,
  fallback: string,
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  if (!next || next.length > MAX_NEXT_LENGTH) return fallback;
  let path = next.trim();
  if (!path.startsWith("/")) path = `/${path}`;
  // Protocol-relative and backslash tricks would leave the site.
  if (path.startsWith("//") || path.includes("\\")) return fallback;
  if (!startsWithKnownPrefix(path)) return fallback;
  let unfilled = false;
  path = path.replace(/\[([A-Za-z0-9_]+)\]/g, (_, name: string) => {
    const value = query[name];
    if (!value) {
      unfilled = true;
      return "";
    }
    return encodeURIComponent(value);
  });
  return unfilled ? fallback : path;
}

/** Cookie holding the customer's chosen branch, so the server renders that branch's menu. */
export const BRANCH_COOKIE = "kedai_branch";

/**
 * Pages with a customer's own data or actions on them: never indexed (`noindex`), never kept by
 * the service worker. Everything else a customer can open (the menu, an item, the branch picker)
 * is public and the same for everybody.
 */
export const PRIVATE_ROUTE_PREFIXES = [
  "/auth",
  "/account",
  "/checkout",
  "/orders",
  "/staff",
  "/owner",
];

/** Whether a page path is a public page: the menu, an item page or the branch selector. */
export function isPublicPagePath(pathname: string): boolean {
  if (pathname === ROUTES.home || pathname === OFFLINE_PATH) return true;
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return KNOWN_ROUTE_PREFIXES.some(under) && !PRIVATE_ROUTE_PREFIXES.some(under);
}

/** The branded page the service worker shows when a page cannot be loaded offline. */
export const OFFLINE_PATH = "/offline";

/**
 * The platform's pages a sign-in there may come back to (issue 35): its console and "Open your
 * shop". Anything else, or nothing, is "Open your shop".
 */
export const PLATFORM_ROUTES = { open: "/open", console: "/console", signIn: "/auth" } as const;

export function resolvePlatformNext(next: string | null | undefined): string {
  const path = next?.trim() ?? "";
  const within = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (path.includes("\\") || path.startsWith("//")) return PLATFORM_ROUTES.open;
  return within(PLATFORM_ROUTES.console) && path.length <= 200 ? path : PLATFORM_ROUTES.open;
}
