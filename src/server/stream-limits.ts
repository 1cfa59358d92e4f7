import "server-only";
import { clientIp } from "./auth/http";
import { env } from "./env";
import { AppError } from "./errors";
import { logger } from "./logger";
import { countRefusedStream } from "./metrics";
import { remember } from "./remember.mjs";

// Issue 31 item 7: every open live stream holds a connection, timers and listeners (~65 KiB), so
// the streams this process holds are counted here, per client address and in all, and one past
// either cap is refused with 503 and Retry-After. The browser then polls and opens a stream again
// later (src/ui/use-event-stream.ts).

/** What a refused client is told to wait: long enough for other streams to end. */
export const STREAM_RETRY_AFTER_SECONDS = 30;
const WARN_EVERY_MS = 60_000;

interface Open {
  total: number;
  byAddress: Map<string, number>;
  warnedAt: number;
}
const open = remember<Open>("open-streams", () => ({
  total: 0,
  byAddress: new Map(),
  warnedAt: 0,
}));

function refuse(cap: "address" | "process", max: number): never {
  countRefusedStream(cap);
  if (Date.now() - open.warnedAt >= WARN_EVERY_MS) {
    open.warnedAt = Date.now();
    // An operator who sees this for real customers raises STREAMS_PER_ADDRESS / _PER_PROCESS.
    logger().warn({ cap, max, open: open.total }, "live streams at their cap: refusing with 503");
  }
  throw new AppError(
    "TOO_MANY_STREAMS",
    "Too many live updates are open. The page checks again by itself.",
    { headers: { "Retry-After": String(STREAM_RETRY_AFTER_SECONDS) } },
  );
}

/**
 * A place for one more stream of the request's client, or TOO_MANY_STREAMS (503). Answers the
 * function that gives the place back; calling it more than once gives it back once.
 */
export function takeStreamPlace(request: Request): () => void {
  const { STREAMS_PER_ADDRESS, STREAMS_PER_PROCESS } = env();
  const address = clientIp(request);
  const mine = open.byAddress.get(address) ?? 0;
  if (mine >= STREAMS_PER_ADDRESS) refuse("address", STREAMS_PER_ADDRESS);
  if (open.total >= STREAMS_PER_PROCESS) refuse("process", STREAMS_PER_PROCESS);
  open.byAddress.set(address, mine + 1);
  open.total++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    open.total--;
    const left = (open.byAddress.get(address) ?? 1) - 1;
    if (left > 0) open.byAddress.set(address, left);
    else open.byAddress.delete(address);
  };
}

/** How many streams this process holds, in all and for an address (tests, diagnostics). */
export function openStreams(address?: string): number {
  return address === undefined ? open.total : (open.byAddress.get(address) ?? 0);
}
