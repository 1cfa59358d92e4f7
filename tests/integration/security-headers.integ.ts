import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readBrand } from "../support/brand-files";
import type { HttpAnswer } from "../support/http";
import { get, post, request } from "../support/http";
import { sharedBaseUrl } from "../support/integration-server";
import { expectScriptsTrusted, nonceOf } from "../support/page-policy";

// Issue 8: the headers of every kind of answer, the per-response nonce (or, for a page kept by
// the edge's page cache, the hashes of its inline scripts: tests/integration/page-cache.integ.ts),
// the request id, the body limits and the readiness probe, on the shared server (docs/RELIABILITY.md "Headers").

const baseUrl = sharedBaseUrl();
const host = "demo.localhost";
const demo = readBrand("brands/demo.json");
const itemId = demo.menus[0].sections[0].items[0].uid as string;

const PAGES = ["/", `/p/${itemId}`, "/store-selector", "/auth", "/checkout", "/staff", "/orders"];

function expectCommonHeaders(res: HttpAnswer) {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["x-request-id"]).toMatch(/^[\w.:-]{8,128}$/);
}

describe("pages", () => {
  it.each(PAGES)("%s: a strict policy, and every script it runs trusted", async (path) => {
    const res = await get(baseUrl, path, host);
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    expectScriptsTrusted(res);
    // No shared cache may keep a page: a nonce is the response's own, and a kept page's ETag
    // is for the browser that asked.
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers["strict-transport-security"]).toBeUndefined(); // localhost
  });

  it("gives every rendered answer a new nonce", async () => {
    // A shop that does not exist: its page is rendered for every answer, never kept.
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++)
      nonces.add(nonceOf(await get(baseUrl, "/", "nosuchshop.localhost")));
    expect(nonces.size).toBe(5);
  });

  it("compresses rendered pages after the nonce is in", async () => {
    const res = await get(baseUrl, "/", "nosuchshop.localhost", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers["content-security-policy"])).toContain("'nonce-");
    expect(gunzipSync(res.bytes).toString()).toMatch(/<script nonce="[^"]+"/);
  });

  it("sends HSTS on a real domain and not on localhost", async () => {
    const real = await get(baseUrl, "/", "demo.kedai.example");
    expect(real.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect((await get(baseUrl, "/", host)).headers["strict-transport-security"]).toBeUndefined();
  });

  it("the unknown-shop page has the same headers", async () => {
    const res = await get(baseUrl, "/", "nosuchshop.localhost");
    expectCommonHeaders(res);
    expectScriptsTrusted(res);
    expect(nonceOf(res)).not.toBe(""); // rendered for this answer
  });
});

describe("everything else", () => {
  it.each([
    ["/api/branches", 200],
    ["/api/store-configs", 200],
    ["/api/staff/orders", 401],
    ["/healthz", 200],
    ["/readyz", 200],
  ])("%s: a lock-down policy (nothing runs, nothing frames)", async (path, status) => {
    const res = await get(baseUrl, path, host);
    expect(res.status).toBe(status);
    expectCommonHeaders(res);
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
  });

  it("readiness names the database and the migrations", async () => {
    const res = await get(baseUrl, "/readyz", host);
    expect(res.json()).toEqual({ status: "ready" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("keeps a caller's request id and makes one otherwise", async () => {
    const mine = await get(baseUrl, "/api/branches", host, { "x-request-id": "lb-7f3a9c21" });
    expect(mine.headers["x-request-id"]).toBe("lb-7f3a9c21");
    const other = await get(baseUrl, "/api/branches", host, { "x-request-id": "bad id!" });
    expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("request bodies", () => {
  it("refuses a body over the limit before reading it, and an undeclared one", async () => {
    const big = await post(baseUrl, "/api/auth/create-otp", host, "x".repeat(17 * 1024));
    expect(big.status).toBe(413);
    expect(big.json()).toMatchObject({ isErr: true, error: { code: "PAYLOAD_TOO_LARGE" } });
    const chunked = await request("POST", baseUrl, "/api/auth/create-otp", host, {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: "{}",
    });
    expect(chunked.status).toBe(411);
    expect(chunked.json()).toMatchObject({ isErr: true, error: { code: "LENGTH_REQUIRED" } });
  });
});
