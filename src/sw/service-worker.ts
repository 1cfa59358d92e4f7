/// <reference lib="webworker" />
import type { PrecacheEntry, RouteMatchCallbackOptions } from "serwist";
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
} from "serwist";
import { isPublicPagePath, OFFLINE_PATH } from "@/domain/routes";

// The storefront's service worker (issue 17 item 5, docs/offline.md). Built by scripts/lib/build.ts
// with esbuild after `next build` and served at /sw.js on every brand host. What it keeps:
// - the app's own scripts and styles (content-hashed, so kept as they are);
// - brand images (content-hashed too);
// - public pages (the menu, items, the branch selector) as last seen, served when offline;
// - the branded offline page.
// Never kept: anything but GET, the API, and private pages (sign-in, account, checkout, orders,
// staff): a phone that is shared or lost must not hand out someone's orders.

declare const self: ServiceWorkerGlobalScope;
/** The build this worker belongs to (esbuild's `define`): a new build is a new worker. */
declare const KEDAI_BUILD_ID: string;

const STATIC_CACHE = "kedai-static";

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A page load of a public page; not Next.js's flight data for a client-side navigation. */
function isPublicPage({ request, url }: RouteMatchCallbackOptions): boolean {
  return (
    sameOrigin(url) &&
    isPublicPagePath(url.pathname) &&
    !request.headers.has("RSC") &&
    !url.searchParams.has("_rsc")
  );
}

const precacheEntries: PrecacheEntry[] = [{ url: OFFLINE_PATH, revision: KEDAI_BUILD_ID }];

const serwist = new Serwist({
  precacheEntries,
  // A new build takes over at once: its pages name scripts only it has kept.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  cacheId: "kedai",
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 }),
        ],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/media/"),
      handler: new CacheFirst({
        cacheName: "kedai-media",
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 }),
        ],
      }),
    },
    {
      matcher: isPublicPage,
      handler: new NetworkFirst({
        cacheName: "kedai-pages",
        networkTimeoutSeconds: 5,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 30 }),
        ],
      }),
    },
    {
      // Any other page: the network, or the offline page.
      matcher: ({ request, url }) => sameOrigin(url) && request.mode === "navigate",
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === "document" }],
  },
});

/**
 * The offline page's own scripts and styles, kept with it at install: a customer who never
 * opened it online must still get it whole (its scripts hydrate the brand's bar).
 */
async function keepOfflinePageAssets(): Promise<void> {
  const html = await (await fetch(OFFLINE_PATH, { credentials: "same-origin" })).text();
  const assets = new Set(html.match(/\/_next\/static\/[^"'\s)<>]+/g) ?? []);
  await (await caches.open(STATIC_CACHE)).addAll([...assets]);
}

self.addEventListener("install", (event) => event.waitUntil(keepOfflinePageAssets()));
serwist.addEventListeners();
