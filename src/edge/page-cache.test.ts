import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  MAX_INLINE_SCRIPTS,
  pageCache,
  preferredEncoding,
} from "./page-cache.mjs";

const sha = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const page = (scripts: string[]) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
      `<body><p>Kue lapis — Rp 25.000</p>${scripts.map((s) => `<script>${s}</script>`).join("")}` +
      `</body></html>`,
  );

describe("inlineScriptHashes", () => {
  it("lists each inline script's SHA-256 once, in order, and skips scripts with a src", () => {
    const scripts = ["self.__next_f.push([0])", 'self.__next_f.push([1,"é\\u003cb"])', "x()"];
    const html = `${page(scripts).toString()}<script>x()</script><script id="a" src="/b.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual(scripts.map(sha));
  });

  it("gives up on a page with more inline scripts than a header should carry", () => {
    const many = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => `f(${i})`);
    expect(inlineScriptHashes(page(many).toString())).toBeNull();
    expect(inlineScriptHashes(page(many.slice(1)).toString())).toHaveLength(MAX_INLINE_SCRIPTS);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5", "gzip"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ])("%s: %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("pageCache", () => {
  const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(" ")}`;
  const answer = (body: Buffer) => ({ contentType: "text/html; charset=utf-8", vary: "rsc", body });

  it("keeps a page in every encoding, with its hashes in the policy", async () => {
    const cache = pageCache({ policy });
    const body = page(["a()", "b()"]);
    await cache.put("k", answer(body));
    const kept = cache.get("k")!;
    expect(kept.headers["Content-Security-Policy"]).toBe(
      `script-src 'self' ${sha("a()")} ${sha("b()")}`,
    );
    expect(kept.headers.Vary).toBe("rsc, Accept-Encoding");
    expect(kept.bodies.identity).toEqual(body);
    expect(gunzipSync(kept.bodies.gzip)).toEqual(body);
    expect(brotliDecompressSync(kept.bodies.br)).toEqual(body);
    expect(kept.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(cache.stats()).toEqual({ pages: 1, bytes: kept.size });
  });

  it("does not keep a page with too many inline scripts, nor one larger than the cache", async () => {
    const cache = pageCache({ policy, maxBytes: 4096 });
    const many = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => `f(${i})`);
    await cache.put("many", answer(page(many)));
    const huge = Buffer.from(
      `<p>${createHash("sha512").update("x").digest("hex").repeat(200)}</p><script>a()</script>`,
    );
    await cache.put("huge", answer(huge));
    expect(cache.get("many")).toBeUndefined();
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.stats()).toEqual({ pages: 0, bytes: 0 });
  });

  it("lets the least recently used pages go when it is full", async () => {
    const cache = pageCache({ policy });
    const bodies = ["a", "b", "c"].map((k) => page([`${k}()`]));
    await cache.put("a", answer(bodies[0]!));
    const one = cache.get("a")!.size;
    const small = pageCache({ policy, maxBytes: Math.floor(one * 2.5) });
    await small.put("a", answer(bodies[0]!));
    await small.put("b", answer(bodies[1]!));
    small.get("a"); // a is used again: b is now the oldest
    await small.put("c", answer(bodies[2]!));
    expect(small.get("b")).toBeUndefined();
    expect(small.get("a")).toBeDefined();
    expect(small.get("c")).toBeDefined();
    expect(small.stats().bytes).toBeLessThanOrEqual(Math.floor(one * 2.5));
  });

  describe("send, over real HTTP", () => {
    const cache = pageCache({ policy });
    const body = page(["a()"]);
    let base = "";
    const server = http.createServer((req, res) => cache.send(req, res, cache.get("k")!));
    beforeAll(async () => {
      await cache.put("k", answer(body));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const ask = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>(
        (resolve, reject) =>
          http
            .get(base, { headers }, (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () =>
                resolve({
                  status: res.statusCode!,
                  headers: res.headers,
                  bytes: Buffer.concat(chunks),
                }),
              );
            })
            .on("error", reject),
      );

    it("answers in the best encoding the browser takes", async () => {
      const br = await ask({ "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(Number(br.headers["content-length"])).toBe(br.bytes.length);
      expect(brotliDecompressSync(br.bytes)).toEqual(body);
      const plain = await ask({});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.bytes).toEqual(body);
      expect(plain.headers["content-security-policy"]).toBe(`script-src 'self' ${sha("a()")}`);
      expect(plain.headers["cache-control"]).toBe("private, no-cache");
    });

    it("answers 304 without a body to the page's own ETag only", async () => {
      const { headers } = await ask({});
      const etag = String(headers.etag);
      const same = await ask({ "if-none-match": `W/"other", ${etag}` });
      expect(same.status).toBe(304);
      expect(same.bytes.length).toBe(0);
      expect((await ask({ "if-none-match": 'W/"other"' })).status).toBe(200);
    });
  });
});
