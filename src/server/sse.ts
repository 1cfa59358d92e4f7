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
  /** Sends an event encoded once for every stream it goes to (`encodeEvent`). */
  sendEncoded(event: Uint8Array): void;
  close(): void;
}

const encoder = new TextEncoder();
const RETRY = encoder.encode(`retry: ${RETRY_MS}\n\n`);
const PING = encoder.encode(": ping\n\n");

/**
 * An event as a stream carries it. A change shown on many open screens is encoded once and the
 * same bytes are sent to each (issue 34 item 3): serializing it per stream cost more than reading it.
 */
export function encodeEvent(event: string, data: unknown, id?: number): Uint8Array {
  return encoder.encode(
    `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  );
}

/**
 * Every stream's writes, in the order they were made, written WRITES_AT_ONCE at a time with the
 * event loop free between: a change going out to a thousand open screens costs a thousand writes
 * to a thousand sockets, and a request arriving meanwhile is answered between two slices rather
 * than after all of them (issue 34 item 3). One queue keeps each stream's events in order.
 */
const WRITES_AT_ONCE = 16;
const writes: (() => void)[] = [];
let written = 0;

function writeSoon(write: () => void): void {
  writes.push(write);
  if (writes.length === 1) setImmediate(writeSlice);
}

function writeSlice(): void {
  const end = Math.min(written + WRITES_AT_ONCE, writes.length);
  for (; written < end; written++) writes[written]!();
  if (written < writes.length) return void setImmediate(writeSlice);
  writes.length = 0;
  written = 0;
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
    clearTimeout(recheck);
    untrack?.();
    cleanup?.();
    try {
      controllerRef?.close();
    } catch {
      // already closed by the client going away
    }
  };
  const write = (bytes: Uint8Array) =>
    writeSoon(() => {
      if (closed || !controllerRef) return;
      try {
        controllerRef.enqueue(bytes);
      } catch {
        finish();
      }
    });
  const sink: SseSink = {
    send: (event, data, id) => write(encodeEvent(event, data, id)),
    sendEncoded: write,
    close: finish,
  };

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controllerRef = controller;
      write(RETRY);
      untrack = trackStream(finish);
      heartbeat = setInterval(() => write(PING), HEARTBEAT_MS);
      // Each stream checks at its own moments, between half the period and the period: screens
      // opened together (a reconnect after a deploy) do not all ask the database at once.
      const period = env().STREAM_RECHECK_SECONDS * 1000;
      const next = () => period * (0.5 + Math.random() / 2);
      const check = () => {
        recheck = setTimeout(check, next());
        stillAllowed().then(
          (allowed) => allowed || finish(),
          () => undefined, // the database is away: keep the stream; the next check decides
        );
      };
      recheck = setTimeout(check, next());
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
