"use client";

import { useEffect, useState } from "react";
import type { ComponentType } from "react";
import type * as ToasterModule from "./toaster";

// Spec §4/§9: toasts last 5000 ms, at most 20 are kept (react-hot-toast's limit), and a dismissed
// one is removed after 1 s. One helper for the product's four kinds, with an optional heading.
//
// react-hot-toast (./toaster) is not part of a page's first load: <Toasts /> fetches it once the
// page is idle (within 3 s), or at once when a toast is due before that.
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000;
const IDLE_TIMEOUT_MS = 3000;

export type NotifyKind = "success" | "error" | "warn" | "info";

type Toaster = typeof ToasterModule;
let toaster: Promise<Toaster> | null = null;
const onLoad = new Set<(m: Toaster) => void>();

function loadToaster(): Promise<Toaster> {
  toaster ??= import("./toaster").then(
    (m) => {
      for (const listener of onLoad) listener(m);
      return m;
    },
    (error: unknown) => {
      toaster = null; // a chunk lost on a bad network: the next toast tries again
      throw error;
    },
  );
  return toaster;
}

/** Shows a toast (as soon as the toaster is loaded). */
export function notify(kind: NotifyKind, message: string, heading?: string): void {
  loadToaster().then(
    (m) => m.show(kind, message, heading),
    (error: unknown) => console.warn("a toast could not be shown:", message, error),
  );
}

/** Where toasts appear: mounted once, in the storefront's layout. */
export function Toasts() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    const mount = (m: Toaster) => setLoaded(() => m.LoadedToaster);
    onLoad.add(mount);
    void toaster?.then(mount, () => {});
    const load = () => void loadToaster().catch(() => {});
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(load, 0);
    return () => {
      onLoad.delete(mount);
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return Loaded ? <Loaded /> : null;
}
