// @ts-check
// The process's Prometheus metrics (issue 40 item 4, docs/metrics.md): one registry per server
// process, shared by the edge (src/edge/serve.mjs counts and times every request and answers
// GET /metrics) and the app (src/server/metrics.ts adds its own: payments, messages, jobs, live
// streams, the database pool). Kept with remember(): the edge imports this on bare Node and Next.js
// loads the app's side into several bundles, and all of them must count into the one registry.
import { timingSafeEqual, createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import client from "prom-client";
import { remember } from "../server/remember.mjs";

/** Seconds; from a cached page (~1 ms) to a slow report or upload (10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The process's registry, with Node's default metrics (memory, CPU, event-loop lag, GC). */
export function registry() {
  return remember("metrics-registry", () => {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry });
    return registry;
  });
}

/** The edge's request metrics. */
function httpMetrics() {
  return remember("metrics-http", () => {
    const registers = [registry()];
    const labelNames = /** @type {const} */ (["route", "method", "status"]);
    return {
      requests: new client.Counter({
        name: "kedai_http_requests_total",
        help: "HTTP requests answered, by route pattern, method and status",
        labelNames,
        registers,
      }),
      duration: new client.Histogram({
        name: "kedai_http_request_duration_seconds",
        help: "Time from a request's arrival to its last byte sent (live streams excluded)",
        labelNames,
        buckets: LATENCY_BUCKETS,
        registers,
      }),
      /**
       * The counter's and the histogram's children by "route method status": prom-client hashes
       * a label object on every call, a child is looked up once per combination (a bounded set).
       * @type {Map<string, { count: { inc(): void }, time: { observe(value: number): void } }>}
       */
      children: new Map(),
    };
  });
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts one answered request and, unless it was a live stream (whose time is its life, counted
 * by kedai_live_streams_open), its duration.
 * @param {string} route a label from routeLabel(), never a raw path
 * @param {string | undefined} method
 * @param {number} status
 * @param {number | null} seconds null: not timed
 */
export function observeRequest(route, method, status, seconds) {
  const m = method && METHODS.has(method) ? method : "other";
  const http = httpMetrics();
  const key = `${route} ${m} ${status}`;
  let child = http.children.get(key);
  if (!child) {
    const labels = { route, method: m, status: String(status) };
    child = { count: http.requests.labels(labels), time: http.duration.labels(labels) };
    http.children.set(key, child);
  }
  child.count.inc();
  if (seconds !== null) child.time.observe(seconds);
}

/**
 * @typedef {{ fixed: Map<string, Node>, param: Node | null, rest: string | null, optionalRest: string | null, route: string | null }} Node
 */

/** @returns {Node} */
const node = () => ({ fixed: new Map(), param: null, rest: null, optionalRest: null, route: null });

/**
 * A matcher of paths to the app's route patterns (`/api/orders/[brandId]/[orderId]`), from the
 * patterns of its route handlers. Pages are not among them: the app rewrites a page's path by its
 * host (src/proxy.ts), so every other path is labelled "page".
 * @param {string[]} patterns e.g. "/api/orders/[brandId]/[orderId]", "/api/[...path]"
 * @returns {(path: string) => string}
 */
export function routeMatcher(patterns) {
  const root = node();
  for (const pattern of patterns) {
    let at = root;
    for (const segment of pattern.split("/").filter(Boolean)) {
      if (segment.startsWith("[[...")) {
        at.optionalRest = pattern;
        at = node(); // nothing follows a catch-all
        break;
      }
      if (segment.startsWith("[...")) {
        at.rest = pattern;
        at = node();
        break;
      }
      if (segment.startsWith("[")) at = at.param ??= node();
      else {
        let next = at.fixed.get(segment);
        if (!next) at.fixed.set(segment, (next = node()));
        at = next;
      }
    }
    at.route ??= pattern;
  }
  /**
   * @param {Node} at
   * @param {string[]} segments
   * @param {number} i
   * @returns {string | null}
   */
  const match = (at, segments, i) => {
    if (i === segments.length) return at.route ?? at.optionalRest;
    const segment = /** @type {string} */ (segments[i]);
    const fixed = at.fixed.get(segment);
    const found =
      (fixed && match(fixed, segments, i + 1)) || (at.param && match(at.param, segments, i + 1));
    return found || at.rest || at.optionalRest;
  };
  return (path) => {
    const segments = path.split("/").filter(Boolean);
    return match(root, segments, 0) ?? "page";
  };
}

/**
 * The label of a request's path: a route handler's pattern, `/_next/static` (the build's files),
 * `/_next` (anything else of Next.js's), or `page`. Never the path itself: ids in a label would
 * make a series per order (docs/metrics.md "Labels").
 * @param {(path: string) => string} routes
 * @param {string} path the request's path, without its query
 */
export function routeLabel(routes, path) {
  if (path.startsWith("/_next/"))
    return path.startsWith("/_next/static/") ? "/_next/static" : "/_next";
  if (path === "/metrics") return "/metrics";
  return routes(path);
}

/**
 * The route handlers' patterns of a production build (`.next/app-path-routes-manifest.json`, which
 * maps "/api/orders/[brandId]/[orderId]/route" to its URL); none when there is no build.
 * @param {string} dir the app's folder
 */
export function builtRoutes(dir) {
  try {
    const manifest = /** @type {Record<string, string>} */ (
      JSON.parse(fs.readFileSync(path.join(dir, ".next", "app-path-routes-manifest.json"), "utf8"))
    );
    return Object.entries(manifest)
      .filter(([file]) => file.endsWith("/route"))
      .map(([, url]) => url);
  } catch {
    return [];
  }
}

/**
 * GET /metrics: 404 without METRICS_TOKEN (there is nothing here), 401 unless the request carries
 * it as `Authorization: Bearer …` (compared in constant time), else the registry in Prometheus's
 * text format.
 * @param {string | undefined} token
 * @param {string | undefined} authorization
 * @returns {Promise<{ status: number, type: string, body: string }>}
 */
export async function metricsAnswer(token, authorization) {
  if (!token) return { status: 404, type: "", body: "" };
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
  if (!sameSecret(given, token)) return { status: 401, type: "", body: "" };
  const r = registry();
  return { status: 200, type: r.contentType, body: await r.metrics() };
}

/**
 * Whether two secrets are equal, in time that does not depend on where they differ (hashed
 * first, so their lengths do not matter either).
 * @param {string} a
 * @param {string} b
 */
function sameSecret(a, b) {
  const digest = (/** @type {string} */ s) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
