"use client";

import { useEffect, useRef, useState } from "react";

/** How often a page re-reads by plain requests while its live stream is down. */
export const POLL_WHILE_OFFLINE_MS = 10_000;
/** Longest wait before opening a refused stream again. */
export const MAX_REOPEN_MS = 300_000;

/**
 * The wait before the `refusals`-th new stream (1, 2, …) after the server refused one: 10 s,
 * doubling up to 5 min, each somewhere in its upper half, so the pages a full server turned away
 * (503 TOO_MANY_STREAMS, issue 31 item 7) do not all come back at once.
 */
export function reopenDelay(refusals: number, random = Math.random()): number {
  const ceiling = Math.min(MAX_REOPEN_MS, POLL_WHILE_OFFLINE_MS * 2 ** Math.max(0, refusals - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

/**
 * Listens to a Server-Sent Events stream (same origin, the session cookie). The browser's
 * EventSource reconnects by itself after a dropped connection, sending Last-Event-ID; when the
 * server refuses the stream outright (EventSource gives up: a 401, a 503 past the stream caps), this
 * opens a new one after reopenDelay(), waiting longer after each refusal in a row.
 * `live` is false while the stream is down: callers poll meanwhile.
 */
export function useEventStream(
  url: string | null,
  handlers: Record<string, (data: unknown) => void>,
  onOpen?: () => void,
): { live: boolean } {
  const [live, setLive] = useState(false);
  const handlersRef = useRef(handlers);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    handlersRef.current = handlers;
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let refusals = 0;
    const open = () => {
      source = new EventSource(url);
      source.onopen = () => {
        refusals = 0;
        setLive(true);
        onOpenRef.current?.();
      };
      source.onerror = () => {
        setLive(false);
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(open, reopenDelay(++refusals));
        }
      };
      for (const name of Object.keys(handlersRef.current)) {
        source.addEventListener(name, (event) => {
          try {
            handlersRef.current[name]?.(JSON.parse((event as MessageEvent<string>).data));
          } catch {
            // a malformed message is skipped; the next one or a poll brings the state
          }
        });
      }
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [url]);

  return { live };
}
