"use client";

import { useCallback, useSyncExternalStore } from "react";

const notOnTheServer = () => false;

/** Whether `query` (a CSS media query) matches the browser's window now; false on the server. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, notOnTheServer);
}
