// @ts-check
// The edge's page cache (issue 16, docs/decisions/0021-cached-pages-hashed-and-compressed-once.md).
// A menu page is the same for every visitor of a brand revision and branch (decision 0003), so
// once Next.js has answered it, the edge keeps the answer ready in every encoding, with a policy
// that trusts its inline scripts by their hashes instead of a per-response nonce, and answers the
// next visitors itself: no render, no compression, no nonce scan per request.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** The most the cache holds (all encodings counted); the least recently used pages go first. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A page with more inline scripts than this is not cached (its policy would be a header too long
 * for some proxies); it keeps the per-response nonce. Next.js writes three to five.
 */
export const MAX_INLINE_SCRIPTS = 64;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** @typedef {"br" | "gzip" | "identity"} Encoding */

/**
 * @typedef {object} CachedPage
 * @property {Record<string, string>} headers what every answer of it carries (policy included)
 * @property {string} etag
 * @property {Record<Encoding, Buffer>} bodies
 * @property {number} size
 */

/**
 * The SHA-256 sources (`'sha256-…'`) of a page's inline scripts, in order and without repeats;
 * null when there are more than MAX_INLINE_SCRIPTS. Only Next.js writes script tags (React
 * escapes rendered text, and Next escapes `<` in inline data), so a script ends at `</script`.
 * @param {string} html
 * @returns {string[] | null}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? "")) continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    sources.add(`'sha256-${digest}'`);
  }
  return sources.size > MAX_INLINE_SCRIPTS ? null : [...sources];
}

/**
 * The encoding to answer in: Brotli, else gzip, else none, as the Accept-Encoding header allows
 * (a `q=0` refuses one).
 * @param {string | undefined} header
 * @returns {Encoding}
 */
export function preferredEncoding(header) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (/** @type {string} */ name) =>
    (accepted.get(name) ?? (accepted.has("*") ? accepted.get("*") : 0) ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/**
 * Whether a request may be answered from the cache: a plain page load. Next.js's own requests for
 * a page's flight data (client navigation, prefetch) carry `RSC` and get another answer.
 * @param {import("node:http").IncomingMessage} req
 */
export function isPageLoad(req) {
  const url = req.url ?? "/";
  return (
    req.method === "GET" &&
    !req.headers.rsc &&
    !req.headers["next-router-prefetch"] &&
    !req.headers["next-action"] &&
    !url.startsWith("/_next/") &&
    !url.startsWith("/api/") &&
    !url.startsWith("/media/")
  );
}

/**
 * Whether an answer Next.js is sending may be kept for everyone: a whole page from its static
 * cache (`x-nextjs-cache`), that sets no cookie.
 * @param {import("node:http").ServerResponse} res
 */
export function isShareablePage(res) {
  return (
    res.statusCode === 200 &&
    String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
    res.getHeader("x-nextjs-cache") !== undefined &&
    res.getHeader("set-cookie") === undefined
  );
}

/**
 * @param {{ maxBytes?: number, policy: (scriptSources: string[]) => string }} options
 *   `policy`: the page's Content-Security-Policy for these script sources.
 */
export function pageCache({ maxBytes = PAGE_CACHE_BYTES, policy }) {
  /** @type {Map<string, CachedPage>} oldest use first */
  const pages = new Map();
  /** @type {Set<string>} keys being prepared */
  const preparing = new Set();
  let bytes = 0;

  /** @param {string} key */
  const drop = (key) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.size;
  };

  return {
    /** @param {string} key */
    get(key) {
      const page = pages.get(key);
      if (page) {
        pages.delete(key); // most recently used last
        pages.set(key, page);
      }
      return page;
    },

    /**
     * Keeps an answer Next.js sent under `key`, once it is ready in every encoding (off the event
     * loop: zlib's thread pool). Until then the page is answered as before.
     * @param {string} key
     * @param {{ contentType: string, vary: string | undefined, body: Buffer }} answer
     * @returns {Promise<void>}
     */
    async put(key, { contentType, vary, body }) {
      if (pages.has(key) || preparing.has(key)) return;
      const hashes = inlineScriptHashes(body.toString("utf8"));
      if (!hashes) return;
      preparing.add(key);
      try {
        const [gz, br] = await Promise.all([
          gzip(body, { level: 9 }),
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ]);
        const size = body.length + gz.length + br.length;
        if (size > maxBytes) return;
        const headers = {
          "Content-Type": contentType,
          "Content-Security-Policy": policy(hashes),
          "Cache-Control": "private, no-cache",
          Vary: /\baccept-encoding\b/i.test(vary ?? "")
            ? String(vary)
            : [vary, "Accept-Encoding"].filter(Boolean).join(", "),
        };
        const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
        pages.set(key, { headers, etag, bodies: { identity: body, gzip: gz, br }, size });
        bytes += size;
        for (const oldest of pages.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      } finally {
        preparing.delete(key);
      }
    },

    /**
     * Answers a request with a kept page: 304 when the browser has it (its ETag), else the body in
     * the best encoding the browser takes.
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {CachedPage} page
     */
    send(req, res, page) {
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      res.setHeader("ETag", page.etag);
      const known = String(req.headers["if-none-match"] ?? "");
      if (known.split(",").some((tag) => tag.trim() === page.etag)) {
        res.statusCode = 304;
        return void res.end();
      }
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      const body = page.bodies[encoding];
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(body);
    },

    /** What the cache holds now (tests and the bench). */
    stats: () => ({ pages: pages.size, bytes }),
  };
}
