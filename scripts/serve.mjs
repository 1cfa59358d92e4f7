// @ts-check
// The production server: Next.js's request handler behind Node's own HTTP server.
// Why not `next start`: Next fills X-Forwarded-For with the socket's address only when the client
// sent none, so a client could name any address and slip past per-IP limits. Here the socket's
// address is appended, as a reverse proxy would, and src/server/auth/http.ts#clientIp counts back
// from the end (docs/decisions/0006-custom-server.md). Settings are checked by scripts/start.ts.
//
// It is also the edge of the app (docs/RELIABILITY.md): a request id for every request (the
// X-Request-Id header and `reqId` on every log line written for it), one access-log line per
// request, body limits before anything is read, security headers and a fresh CSP nonce on every
// page, compression, and a graceful stop on SIGTERM.
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "node:http";
import path from "node:path";
import { format } from "node:util";
import compression from "compression";
import next from "next";
import {
  baseHeaders,
  bodyRefusal,
  newNonce,
  nonceInjector,
  pagePolicy,
  pathOf,
  requestIdFrom,
  tileSource,
} from "./lib/edge.mjs";

/** @typedef {import("pino").Logger} Logger */
const g = /** @type {typeof globalThis & {
  __kedaiLogger?: Logger,
  __kedaiRequestContext?: AsyncLocalStorage<{ requestId: string }>,
  __kedaiShuttingDown?: boolean,
  __kedaiBeforeShutdown?: () => void,
  __kedaiAfterShutdown?: () => Promise<void>,
}} */ (globalThis);

const requestContext = new AsyncLocalStorage();
g.__kedaiRequestContext = requestContext; // src/server/logger.ts reads the id from here

const port = Number(process.env.PORT || 3000);
const tiles = tileSource(process.env.MAP_TILE_URL);
/** How long a stop may take before the process gives up on stragglers (exit 1). */
const DRAIN_TIMEOUT_MS = 10_000;

// Next.js and libraries write to the console; route that through the logger too, so every line is
// JSON, carries the request id and is scrubbed. Before the app has started there is no logger yet:
// those few lines (Next's start-up) are written as JSON here.
for (const [method, level, number] of /** @type {const} */ ([
  ["log", "info", 30],
  ["info", "info", 30],
  ["warn", "warn", 40],
  ["error", "error", 50],
])) {
  console[method] = (...args) => {
    const logger = log();
    if (logger) return logger[level](format(...args));
    const line = { level: number, time: Date.now(), service: "kedai", msg: format(...args) };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

// Compression happens here, after the nonce is in the page, so Next's own is off (next.config.ts).
const compress = compression({
  // A live stream must reach the browser event by event, not when a gzip block fills up.
  filter: (req, res) =>
    !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
    compression.filter(req, res),
});
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, ".."), port });
const handle = app.getRequestHandler();
await app.prepare();

/** The app's logger (src/server/logger.ts: JSON lines, scrubbed); it exists once the app started. */
function log() {
  return g.__kedaiLogger;
}

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
  for (const [name, value] of Object.entries(baseHeaders(req.headers.host)))
    res.setHeader(name, value);
  res.on("finish", () => {
    log()?.info(
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

  if (shuttingDown) {
    res.setHeader("Connection", "close");
    return refuse(res, 503, "SERVICE_UNAVAILABLE", "The server is restarting. Please try again.");
  }
  if (!req.headers.host) {
    res.setHeader("Connection", "close");
    return refuse(res, 400, "INVALID_REQUEST", "The Host header is required.");
  }
  if (!decodablePath(req.url)) {
    res.setHeader("Connection", "close");
    return refuse(res, 400, "INVALID_REQUEST", "The request path is not valid.");
  }
  const refusal = bodyRefusal(req);
  if (refusal) {
    discardBody(req);
    return refuse(res, refusal.status, refusal.code, refusal.message);
  }

  requestContext.run({ requestId }, () => {
    compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
      securePages(res);
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

/** @param {string} code @param {string} message */
function errorJson(code, message) {
  return JSON.stringify({ isErr: true, error: { code, reasonCode: code, message } });
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
 * @param {import("node:http").ServerResponse} res
 */
function securePages(res) {
  /** @type {ReturnType<typeof nonceInjector> | null | undefined} */
  let injector; // undefined: not decided yet; null: not a page
  /** @type {string | undefined} */
  let replaceBody; // an answer whose (empty) body is replaced
  const decide = () => {
    if (injector !== undefined || res.headersSent) return;
    if (shuttingDown) res.setHeader("Connection", "close");
    const type = String(res.getHeader("content-type") ?? "");
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
      return write.call(res, injector.push(toBuffer(chunk, encoding)), cb);
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
      const body =
        chunk == null || typeof chunk === "function"
          ? injector.flush()
          : Buffer.concat([injector.push(toBuffer(chunk, encoding)), injector.flush()]);
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

// console.log: the app (and its logger) starts with the first request, after this line.
server.listen(port, () => console.log(`kedai: listening on http://localhost:${port}`));

/**
 * A graceful stop: no new connections; live streams end (browsers reconnect, to another instance
 * if there is one) and the job worker stops; requests in flight finish, each closing its
 * connection; then the database closes (PGlite flushes and frees its lock) and the exit code is 0.
 * @param {string} signal
 */
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  g.__kedaiShuttingDown = true; // /readyz answers 503 from now on
  log()?.info({ signal }, "shutting down: finishing requests in flight");
  const forced = setTimeout(() => {
    log()?.error({ afterMs: DRAIN_TIMEOUT_MS }, "shutdown: requests still open; exiting anyway");
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  forced.unref();
  g.__kedaiBeforeShutdown?.(); // src/server/startup.ts
  server.close(async () => {
    try {
      await g.__kedaiAfterShutdown?.();
      log()?.info("shutdown complete");
      process.exit(0);
    } catch (error) {
      log()?.error({ err: error }, "shutdown: closing the database failed");
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}

for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => shutdown(signal));
