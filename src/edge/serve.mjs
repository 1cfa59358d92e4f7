// @ts-check
// The production server: Next.js's request handler behind Node's own HTTP server.
// Why not `next start`: Next fills X-Forwarded-For with the socket's address only when the client
// sent none, so a client could name any address and slip past per-IP limits. Here the socket's
// address is appended, as a reverse proxy would, and src/server/auth/http.ts#clientIp counts back
// from the end (docs/decisions/0019-serve-is-the-http-edge.md).
//
// It is also the edge of the app (docs/RELIABILITY.md): a request id for every request (the
// X-Request-Id header and `reqId` on every log line written for it), one access-log line per
// request, body limits before anything is read, security headers and a fresh CSP nonce on every
// page, compression, a 503 "starting" answer until the app has started, and a graceful stop on
// SIGTERM, SIGINT or SIGHUP, however many of them arrive.
//
// It knows the app only through src/edge/edge-state.mjs (what the two share in this process)
// and reads its settings through src/edge/env-edge.mjs (the same definitions as the app's).
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "node:http";
import path from "node:path";
import { format, stripVTControlCharacters } from "node:util";
import { fork } from "node:child_process";
import compression from "compression";
import next from "next";
import { edgeState } from "./edge-state.mjs";
import { parseEdgeEnv } from "./env-edge.mjs";
import {
  baseHeaders,
  bodyRefusal,
  errorJson,
  hashedPagePolicy,
  isImageOptimizer,
  newNonce,
  nonceInjector,
  pagePolicy,
  pathOf,
  requestIdFrom,
  tileSource,
} from "./edge.mjs";
import { logOutput } from "./log-output.mjs";
import {
  builtRoutes,
  metricsAnswer,
  observeRequest,
  routeLabel,
  routeMatcher,
} from "./metrics.mjs";
import { isPageLoad, isShareablePage, pageCache } from "./page-cache.mjs";
import { answerStarting } from "./starting.mjs";

/** @typedef {import("./edge-state.mjs").Started} Started */
const shared = edgeState();

/** @type {AsyncLocalStorage<import("./edge-state.mjs").RequestContext>} */
const requestContext = new AsyncLocalStorage();
shared.requestContext = requestContext; // src/server/logger.ts reads the id from here

/** This server's settings, or why they are wrong (said once the log is set up, below). */
const settings = (() => {
  try {
    return parseEdgeEnv(process.env);
  } catch (error) {
    return /** @type {Error} */ (error);
  }
})();

/** How long a stop may take before the process gives up on stragglers (exit 1). */
const DRAIN_TIMEOUT_MS = 10_000;

// Every log line leaves through here: JSON lines when stdout is a pipe or a file, readable lines
// in a terminal (src/edge/log-output.mjs). A terminal closed or a pipe gone while the server
// stops must not crash the stop.
const writeLine = logOutput(process.stdout);
shared.logOut = writeLine; // src/server/logger.ts writes its scrubbed lines here
process.stdout.on("error", (error) => {
  if (!["EPIPE", "EIO"].includes(/** @type {{ code?: string }} */ (error).code ?? "")) throw error;
});

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 };
/** LOG_LEVEL for the lines written before the app's logger exists. */
const earlyLevel =
  settings instanceof Error
    ? LEVELS.info
    : { ...LEVELS, trace: 10, fatal: 60, silent: Infinity }[settings.LOG_LEVEL];

/**
 * Lines about requests answered before the app's logger exists (while it starts): they hold the
 * caller's path, so they wait to go out through the logger's scrubbing (src/server/log-scrub.ts).
 * @type {{ level: keyof typeof LEVELS, fields: Record<string, unknown>, msg: string }[]}
 */
const held = [];

/**
 * One log line: through the app's logger (src/server/logger.ts: scrubbed, `reqId` added) once it
 * exists, else the same JSON written here (Next's start-up, the start and an early stop).
 * @param {keyof typeof LEVELS} level
 * @param {Record<string, unknown>} fields
 * @param {string} msg
 */
