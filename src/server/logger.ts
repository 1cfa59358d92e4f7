import "server-only";
import pino from "pino";
import { edgeState } from "../edge/edge-state.mjs";
import { env } from "./env";
import { scrubLogLine } from "./log-scrub";

/** The id of the request this code runs for, if any (also the X-Request-Id response header). */
export function currentRequestId(): string | undefined {
  return edgeState().requestContext?.getStore()?.requestId;
}

/**
 * One JSON line per event on stdout. Lines written while a request is handled carry its `reqId`;
 * every finished line goes through scrubLogLine, so no phone number, code, token or cookie gets
 * out even when an error message quotes one (docs/RELIABILITY.md "Logs"). In the server, the
 * scrubbed line goes to serve.mjs's output, which shows it readably when stdout is a terminal.
 */
export function logger(): pino.Logger {
  const shared = edgeState(); // src/edge/serve.mjs logs through it too, once it exists
  shared.logger ??= pino(
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
        if (shared.logOut) shared.logOut(safe);
        else process.stdout.write(safe);
      },
    },
  );
  return shared.logger;
}
