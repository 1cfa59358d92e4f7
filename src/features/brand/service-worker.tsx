"use client";

import { useEffect } from "react";
import { isPublicPagePath } from "@/domain/routes";

/**
 * Registers the service worker (/sw.js; `enabled` in production builds only: under `next dev` a
 * worker would keep scripts that change) once the page has loaded, then hands it what this page already fetched, so that the menu just seen opens
 * offline after one visit (docs/offline.md).
 */
export function ServiceWorker({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    const register = async () => {
      await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
      const { active } = await navigator.serviceWorker.ready;
      const own = (url: string) =>
        url.startsWith(`${location.origin}/_next/static/`) ||
        url.startsWith(`${location.origin}/media/`);
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter(own);
      if (isPublicPagePath(location.pathname)) urls.unshift(location.href);
      active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls } });
    };
    const start = () => {
      // A browser that refuses (private mode, storage full) still has the whole shop online.
      register().catch(() => undefined);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, [enabled]);
  return null;
}
