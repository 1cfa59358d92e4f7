"use client";

import { useEffect, useRef, useState } from "react";

/** How often a page re-reads by plain requests while its live stream is down. */
export const POLL_WHILE_OFFLINE_MS = 10_000;

/**
 * Listens to a Server-Sent Events stream (same origin, the session cookie). The browser's
 * EventSource reconnects by itself after a dropped connection, sending Last-Event-ID; when the
 * server refuses the stream outright (EventSource gives up), this opens a new one every 10 s.
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
    const open = () => {
      source = new EventSource(url);
      source.onopen = () => {
        setLive(true);
        onOpenRef.current?.();
      };
      source.onerror = () => {
        setLive(false);
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(open, POLL_WHILE_OFFLINE_MS);
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
