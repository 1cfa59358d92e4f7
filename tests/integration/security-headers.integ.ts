import { describe, expect, it } from "vitest";
import { readBrand } from "../support/brand-files";
import type { HttpAnswer } from "../support/http";
import { get, post, request } from "../support/http";
import { sharedBaseUrl } from "../support/integration-server";

// Issue 8: the headers of every kind of answer, the per-response nonce, the request id, the
// body limits and the readiness probe, on the shared server (docs/RELIABILITY.md "Headers").

const baseUrl = sharedBaseUrl();
const host = "demo.localhost";
const demo = readBrand("brands/demo.json");
const itemId = demo.menus[0].sections[0].items[0].uid as string;

const PAGES = ["/", `/p/${itemId}`, "/store-selector", "/auth", "/checkout", "/staff", "/orders"];

function nonceOf(res: HttpAnswer): string {
  const policy = String(res.headers["content-security-policy"]);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

function expectCommonHeaders(res: HttpAnswer) {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["x-request-id"]).toMatch(/^[\w.:-]{8,128}$/);
}

describe("pages", () => {
  it.each(PAGES)("%s: a nonce policy without unsafe-eval, on every script tag", async (path) => {
    const res = await get(baseUrl, path, host);
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const nonce = nonceOf(res);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The nonce is the response's own, so no shared cache may keep the page.
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers["strict-transport-security"]).toBeUndefined(); // localhost
  });

  it("gives every response a new nonce, also for a page served from the cache", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf(await get(baseUrl, "/", host)));
    expect(nonces.size).toBe(5);
  });

  it("compresses pages after the nonce is in", async () => {
    const res = await get(baseUrl, "/", host, { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers["content-security-policy"])).toContain("'nonce-");
  });

  it("sends HSTS on a real domain and not on localhost", async () => {
    const real = await get(baseUrl, "/", "demo.kedai.example");
    expect(real.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect((await get(baseUrl, "/", host)).headers["strict-transport-security"]).toBeUndefined();
  });

  it("the unknown-shop page has the same headers", async () => {
    const res = await get(baseUrl, "/", "nosuchshop.localhost");
    expectCommonHeaders(res);
    const nonce = nonceOf(res);
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`);
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