function say(level, fields, msg) {
  const logger = shared.logger;
  if (logger) {
    for (const line of held.splice(0)) logger[line.level](line.fields, line.msg);
    return logger[level](fields, msg);
  }
  if ("reqId" in fields) {
    if (held.length < 1000) held.push({ level, fields, msg });
    return;
  }
  if (LEVELS[level] < earlyLevel) return;
  writeLine(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), service: "kedai", ...fields, msg })}\n`,
  );
}

// Next.js and libraries write to the console; route that through the logger too, so every line is
// JSON, carries the request id and is scrubbed (and has no colour codes of its own: Next colours
// its lines when stdout is a terminal).
for (const [method, level] of /** @type {const} */ ([
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
])) {
  console[method] = (...args) => say(level, {}, stripVTControlCharacters(format(...args)));
}

// A port that is not a port stops here, named; the app's start checks every other setting.
if (settings instanceof Error) {
  say("error", {}, `kedai could not start: ${settings.message}`);
  process.exit(1);
}
const port = settings.PORT;
const tiles = tileSource(settings.MAP_TILE_URL);

// Compression happens here, after the nonce is in the page, so Next's own is off (next.config.ts).
const compress = compression({
  // A live stream must reach the browser event by event, not when a gzip block fills up.
  filter: (req, res) =>
    !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
    compression.filter(req, res),
});

// Menu pages, once rendered, are answered from here: compressed once, hashed instead of nonce'd.
const pages = pageCache({ policy: (hashes) => hashedPagePolicy(hashes, tiles) });

const dir = path.resolve(import.meta.dirname, "../..");
const app = next({ dev: false, dir, port });
// Requests are counted by the pattern of the route that answers them, never by their path
// (src/edge/metrics.mjs, docs/metrics.md).
const routes = routeMatcher(builtRoutes(dir));
const handle = app.getRequestHandler();
let shuttingDown = false;

// Without a Host header there is no shop to answer for; Node would send an empty 400 itself.
const server = createServer({ requireHostHeader: false }, (req, res) => {
  const started = process.hrtime.bigint();
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  req.headers["x-request-id"] = requestId;
  const address = req.socket.remoteAddress ?? "unknown";
  const claimed = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = claimed ? `${claimed}, ${address}` : address;

  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(baseHeaders(req.headers.host, pathOf(req.url))))
    res.setHeader(name, value);
  res.on("finish", () => {
    say(
      "info",
      {
        reqId: requestId,
        method: req.method,
        path: pathOf(req.url), // never the query: it is the caller's to fill
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      },
      "request",
    );
    if (shuttingDown) setImmediate(() => server.closeIdleConnections());
  });
  // "close", not "finish": a live stream ends when its browser goes away, and is counted too.
  const url = req.url;
  res.once("close", () => {
    const stream = String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream");
    const ns = process.hrtime.bigint() - started;
    observeRequest(
      routeLabel(routes, pathOf(url)),
      req.method,
      res.statusCode,
      stream ? null : Number(ns) / 1e9,
    );
  });

  if (shuttingDown) {
    res.setHeader("Connection", "close");
    return refuse(res, 503, "SERVICE_UNAVAILABLE", "The server is restarting. Please try again.");
  }
  // Taken in the moment between listening and the door opening (see `door` below).
  if (!open) return answerStarting(req, res);
  if (!req.headers.host) {
    res.setHeader("Connection", "close");
    return refuse(res, 400, "INVALID_REQUEST", "The Host header is required.");
  }
  if (!decodablePath(req.url)) {
    res.setHeader("Connection", "close");
    return refuse(res, 400, "INVALID_REQUEST", "The request path is not valid.");
  }
  if (pathOf(req.url) === "/metrics") return void answerMetrics(req, res);
  if (isImageOptimizer(pathOf(req.url)))
    return refuse(
      res,
      404,
      "NOT_FOUND",
      "There is no image optimizer here: images are under /media.",
    );
  const refusal = bodyRefusal(req);
  if (refusal) {
    discardBody(req);
    return refuse(res, refusal.status, refusal.code, refusal.message);
  }
  requestContext.run({ requestId }, () => {
    // The page's key when it is one everybody gets the same of (the app knows the brand's revision
    // and the customer's branch); answered here when it is kept.
    const key = isPageLoad(req)
      ? (shared.pagePath?.(
          req.headers.host,
          req.url ?? "/",
          req.headers.cookie,
          req.headers["accept-language"],
        ) ?? null)
      : null;
    const kept = key ? pages.get(key) : undefined;
    if (kept) return pages.send(req, res, kept);
    compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
      securePages(res, key);
      void handle(req, res);
    });
  });
});

/** Past this much, a refused body is not worth reading to the end: the connection is cut. */
const DISCARD_LIMIT = 16 * 1024 * 1024;

/**
 * A refused body is answered at once, then read and thrown away (never kept), so a client still
 * sending it gets the answer instead of a broken pipe and the connection stays usable. A client
 * that goes on beyond DISCARD_LIMIT is cut off.
 * @param {import("node:http").IncomingMessage} req
 */
function discardBody(req) {
  let seen = 0;
  req.on("data", (chunk) => {
    seen += chunk.length;
    if (seen > DISCARD_LIMIT) req.socket.destroy();
  });
}

/**
 * Next.js's router answers a path it cannot percent-decode (`%zz`, an overlong UTF-8 sequence)
 * with a bare 500; such a path names nothing here, so it is the caller's error.
 * @param {string | undefined} url
 */
function decodablePath(url) {
  try {
    decodeURIComponent(pathOf(url));
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /metrics, for Prometheus: with METRICS_TOKEN as a bearer token (src/edge/metrics.mjs).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
async function answerMetrics(req, res) {
  const token = /** @type {{ METRICS_TOKEN?: string }} */ (settings).METRICS_TOKEN;
  const answer = await metricsAnswer(token, req.headers.authorization).catch((error) => {
    say("error", { err: error }, "metrics: could not collect them");
    return null;
  });
  if (!answer)
    return refuse(res, 503, "SERVICE_UNAVAILABLE", "The metrics could not be collected.");
  if (answer.status === 404) return refuse(res, 404, "NOT_FOUND", "There is no such page.");
  if (answer.status === 401) {
    res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
    return refuse(res, 401, "INVALID_TOKEN", "The metrics token is missing or wrong.");
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return refuse(res, 405, "INVALID_REQUEST_METHOD", "Invalid request method");
  }
  res.statusCode = 200;
  res.setHeader("Content-Type", answer.type);
  res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function refuse(res, status, code, message) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(errorJson(code, message));
}

/**
 * An HTML answer gets the page policy with a nonce of its own, the nonce on each of its <script>
 * tags, and no shared caching (the nonce must not be reused). Decided when the headers go out.
 * A page everybody gets the same of (`key`, see isShareablePage) is also kept, as Next.js wrote
 * it, for the page cache.
 * @param {import("node:http").ServerResponse} res
 * @param {string | null} key
 */
function securePages(res, key) {
  /** @type {ReturnType<typeof nonceInjector> | null | undefined} */
  let injector; // undefined: not decided yet; null: not a page
  /** @type {string | undefined} */
  let replaceBody; // an answer whose (empty) body is replaced
  /** @type {Buffer[] | null} */
  let kept = null; // the page's body as Next.js wrote it, when it is to be cached
  const decide = () => {
    if (injector !== undefined || res.headersSent) return;
    if (shuttingDown) res.setHeader("Connection", "close");
    const type = String(res.getHeader("content-type") ?? "");
    if (key && isShareablePage(res)) {
      /** @type {Buffer[]} */
      const body = [];
      kept = body;
      const vary = res.getHeader("vary");
      // Only a page sent whole is kept (not one whose browser went away half-way).
      res.once("finish", () =>
        pages
          .put(key, {
            contentType: type,
            vary: vary === undefined ? undefined : String(vary),
            body: Buffer.concat(body),
          })
          .catch((error) => say("warn", { err: error }, "page cache: could not keep a page")),
      );
    }
    if (type.startsWith("text/html")) {
      const nonce = newNonce();
      injector = nonceInjector(nonce);
      res.setHeader("Content-Security-Policy", pagePolicy(nonce, tiles));
      res.setHeader("Cache-Control", "private, no-cache");
      res.removeHeader("Content-Length");
    } else if (res.statusCode === 405 && !type) {
      // Next.js answers a method the route does not export with an empty 405: say it in JSON.
      injector = null;
      replaceBody = errorJson("INVALID_REQUEST_METHOD", "Invalid request method");
      res.setHeader("Content-Type", "application/json");
      res.removeHeader("Content-Length");
    } else {
      injector = null;
      // Next marks cached pages' flight data cacheable by CDNs for a year; a re-import must show.
      if (type.startsWith("text/x-component")) res.setHeader("Cache-Control", "private, no-cache");
    }
  };
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const headers = rest.find((a) => a && typeof a === "object");
      if (headers && !Array.isArray(headers))
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      decide();
      if (typeof rest[0] === "string") res.statusMessage = rest[0];
      return writeHead.call(res, status);
    }
  );
  const write = res.write;
  const end = res.end;
  /** @param {any} chunk @param {any} encoding */
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(
            chunk,
            typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
          )
        : Buffer.from(chunk);
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide();
      if (replaceBody !== undefined) return true; // the replacement goes out with end()
      if (!injector || chunk == null) return write.call(res, chunk, encoding, callback);
      const cb = typeof encoding === "function" ? encoding : callback;
      const data = toBuffer(chunk, encoding);
      kept?.push(data);
      return write.call(res, injector.push(data), cb);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide();
      if (replaceBody !== undefined) {
        const cb = [chunk, encoding, callback].find((a) => typeof a === "function");
        return end.call(res, replaceBody, cb);
      }
      if (!injector) return end.call(res, chunk, encoding, callback);
      const cb = [chunk, encoding, callback].find((a) => typeof a === "function");
      const data = chunk == null || typeof chunk === "function" ? null : toBuffer(chunk, encoding);
      if (data) kept?.push(data);
      const body = data ? Buffer.concat([injector.push(data), injector.flush()]) : injector.flush();
      return end.call(res, body, cb);
    }
  );
}

// Requests Node itself refuses before any handler runs (headers over its 16 KiB limit, no Host,
// a bad Content-Length): answer in JSON like everything else, then close.
server.on("clientError", (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const code = /** @type {{ code?: string }} */ (error).code;
  const [status, reason, message] =
    code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request headers are too large."]
      : [400, "Bad Request", "The request is not valid HTTP."];
  const body = errorJson("INVALID_REQUEST", message);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
});

/** Resolves when src/server/startup.ts has finished starting the app (its ready line). */
const appStarted = /** @type {Promise<Started>} */ (
  new Promise((resolve) => (shared.onStarted = resolve))
);
/** Whether the app has begun to start (Next.js prepares it: the database opens). */
let preparing = false;
/** Whether this server listens: from the end of the start until the stop. */
let open = false;

/**
 * The door while the app starts: a child process that answers "starting" on this server's own
 * listening socket while the app's start holds this thread (src/edge/starting-door.mjs).
 */
const door = fork(new URL("./starting-door.mjs", import.meta.url), {
  execArgv: [],
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
/** Whether the door holds the only copy of the listening socket: its end would leave no port. */
let doorHoldsPort = true;
door.on("message", (message) => {
  const request = /** @type {{ request?: Record<string, unknown> }} */ (message)?.request;
  if (request) say("info", request, "request");
});
door.on("exit", () => {
  if (!doorHoldsPort || shuttingDown) return;
  say("error", {}, "kedai could not start: the door while starting stopped");
  process.exit(1);
});
/**
 * The door's next `reply` (with the socket it passes, if any); "stopped" also when it has ended.
 * @param {"ready" | "open" | "listener" | "stopped"} reply
 * @returns {Promise<import("node:net").Server | undefined>}
 */
const doorReply = (reply) =>
  new Promise((resolve) => {
    door.on("message", (message, handle) => {
      if (message === reply) resolve(/** @type {import("node:net").Server | undefined} */ (handle));
    });
    if (reply === "stopped") door.once("exit", () => resolve(undefined));
  });
const doorReady = doorReply("ready");
/** Closes the door (once); resolves when it has sent its last answer. */
const doorClosed = (() => {
  /** @type {Promise<void> | undefined} */
  let closing;
  return () =>
    (closing ??= new Promise((resolve) => {
      if (door.exitCode !== null || door.signalCode !== null) return resolve();
      door.once("exit", () => resolve());
      door.send("close");
    }));
})();

/**
 * A graceful stop: no new connections; live streams end (browsers reconnect, to another instance
 * if there is one) and the job worker stops; requests in flight finish, each closing its
 * connection; then the database closes (PGlite flushes and frees its lock) and the process exits
 * (0, unless something failed). A stop that comes while the app is still starting closes the door
 * and waits for the start to finish first (a database closed in the middle of its migrations or
 * first import would not be closed cleanly). Any further signal is only noted: a terminal's Ctrl-C
 * reaches this process, npm and scripts/start.ts at once, and the last two pass it on again; a
 * person may press it twice.
 * @param {string} signal
 */
async function shutdown(signal) {
  if (shuttingDown) {
    say("info", { signal }, "already shutting down; finishing requests in flight");
    return;
  }
  shuttingDown = true;
  shared.shuttingDown = true; // /readyz answers 503 from now on
  say("info", { signal }, "shutting down: finishing requests in flight");
  const closed = open
    ? new Promise((resolve) => server.close(() => resolve(undefined)))
    : doorClosed();
  server.closeIdleConnections();
  if (!preparing) {
    await closed; // stopped before the app began to start: there is nothing else to close
    say("info", {}, "shutdown complete");
    process.exit();
  }
  if (!open) say("info", {}, "shutting down: letting the start finish first");
  await appStarted;
  const forced = setTimeout(() => {
    say("error", { afterMs: DRAIN_TIMEOUT_MS }, "shutdown: requests still open; exiting anyway");
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  forced.unref();
  shared.beforeShutdown?.(); // src/server/startup.ts
  await closed;
  try {
    await shared.afterShutdown?.();
    say("info", {}, "shutdown complete");
    process.exit();
  } catch (error) {
    say("error", { err: error }, "shutdown: closing the database failed");
    process.exit(1);
  }
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => void shutdown(signal));
// Started by scripts/start.ts (`npm start`): if that process is gone, even killed, nobody is left
// to stop this one, so it stops by itself rather than hold the port.
if (process.send) {
  process.channel?.unref();
  process.once("disconnect", () => void shutdown("parent exited"));
}

/** @param {{ code?: string, message: string }} error */
function cannotListen(error) {
  const reason =
    error.code === "EADDRINUSE" ? `port ${port} is in use (set PORT to another)` : error.message;
  return `kedai could not start: ${reason}`;
}

// The port is taken first, so a port in use fails before the database is touched. The door gets
// the socket, then this server lets go of its own copy until the app has started.
await new Promise((resolve) => {
  const failed = (/** @type {NodeJS.ErrnoException} */ error) => {
    say("error", {}, cannotListen(error));
    process.exit(1);
  };
  server.once("error", failed);
  server.listen(port, () => resolve(server.off("error", failed)));
});
await doorReady;
const doorOpen = doorReply("open");
door.send("listen", server);
await doorOpen;
server.close();

say(
  "info",
  { port },
  "starting: applying migrations (and loading the demo brands on a first start)",
);

// Told to stop already? Then shutdown() ends the process: the app is not started.
if (!shuttingDown) await startApp();

/** Starts the app, then swaps the door for this server and says "ready". */
async function startApp() {
  // Next.js starts the app while it prepares (src/instrumentation.ts runs src/server/startup.ts,
  // which exits the process with the reason if the start fails).
  preparing = true;
  await app.prepare().catch((/** @type {Error} */ error) => {
    say("error", {}, `kedai could not start: ${error.message}`); // e.g. no build: `npm run build`
    process.exit(1);
  });
  const started = await appStarted;
  if (shuttingDown) return; // shutdown() closes the door
  // The door passes the socket back and stops accepting; connections waiting in the socket's queue
  // are this server's. Nothing is answered by the app before the ready line.
  const listener = doorReply("listener");
  door.send("hand back");
  server.listen(await listener);
  doorHoldsPort = false;
  const stopped = doorReply("stopped");
  door.send("close");
  await stopped;
  if (shuttingDown) return void server.close();
  open = true;
  say("info", started.fields, started.msg); // "ready: http://demo.localhost:3000 (…), …"
}
