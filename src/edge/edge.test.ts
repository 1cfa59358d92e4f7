import { describe, expect, it } from "vitest";
import { MAX_SHEET_BYTES } from "@/domain/menu-sheet";
import { MAX_JSON_BODY_BYTES } from "@/server/http";
import { MAX_UPLOAD_BYTES } from "@/server/uploads/uploads";
import {
  baseHeaders,
  bodyLimit,
  bodyRefusal,
  isImageOptimizer,
  isLocalHost,
  nonceInjector,
  hashedPagePolicy,
  pagePolicy,
  requestIdFrom,
  tileSource,
} from "./edge.mjs";

const inject = (chunks: string[], nonce = "N0nce") => {
  const injector = nonceInjector(nonce);
  const parts = chunks.map((c) => injector.push(Buffer.from(c)).toString());
  return parts.join("") + injector.flush().toString();
};

describe("nonceInjector", () => {
  const page =
    '<html><head><link rel="preload" as="script" href="/b.js"/><linked>x</linked><script src="/a.js" async></script><script>self.__next_f.push([1,"\\u003cscript"])</script></head>' +
    "<body><p>&lt;script&gt; typed by a customer</p><scripts></scripts><script\n>x()</script></body></html>";
  const expected =
    '<html><head><link nonce="N0nce" rel="preload" as="script" href="/b.js"/><linked>x</linked><script nonce="N0nce" src="/a.js" async></script><script nonce="N0nce">self.__next_f.push([1,"\\u003cscript"])</script></head>' +
    '<body><p>&lt;script&gt; typed by a customer</p><scripts></scripts><script nonce="N0nce"\n>x()</script></body></html>';

  it("adds the nonce to every script and link tag and nothing else", () => {
    expect(inject([page])).toBe(expected);
  });

  it("gives the same result however the body is cut into chunks", () => {
    for (let cut = 1; cut < page.length; cut++) {
      expect(inject([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    expect(inject(page.split(""))).toBe(expected);
  });

  it("keeps multi-byte text intact across chunk edges", () => {
    const text = "<p>Kue lapis 🍰 — “enak”</p><script>1</script>";
    const bytes = Buffer.from(text);
    const injector = nonceInjector("n");
    const out = Buffer.concat([
      ...Array.from(bytes, (b) => injector.push(Buffer.from([b]))),
      injector.flush(),
    ]).toString();
    expect(out).toBe('<p>Kue lapis 🍰 — “enak”</p><script nonce="n">1</script>');
  });

  it("passes a body without scripts through unchanged, a trailing '<scr' included", () => {
    expect(inject(["<p>a</p><scr"])).toBe("<p>a</p><scr");
    expect(inject(["<p>a</p><li", "nk>"])).toBe('<p>a</p><link nonce="N0nce">');
  });
});

describe("isImageOptimizer", () => {
  it("is Next.js's /_next/image path and nothing else", () => {
    expect(isImageOptimizer("/_next/image")).toBe(true);
    expect(isImageOptimizer("/_next/image/x")).toBe(true);
    expect(isImageOptimizer("/_next/static/chunks/a.js")).toBe(false);
    expect(isImageOptimizer("/media/demo/a.png")).toBe(false);
  });
});

describe("bodyRefusal", () => {
  const req = (url: string, headers: Record<string, string>) => ({ url, headers });

  it("allows requests without a body and bodies within the path's limit", () => {
    expect(bodyRefusal(req("/api/branches", {}))).toBeNull();
    expect(bodyRefusal(req("/api/orders/demo/customer", { "content-length": "900" }))).toBeNull();
    expect(
      bodyRefusal(
        req("/api/uploads/payment-proof", { "content-length": String(MAX_UPLOAD_BYTES) }),
      ),
    ).toBeNull();
  });

  it("refuses an undeclared (chunked) body with 411 and an oversized or bogus one with 413", () => {
    expect(
      bodyRefusal(req("/api/auth/create-otp", { "transfer-encoding": "chunked" }))?.status,
    ).toBe(411);
    expect(
      bodyRefusal(req("/api/auth/create-otp?x=1", { "content-length": String(16 * 1024 + 1) }))
        ?.status,
    ).toBe(413);
    expect(bodyRefusal(req("/api/auth/create-otp", { "content-length": "-1" }))?.status).toBe(413);
    expect(
      bodyRefusal(req("/api/uploads/payment-proof", { "content-length": String(3 * 1024 * 1024) }))
        ?.code,
    ).toBe("PAYLOAD_TOO_LARGE");
  });

  it("never refuses what the routes themselves accept", () => {
    expect(bodyLimit("/api/orders/demo/customer")).toBeGreaterThanOrEqual(MAX_JSON_BODY_BYTES);
    expect(bodyLimit("/api/uploads/payment-proof")).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(bodyLimit("/api/owner/images")).toBeGreaterThan(MAX_UPLOAD_BYTES);
    for (const path of ["/api/owner/menus/main/import", "/api/owner/menus/main/import/preview"])
      expect(bodyLimit(path)).toBeGreaterThan(MAX_SHEET_BYTES);
    expect(bodyLimit("/api/owner/menus/main/import/other")).toBe(16 * 1024);
  });
});

describe("headers", () => {
  it("sends HSTS only off localhost", () => {
    expect(baseHeaders("demo.localhost:3000")["Strict-Transport-Security"]).toBeUndefined();
    expect(baseHeaders("127.0.0.1:3000")["Strict-Transport-Security"]).toBeUndefined();
    expect(baseHeaders("demo.kedai.id")["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });

  it("sandboxes every answer but the service worker, which needs its origin and caches", () => {
    expect(baseHeaders("demo.kedai.id", "/media/x.svg")["Content-Security-Policy"]).toContain(
      "sandbox",
    );
    const worker = baseHeaders("demo.kedai.id", "/sw.js")["Content-Security-Policy"];
    expect(worker).not.toContain("sandbox");
    expect(worker).toContain("connect-src 'self'");
    expect(isLocalHost("[::1]:3000")).toBe(true);
    expect(isLocalHost("localhost.evil.com")).toBe(false);
  });

  it("a page policy runs scripts by nonce only, never eval, and is never framed", () => {
    const policy = pagePolicy("abc", tileSource("https://{s}.tile.example.org/{z}/{x}/{y}.png"));
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.example.org");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("a kept page's policy runs its own inline scripts by hash and this origin's files", () => {
    const tiles = tileSource(undefined);
    const hashed = hashedPagePolicy(["'sha256-AAA='", "'sha256-BBB='"], tiles);
    expect(hashed).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    // The rest of the policy is the rendered page's, word for word.
    expect(hashed.replace(/script-src [^;]*/, "")).toBe(
      pagePolicy("abc", tiles).replace(/script-src [^;]*/, ""),
    );
    expect(hashed).not.toContain("unsafe-eval");
    expect(hashed).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("keeps a sane caller request id and replaces anything else", () => {
    expect(requestIdFrom("abc-123-def-456")).toBe("abc-123-def-456");
    for (const bad of [undefined, "short", "has space in it", "x".repeat(200), ["a", "b"]])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
