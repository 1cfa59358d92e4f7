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

/**
 * One route, method and status's requests: their count, and their durations as a histogram
 * (`buckets[i]`: how many fell in LATENCY_BUCKETS[i], the last one beyond them all).
 * @typedef {{ labels: Record<string, string>, count: number, timed: number, sum: number, buckets: Float64Array }} Series
 */

/**
 * The edge's request metrics. Counted in plain numbers on the hot path and handed to the registry
 * only when it is scraped: prom-client hashes the label object on every inc() or observe(), even
 * through a child from labels(), and cost ~10 times this (docs/metrics.md "Cost").
 */
function httpMetrics() {
  return remember("metrics-http", () => {
    /** @type {Map<string, Series>} by "route method status" (a bounded set: see routeLabel) */
    const series = new Map();
    const counter = {
      name: "kedai_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status",
      type: "counter",
      aggregator: "sum",
      get: async () => ({
        ...counter,
        values: [...series.values()].map((s) => ({ labels: s.labels, value: s.count })),
      }),
      reset: () => series.clear(),
    };
    const histogram = {
      name: "kedai_http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte sent (live streams excluded)",
      type: "histogram",
      aggregator: "sum",
      get: async () => ({
        ...histogram,
        values: [...series.values()]
          .filter((s) => s.timed > 0)
          .flatMap((s) => {
            let below = 0;
            const bucket = (/** @type {number | string} */ le, /** @type {number} */ i) => {
              below += /** @type {number} */ (s.buckets[i]);
              return {
                metricName: `${histogram.name}_bucket`,
                labels: { ...s.labels, le },
                value: below,
              };
            };
            return [
              ...LATENCY_BUCKETS.map((le, i) => bucket(le, i)),
              bucket("+Inf", LATENCY_BUCKETS.length),
              { metricName: `${histogram.name}_sum`, labels: s.labels, value: s.sum },
              { metricName: `${histogram.name}_count`, labels: s.labels, value: s.timed },
            ];
          }),
      }),
      reset: () => series.clear(),
    };
    registry().registerMetric(/** @type {never} */ (counter));
    registry().registerMetric(/** @type {never} */ (histogram));
    return series;
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
  const series = httpMetrics();
  const key = `${route} ${m} ${status}`;
  let one = series.get(key);
  if (!one) {
    one = {
      labels: { route, method: m, status: String(status) },
      count: 0,
      timed: 0,
      sum: 0,
      buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
    };
    series.set(key, one);
  }
  one.count++;
  if (seconds === null) return;
  one.timed++;
  one.sum += seconds;
  let i = 0;
  while (i < LATENCY_BUCKETS.length && seconds > /** @type {number} */ (LATENCY_BUCKETS[i])) i++;
  one.buckets[i] = (one.buckets[i] ?? 0) + 1;
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
