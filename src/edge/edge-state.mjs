// @ts-check
// Everything src/edge/serve.mjs (the HTTP edge: plain JavaScript on bare Node) and the app (src/,
// bundled by Next.js) share in one server process, and who writes each part. The one way across
// that seam (decision 0019): the edge knows the app only through this, and the app the edge.
// Without serve.mjs (`next dev`, the command-line tools) nothing sets the edge's parts: the app
// logs to stdout and prints its own ready line.
import { remember } from "../server/remember.mjs";

/**
 * What the edge knows about the request being handled.
 * @typedef {{ requestId: string }} RequestContext
 */

/**
 * The app's ready line, for the edge to print once it takes requests itself.
 * @typedef {{ msg: string, fields: Record<string, unknown> }} Started
 */

/**
 * @typedef {object} EdgeState
 * @property {import("node:async_hooks").AsyncLocalStorage<RequestContext>} [requestContext]
 *   Edge: the request each piece of code runs for; the app's logger adds its id to every line.
 * @property {(line: string) => void} [logOut]
 *   Edge: where log lines go (JSON lines, or readable ones in a terminal). Unset: stdout.
 * @property {import("pino").Logger} [logger]
 *   App (src/server/logger.ts), at the start: from then on the edge logs through it (scrubbed).
 * @property {(started: Started) => void} [onStarted]
 *   Edge: the app calls it once it has started (src/server/startup.ts); the edge then opens.
 * @property {boolean} shuttingDown
 *   Edge, on the first stop signal: /readyz answers 503; a start still running starts no worker.
 * @property {() => void} [beforeShutdown]
 *   App (startup.ts): ends the live streams and stops the job worker; the edge calls it first.
 * @property {(host: string | undefined, url: string, cookies: string | undefined, acceptLanguage: string | undefined) => string | null} [pagePath]
 *   App (startup.ts): the internal path a page request is rewritten to (src/server/site.ts), known
 *   without waiting, or null; the key of the edge's page cache (src/edge/page-cache.mjs).
 * @property {() => Promise<void>} [afterShutdown]
 *   App (startup.ts): closes the database; the edge calls it once the last request is answered.
 */

/** @returns {EdgeState} */
export function edgeState() {
  return remember("edge", () => ({ shuttingDown: false }));
}
