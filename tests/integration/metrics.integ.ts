import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { usingPostgres } from "../support/database";
import { apiRoutes } from "../support/route-inventory";
import { get } from "../support/http";
import { paymentCalls, paymentServer } from "../support/online-payment";
import { data } from "../support/owner-server";
import { startServer } from "../support/server";
import { openSse } from "../support/sse";

// Issue 40 item 4 (docs/metrics.md): GET /metrics behind METRICS_TOKEN on a real server. Requests
// are counted and timed by their route's pattern, never their path; payments, messages, jobs, open
// streams and the database pool are there; traces reach an OTLP collector when one is named.

const HOST = "demo.localhost";
const TOKEN = "metrics-token-for-tests-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };

/** One sample of a scrape: `name{labels} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a Prometheus line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, k, v] of (m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; undefined when none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
}

describe("GET /metrics", () => {
  const t = paymentServer("metrics", { METRICS_TOKEN: TOKEN });
  const pay = paymentCalls(t);
  const scrape = async () => {
    const res = await get(t.baseUrl(), "/metrics", "metrics.internal", bearer);
    expect(res.status, res.body).toBe(200);
    return { text: res.body, samples: parse(res.body) };
  };

  it("asks for the token: 401 without it or with another, 200 in Prometheus's format with it", async () => {
    const none = await get(t.baseUrl(), "/metrics", HOST);
    expect(none.status).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
    const wrong = await get(t.baseUrl(), "/metrics", HOST, {
      authorization: `Bearer ${TOKEN.slice(0, -1)}x`,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toContain("kedai_");
    const ok = await get(t.baseUrl(), "/metrics", HOST, bearer);
    expect(ok.status).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parse(ok.body);
    // Node's own: memory, CPU, event-loop lag.
    expect(valueOf(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(valueOf(samples, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(valueOf(samples, "nodejs_eventloop_lag_p99_seconds")).toBeDefined();
    // The database and its pool: PGlite has one connection and counts nothing else.
    const kind = usingPostgres ? "postgres" : "pglite";
    expect(valueOf(samples, "kedai_db_info", { kind })).toBe(1);
    if (usingPostgres) {
      expect(valueOf(samples, "kedai_db_pool_total")).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, "kedai_db_pool_idle")).toBeDefined();
      expect(valueOf(samples, "kedai_db_pool_waiting")).toBe(0);
    } else {
      expect(valueOf(samples, "kedai_db_pool_total")).toBe(1);
      expect(valueOf(samples, "kedai_db_pool_idle")).toBeUndefined();
    }
  });

  it("counts and times requests by their route's pattern, never by a path with ids", async () => {
    const page = await get(t.baseUrl(), "/", HOST);
    expect(page.status).toBe(200);
    const placed = await pay.placeOrder();
    expect(placed.status, placed.body).toBe(200);
    const { uid } = data<{ uid: string }>(placed);
    expect((await pay.detail(uid)).status).toBe("PENDING");
    const paid = await pay.simulate(uid, "PAID");
    expect(paid.status, paid.body).toBe(200);
    const missing = await get(t.baseUrl(), "/api/orders/demo/NOSUCHORDER0000000000", HOST);
    expect(missing.status).toBeGreaterThanOrEqual(400);

    const { text, samples } = await scrape();
    expect(text).not.toContain(uid);
    expect(text).not.toContain("NOSUCHORDER");
    const order = "/api/orders/[brandId]/[orderId]";
    expect(
      valueOf(samples, "kedai_http_requests_total", { route: order, method: "GET", status: "200" }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, "kedai_http_requests_total", {
        route: order,
        status: String(missing.status),
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, "kedai_http_requests_total", {
        route: "/api/orders/[brandId]/customer",
        method: "POST",
        status: "200",
      }),
    ).toBe(1);
    expect(
      valueOf(samples, "kedai_http_requests_total", {
        route: "page",
        method: "GET",
        status: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, "kedai_http_request_duration_seconds_count", {
        route: order,
        method: "GET",
        status: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, "kedai_http_request_duration_seconds_bucket", {
        route: "page",
        status: "200",
        le: "+Inf",
      }),
    ).toBeGreaterThanOrEqual(1);
    // Every route label is a route's pattern, a kind of file, or "page": never a path of its own.
    const patterns = new Set([
      ...apiRoutes().map((r) => r.route),
      ...["page", "/_next", "/_next/static", "/metrics", "/readyz", "/healthz"],
      ...["/media/[brand]/[file]", "/app-icon/[file]", "/og/[[...item]]", "/sw.js"],
      ...["/manifest.webmanifest", "/robots.txt", "/sitemap.xml"],
    ]);
    const routes = samples
      .filter((s) => s.name === "kedai_http_requests_total")
      .map((s) => s.labels.route!);
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) expect(patterns).toContain(route);

    // The payment's outcome, and the message its customer is sent about it (a job, by SMS).
    expect(
      valueOf(samples, "kedai_payments_total", { provider: "simulator", outcome: "paid" }),
    ).toBe(1);
    await pay.until(async () => {
      const now = (await scrape()).samples;
      return (valueOf(now, "kedai_messages_total", { channel: "sms", outcome: "sent" }) ?? 0) >= 1;
    }, "the customer's message counted");
    const after = (await scrape()).samples;
    expect(valueOf(after, "kedai_jobs_total", { outcome: "done" })).toBeGreaterThanOrEqual(1);
  });

  it("shows an open live stream while it is open", async () => {
    const open = async () => valueOf((await scrape()).samples, "kedai_live_streams_open");
    expect(await open()).toBe(0);
    const stream = await openSse(t.baseUrl(), "/api/storefront/events", HOST);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === "ready");
    expect(await open()).toBe(1);
    stream.close();
    await pay.until(async () => (await open()) === 0, "the stream's place given back");
    // Counted when it ended, and not timed: a stream's time is its life.
    const samples = (await scrape()).samples;
    const labels = { route: "/api/storefront/events", method: "GET", status: "200" };
    expect(valueOf(samples, "kedai_http_requests_total", labels)).toBe(1);
    expect(valueOf(samples, "kedai_http_request_duration_seconds_count", labels)).toBeUndefined();
  });

  it("shows a due job, and how long it has waited; sends traces to a collector when one is named", async () => {
    const collector = await fakeCollector();
    try {
      await t.server.stop();
      // A due job no process handles: nobody claims it, so it stays due.
      const handle = await openDatabase(t.location);
      try {
        await handle.db.insert(jobs).values({
          brandId: "demo",
          kind: "metrics-probe",
          payload: {},
          runAt: new Date(Date.now() - 120_000),
        });
      } finally {
        await handle.close();
      }
      t.server = await startServer(t.location, {
        APP_SECRET: t.appSecret!,
        METRICS_TOKEN: TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: "200",
      });
      const { samples } = await scrape();
      expect(valueOf(samples, "kedai_jobs_due", { kind: "metrics-probe" })).toBe(1);
      expect(valueOf(samples, "kedai_jobs_waiting", { kind: "metrics-probe" })).toBe(1);
      expect(
        valueOf(samples, "kedai_jobs_oldest_due_age_seconds", { kind: "metrics-probe" }),
      ).toBeGreaterThanOrEqual(110);
      // A kind this process handles, with nothing waiting, is there at 0.
      expect(valueOf(samples, "kedai_jobs_due", { kind: "sms" })).toBe(0);

      expect((await get(t.baseUrl(), "/api/branches", HOST)).status).toBe(200);
      await pay.until(async () => collector.spans().length > 0, "a span at the collector");
      expect(collector.services()).toContain("kedai");
    } finally {
      await collector.stop();
    }
  });

  it("is not there without METRICS_TOKEN (404)", async () => {
    await t.server.stop();
    t.server = await startServer(t.location, { APP_SECRET: t.appSecret! });
    const res = await get(t.baseUrl(), "/metrics", HOST, bearer);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("kedai_");
  });
});

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { name: string }[] }[];
  }[];
}

/** An OTLP/HTTP collector on loopback that keeps what it is sent (JSON, the exporter's default). */
async function fakeCollector() {
  const received: OtlpExport[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url === "/v1/traces")
        received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () =>
      received.flatMap((e) =>
        (e.resourceSpans ?? []).flatMap((r) => (r.scopeSpans ?? []).flatMap((s) => s.spans ?? [])),
      ),
    services: () =>
      received.flatMap((e) =>
        (e.resourceSpans ?? []).flatMap((r) =>
          (r.resource?.attributes ?? [])
            .filter((a) => a.key === "service.name")
            .map((a) => a.value.stringValue),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
