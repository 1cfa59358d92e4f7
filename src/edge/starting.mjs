// @ts-check
// The answer to every request while the app starts (src/edge/starting-door.mjs), given at
// once rather than held until the start is over: /healthz 200 (the process is alive: do not
// restart it), /readyz 503 "starting" (send no traffic yet), the API a 503 JSON error, pages a
// small page that reloads itself; each with Retry-After. docs/RELIABILITY.md "Start and stop".
import { errorJson, pathOf } from "./edge.mjs";

/** What a client is told to wait while the app starts (a first start loads the demo brands). */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function answerStarting(req, res) {
  req.resume(); // a body, if any, is not wanted
  // No connection outlives the start: the next request reaches the app once it is open.
  res.setHeader("Connection", "close");
  const pathname = pathOf(req.url);
  res.setHeader("Cache-Control", "no-store");
  if (pathname === "/healthz") {
    res.setHeader("Content-Type", "application/json");
    return res.end(JSON.stringify({ status: "ok" }));
  }
  res.statusCode = 503;
  res.setHeader("Retry-After", String(STARTING_RETRY_AFTER_SECONDS));
  if (pathname === "/readyz") {
    res.setHeader("Content-Type", "application/json");
    return res.end(JSON.stringify({ status: "unavailable", reason: "starting" }));
  }
  if (pathname.startsWith("/api/")) {
    res.setHeader("Content-Type", "application/json");
    return res.end(
      errorJson("SERVICE_UNAVAILABLE", "The shop is starting. Please try again in a moment."),
    );
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  // Nothing runs on this page; without `sandbox` the browser honours the refresh.
  res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8">` +
      `<meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_SECONDS}">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Starting…</title><p>The shop is starting. This page reloads by itself in a moment.</p>`,
  );
}
