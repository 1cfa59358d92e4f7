import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../tests/support/route-inventory";
import { metricsAnswer, observeRequest, routeLabel, routeMatcher } from "./metrics.mjs";

// The app's own route handlers, as the build lists them (src/edge/metrics.mjs builtRoutes).
const patterns = [
  ...new Set(apiRoutes().map((r) => r.route)),
  "/media/[brand]/[file]",
  "/app-icon/[file]",
  "/og/[[...item]]",
  "/healthz",
  "/readyz",
  "/robots.txt",
];
const routes = routeMatcher(patterns);
const label = (path: string) => routeLabel(routes, path);

describe("routeLabel: a request's metrics label", () => {
  it("is the pattern of the route handler that answers the path", () => {
    expect(label("/api/orders/demo/0f8a3c2e-1111-4222-8333-944445555666")).toBe(
      "/api/orders/[brandId]/[orderId]",
    );
    expect(label("/api/orders/demo/ORD-123/payment/attempts")).toBe(
      "/api/orders/[brandId]/[orderId]/payment/attempts",
    );
    expect(label("/api/staff/orders/older")).toBe("/api/staff/orders/older");
    expect(label("/api/staff/orders/A1B2/status")).toBe("/api/staff/orders/[orderId]/status");
    expect(label("/media/demo/cake-640.webp")).toBe("/media/[brand]/[file]");
    expect(label("/og")).toBe("/og/[[...item]]");
    expect(label("/og/black-forest-slice")).toBe("/og/[[...item]]");
    expect(label("/readyz")).toBe("/readyz");
  });

  it("never carries a raw path: unknown API paths, pages and Next's files are named by kind", () => {
    expect(label("/api/no/such/thing/12345")).toBe("/api/[...path]");
    expect(label("/")).toBe("page");
    expect(label("/order/8c1d2e")).toBe("page");
    expect(label("/staff/orders/123")).toBe("page");
    expect(label("/_next/static/chunks/app-3f9a.js")).toBe("/_next/static");
    expect(label("/_next/image")).toBe("/_next");
    expect(label("/metrics")).toBe("/metrics");
  });

  it("has a bounded set of values whatever the paths", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = `${i.toString(36)}-${Math.random().toString(36).slice(2)}`;
      for (const path of [
        `/api/orders/demo/${id}`,
        `/api/me/${id}/orders`,
        `/media/demo/${id}.webp`,
        `/${id}`,
        `/api/${id}/${id}`,
        `/_next/static/${id}.js`,
      ])
        seen.add(label(path));
    }
    expect([...seen].sort()).toEqual(
      [
        "/api/orders/[brandId]/[orderId]",
        "/api/me/[id]/orders",
        "/media/[brand]/[file]",
        "page",
        "/api/[...path]",
        "/_next/static",
      ].sort(),
    );
  });

  it("labels everything a page when there is no build to read the routes from", () => {
    const none = routeMatcher([]);
    expect(routeLabel(none, "/api/orders/demo/1")).toBe("page");
  });
});

describe("metricsAnswer: GET /metrics", () => {
  const token = "a-metrics-token-0123456789";
  it("is 404 without METRICS_TOKEN, 401 without the token or with another", async () => {
    expect((await metricsAnswer(undefined, `Bearer ${token}`)).status).toBe(404);
    expect((await metricsAnswer(token, undefined)).status).toBe(401);
    expect((await metricsAnswer(token, "Bearer wrong")).status).toBe(401);
    expect((await metricsAnswer(token, `Bearer ${token}x`)).status).toBe(401);
    expect((await metricsAnswer(token, token)).status).toBe(401);
  });

  it("answers the registry in Prometheus's text format with the token", async () => {
    const answer = await metricsAnswer(token, `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });
});

describe("observeRequest: the request counter and latency histogram", () => {
  it("counts every request and times all but streams, in cumulative buckets", async () => {
    const route = "/api/test/[id]";
    for (const seconds of [0.003, 0.2, 20, null]) observeRequest(route, "GET", 200, seconds);
    observeRequest(route, "BREW", 418, 0.01);
    const token = "a-metrics-token-0123456789";
    const { body } = await metricsAnswer(token, `Bearer ${token}`);
    const line = (name: string, labels: string) =>
      body
        .split("\n")
        .find((l) => l.startsWith(`${name}{${labels}} `))
        ?.split(" ")[1];
    const labels = `route="${route}",method="GET",status="200"`;
    expect(line("kedai_http_requests_total", labels)).toBe("4");
    expect(line("kedai_http_request_duration_seconds_count", labels)).toBe("3");
    expect(Number(line("kedai_http_request_duration_seconds_sum", labels))).toBeCloseTo(20.203);
    const bucket = (le: string) =>
      line("kedai_http_request_duration_seconds_bucket", `${labels},le="${le}"`);
    expect([bucket("0.005"), bucket("0.1"), bucket("0.25"), bucket("10"), bucket("+Inf")]).toEqual([
      "1",
      "1",
      "2",
      "2",
      "3",
    ]);
    expect(line("kedai_http_requests_total", `route="${route}",method="other",status="418"`)).toBe(
      "1",
    );
  });
});
