import "server-only";
import { env } from "./env";
import { trackStream } from "./live/live";
import { takeStreamPlace } from "./stream-limits";

// Server-Sent Events (https://html.spec.whatwg.org/multipage/server-sent-events.html): a response
// that stays open and carries `id:`/`event:`/`data:` blocks. Browsers reconnect by themselves after
// `retry` ms and send the last id they saw as Last-Event-ID.

const HEARTBEAT_MS = 15_000; // a comment line keeps proxies and phones from closing an idle stream

export const RETRY_MS = 3_000;

export interface SseSink {
  send(event: string, data: unknown, id?: number): void;
  close(): void;
}

/** The Last-Event-ID a reconnecting client sent, or 0. */
export function lastEventId(request: Request): number {
  const raw = request.headers.get("last-event-id") ?? "";
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/**
 * Opens a stream. `start` runs once the stream is open and returns its cleanup; the stream ends
 * when the client goes away, when `close` is called, when the server shuts down, or when
 * `stillAllowed` (asked every STREAM_RECHECK_SECONDS) answers false: access is checked for as long as the
 * stream lives, not only when it opens. Past the caps on open streams (per client address and per
 * process) it throws TOO_MANY_STREAMS instead; every way a stream ends gives its place back.
 */
export function eventStream(
  request: Request,
  start: (sink: SseSink) => Promise<() => void>,
  stillAllowed: () => Promise<boolean>,
): Response {
  const release = takeStreamPlace(request);
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let recheck: NodeJS.Timeout | undefined;
  let untrack: (() => void) | undefined;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const finish = () => {
    if (closed) return;
    closed = true;
    release();
    clearInterval(heartbeat);
    clearInterval(recheck);
    untrack?.();
    cleanup?.();
    try {
      controllerRef?.close();
    } catch {
      // already closed by the client going away
    }
  };
  const write = (text: string) => {
    if (closed || !controllerRef) return;
    try {
      controllerRef.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  const sink: SseSink = {
    send(event, data, id) {
      write(
        `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      );
    },
    close: finish,
  };

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controllerRef = controller;
      write(`retry: ${RETRY_MS}\n\n`);
      untrack = trackStream(finish);
      heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      recheck = setInterval(() => {
        stillAllowed().then(
          (allowed) => allowed || finish(),
          () => undefined, // the database is away: keep the stream; the next check decides
        );
      }, env().STREAM_RECHECK_SECONDS * 1000);
      request.signal.addEventListener("abort", finish);
      if (request.signal.aborted) return finish(); // gone before the listener was added
      try {
        const stop = await start(sink);
        if (closed) stop();
        else cleanup = stop;
      } catch {
        finish();
      }
    },
    cancel: finish,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no", // nginx: pass each event on at once
    },
  });
}
