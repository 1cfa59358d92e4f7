import "server-only";
import type { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { env } from "./env";
import { scrubLogLine } from "./log-scrub";

/** What scripts/serve.mjs knows about the request being handled (its AsyncLocalStorage). */
export interface RequestContext {
  requestId: string;
}

const g = globalThis as typeof globalThis & {
  __kedaiLogger?: pino.Logger;
  __kedaiRequestContext?: AsyncLocalStorage<RequestContext>;
  /** scripts/serve.mjs's stdout: JSON lines, or readable ones in a terminal (scripts/lib/log-output.mjs). */
  __kedaiLogOut?: (line: string) => void;
};

/** The id of the request this code runs for, if any (also the X-Request-Id response header). */
export function currentRequestId(): string | undefined {
  return g.__kedaiRequestContext?.getStore()?.requestId;
}

/**
 * One JSON line per event on stdout. Lines written while a request is handled carry its `reqId`;
 * every finished line goes through scrubLogLine, so no phone number, code, token or cookie gets
 * out even when an error message quotes one (docs/RELIABILITY.md "Logs"). In the server, the
 * scrubbed line goes to serve.mjs's output, which shows it readably when stdout is a terminal.
 */
export function logger(): pino.Logger {
  g.__kedaiLogger ??= pino(
    {
      level: env().LOG_LEVEL,
      base: { service: "kedai" },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    {
      write: (line: string) => {
        const safe = scrubLogLine(line);
        if (g.__kedaiLogOut) g.__kedaiLogOut(safe);
        else process.stdout.write(safe);
      },
    },
  );
  return g.__kedaiLogger;
}
