import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestLocation } from "../support/database";
import { freshLocation } from "../support/database";
import type { LooseBrand } from "../support/brand-files";
import { brandImport, fixtureCopy, readBrand } from "../support/brand-files";
import type { HttpAnswer } from "../support/http";
import { get, request } from "../support/http";
import { bigMenuBrand, ITEMS_PER_SECTION } from "../support/big-menu";
import { expectScriptsTrusted, nonceOf } from "../support/page-policy";
import type { RunningServer } from "../support/server";
import { startServer } from "../support/server";

// Issue 16 item 2 (docs/decisions/0021): a menu page, once Next.js has rendered it for a brand
// revision and branch, is answered by the edge from its page cache: the same bytes for everyone,
// compressed once per encoding, its inline scripts trusted by hash. A server of its own, so the
// first answer of each page is seen here.

const host = "mini.localhost";
/** The mini fixture with a second branch, so that a branch's page has a sibling. */
const withTwoBranches = (brand: LooseBrand) => {
  brand.branches.push({ ...brand.branches[0], id: "two", name: "Mini Menteng" });
};
const mini = readBrand("tests/fixtures/mini/brand.json");
const item = mini.menus[0].sections[0].items[0] as { uid: string; name: string };

let server: RunningServer;
let loc: TestLocation;
beforeAll(async () => {
  loc = await freshLocation("page-cache");
  expect(brandImport(loc, fixtureCopy(withTwoBranches)).status).toBe(0);
  server = await startServer(loc);
});
afterAll(async () => {
  await server?.stop();
  await loc?.dispose();
});

/**
 * Asks for a page until the edge answers it from its cache (with an ETag; it is kept once it is
 * compressed, off the event loop), at most 10 s. Returns that answer and the rendered ones before.
 */
async function untilKept(path: string, headers: Record<string, string> = {}, on = host) {
  const rendered: HttpAnswer[] = [];
  for (let i = 0; i < 100; i++) {
    const res = await get(server.baseUrl, path, on, headers);
    expect(res.status).toBe(200);
    if (res.headers.etag) return { kept: res, rendered };
    rendered.push(res);
    await sleep(100);
  }
  throw new Error(`${path} was never answered from the page cache`);
}

describe("the edge's page cache", () => {
  it("keeps a page once rendered: Next.js's bytes, its inline scripts trusted by hash", async () => {
    const { kept, rendered } = await untilKept(`/p/${item.uid}`);
    expect(rendered.length).toBeGreaterThan(0); // the first answer is rendered, with a nonce
    for (const res of rendered) {
      expect(expectScriptsTrusted(res)).toBe("nonce");
      expect(res.body.replaceAll(` nonce="${nonceOf(res)}"`, "")).toBe(kept.body);
    }
    expect(expectScriptsTrusted(kept)).toBe("hashes");
    expect(kept.body).toContain(item.name);
    expect(kept.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(kept.headers["cache-control"]).toBe("private, no-cache");
    expect(kept.headers.vary).toContain("Accept-Encoding");
    expect(kept.headers["x-content-type-options"]).toBe("nosniff");
    expect(kept.headers["x-request-id"]).toMatch(/^[\w.:-]{8,128}$/);
    // Answered by the edge: nothing of Next.js's routing shows.
    expect(kept.headers["x-nextjs-cache"]).toBeUndefined();
    expect(kept.headers["x-middleware-rewrite"]).toBeUndefined();
  });

  it("answers each encoding a browser asks for with the same page, and 304 to its ETag", async () => {
    const { kept } = await untilKept("/");
    const as = (encoding: string) =>
      get(server.baseUrl, "/", host, encoding ? { "accept-encoding": encoding } : {});
    const br = await as("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.bytes).toString()).toBe(kept.body);
    const gz = await as("br;q=0, gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString()).toBe(kept.body);
    const plain = await as("");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(kept.body);
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.length);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);

    const again = await get(server.baseUrl, "/", host, {
      "if-none-match": String(kept.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(kept.headers.etag);
    const other = await get(server.baseUrl, "/", host, { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it("keeps each branch's page apart (the branch cookie)", async () => {
    const first = await untilKept("/", { cookie: "kedai_branch=one" });
    const second = await untilKept("/", { cookie: "kedai_branch=two" });
    expect(first.kept.body).toContain("Mini Sabang");
    expect(second.kept.body).toContain("Mini Menteng");
    expect(second.kept.body).not.toBe(first.kept.body);
    expect(second.kept.headers.etag).not.toBe(first.kept.headers.etag);
    // Not a branch of the brand: the first branch's page, as the proxy rewrites it.
    const unknown = await get(server.baseUrl, "/", host, { cookie: "kedai_branch=nowhere" });
    expect(unknown.headers.etag).toBe(first.kept.headers.etag);
    // A name given twice: the last counts, for the edge as for Next.js's proxy.
    const twice = await get(server.baseUrl, "/", host, {
      cookie: "kedai_branch=two; theme=x; kedai_branch=one",
    });
    expect(twice.headers.etag).toBe(first.kept.headers.etag);
    expect(twice.body).toContain("Mini Sabang");
  });

  it("leaves Next.js's flight data requests and other methods to Next.js", async () => {
    await untilKept("/");
    // A client navigation asks for the page's flight data: never the kept HTML.
    const flight = await get(server.baseUrl, "/", host, { rsc: "1" });
    expect(flight.headers.etag).toBeUndefined();
    expect(String(flight.headers["content-type"] ?? "")).not.toContain("text/html");
    const head = await request("HEAD", server.baseUrl, "/", host);
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBeUndefined();
  });

  it("answers a re-imported brand's new page at once, never the kept old one", async () => {
    const { kept } = await untilKept("/");
    const renamed = fixtureCopy((b) => {
      withTwoBranches(b);
      b.menus[0].sections[0].items[0].name = "Golden Butter Bun";
    });
    expect(brandImport(loc, renamed).status).toBe(0);
    // The import tells the running server (NOTIFY on PostgreSQL; on PGlite the command goes
    // through it), which forgets the brand: from then on the new revision's page, never the old.
    await expect
      .poll(async () => (await get(server.baseUrl, "/", host)).body, { timeout: 5000 })
      .toContain("Golden Butter Bun");
    for (let i = 0; i < 5; i++) {
      const res = await get(server.baseUrl, "/", host);
      expect(res.body).toContain("Golden Butter Bun");
      expect(res.headers.etag).not.toBe(kept.headers.etag);
    }
    const { kept: keptNew } = await untilKept("/");
    expect(keptNew.body).toContain("Golden Butter Bun");
  });

  it("keeps a 2,000-item menu's page too: it carries the first section, not the whole menu", async () => {
    // Issue 16 item 3: the rest of the menu is drawn in the browser (tests/e2e/menu.e2e.ts).
    expect(brandImport(loc, bigMenuBrand("besar", 2000)).status).toBe(0);
    const { kept: page } = await untilKept("/", {}, "besar.localhost");
    expect(page.bytes.length).toBeLessThan(200 * 1024); // 2.1 MB when it carried every item
    expect(page.body).toContain(">Kue nomor 25<");
    expect(page.body).not.toContain(">Kue nomor 26<");
    for (let s = 1; s <= 2000 / ITEMS_PER_SECTION; s++)
      expect(page.body).toContain(`id="section-section-${s}"`);
  });
});
