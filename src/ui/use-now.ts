"use client";

import { useSyncExternalStore } from "react";

// The clock, to the second, for countdowns: one interval for every countdown on the page.
const SECOND = 1000;
const subscribe = (tick: () => void) => {
  const id = setInterval(tick, SECOND / 4);
  return () => clearInterval(id);
};
const currentSecond = () => Math.floor(Date.now() / SECOND) * SECOND;
const noTimeOnTheServer = () => null;

/** The second now in the browser (ms since the epoch); null while the page comes from the server. */
export function useSecond(): number | null {
  return useSyncExternalStore(subscribe, currentSecond, noTimeOnTheServer);
}

// The clock to the minute, for what changes with the time of day (the board's older orders).
const MINUTE = 60_000;
const subscribeMinutes = (tick: () => void) => {
  const id = setInterval(tick, MINUTE / 4);
  return () => clearInterval(id);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** The minute now in the browser (ms since the epoch); null while the page comes from the server. */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribeMinutes, currentMinute, noTimeOnTheServer);
}
