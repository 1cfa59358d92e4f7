"use client";

import { useSyncExternalStore } from "react";

// The clock, to the minute: one interval for every status line on the page.
const MINUTE = 60_000;
const subscribe = (tick: () => void) => {
  const id = setInterval(tick, MINUTE / 4);
  return () => clearInterval(id);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
// Pages are cached for everybody: the server never says open or closed, the browser does.
const noTimeOnTheServer = () => null;

/** The minute now in the browser; null while the page comes from the server. */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, noTimeOnTheServer);
}
