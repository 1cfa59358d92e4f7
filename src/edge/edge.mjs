// @ts-check
// What src/edge/serve.mjs does to every request before Next.js sees it and to every answer on its
// way out: the request id, body limits, security headers and the per-response CSP nonce.
// Plain JavaScript because serve.mjs runs on bare Node; type-checked through JSDoc, unit-tested in
// edge.test.ts. docs/RELIABILITY.md explains each rule.
import { randomBytes, randomUUID } from "node:crypto";

/** Bodies over these sizes are refused with 413 before anything reads them. */
export const BODY_LIMITS = {
  /** A brand file with its images, from the operator command (docs/brand-config.md). */
  "/api/operator/brands": 64 * 1024 * 1024,
  /** One proof photo of at most 2 MiB (spec §5/§9) plus its multipart envelope. */
  "/api/uploads/payment-proof": 2 * 1024 * 1024 + 64 * 1024,
  /** The brand's whole document, saved from the owner console (src/contract/owner.ts). */
  "/api/owner/brand": 8 * 1024 * 1024,
  /** A logo or menu photo of at most 2 MiB from the owner console (src/server/owner/images.ts). */
  "/api/owner/images": 2 * 1024 * 1024 + 64 * 1024,
};
/** Every other request: the JSON bodies of the API are at most 16 KiB (src/server/http.ts). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** A menu sheet of at most 1 MiB plus its multipart envelope (src/server/owner/menu-sheet-file.ts). */
const MENU_SHEET = /^\/api\/owner\/menus\/[^/]+\/import(?:\/preview)?$/;
export const MENU_SHEET_LIMIT = 1024 * 1024 + 64 * 1024;

/** @param {string} pathname */
export function bodyLimit(pathname) {
  if (MENU_SHEET.test(pathname)) return MENU_SHEET_LIMIT;
  return BODY_LIMITS[/** @type {keyof typeof BODY_LIMITS} */ (pathname)] ?? DEFAULT_BODY_LIMIT;
}

/**
 * Whether the request's body may be read: null when it may, else the refusal. A body must declare
 * its length (no chunked uploads: the limit is then enforced by Node's parser, which never reads
 * past Content-Length), and that length must be within the path's limit.
 * @param {{ url?: string, headers: import("node:http").IncomingHttpHeaders }} req
 * @returns {null | { status: number, code: string, message: string }}
 */
export function bodyRefusal(req) {
  const length = req.headers["content-length"];
  const chunked = /\bchunked\b/i.test(String(req.headers["transfer-encoding"] ?? ""));
  if (length === undefined && !chunked) return null; // no body
  if (length === undefined)
    return { status: 411, code: "LENGTH_REQUIRED", message: "Content-Length is required." };
  const limit = bodyLimit(pathOf(req.url));
  if (!/^\d+$/.test(length) || Number(length) > limit)
    return {
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      message: `The request body is too large (at most ${limit} bytes).`,
    };
  return null;
}

/**
 * The body of every error answer the edge gives itself: the app's envelope (src/server/errors.ts).
 * @param {string} code
 * @param {string} message
 */
export function errorJson(code, message) {
  return JSON.stringify({ isErr: true, error: { code, reasonCode: code, message } });
}

/** @param {string | undefined} url */
export function pathOf(url) {
  const raw = url ?? "/";
  const q = raw.indexOf("?");
  return q === -1 ? raw : raw.slice(0, q);
}

/**
 * Whether the path is Next.js's image optimizer's, which this app does not use (it serves its
 * images made ready under /media, decision 0025). Asked for any URL of ours, the optimizer fetched
 * it and logged an error for each that was not an image (issue 31 item 9): the edge answers it
 * itself, 404, before Next.js sees it; next.config.ts turns the optimizer off as well.
 * @param {string} pathname
 */
export function isImageOptimizer(pathname) {
  return pathname.startsWith("/_next/image"); // as Next.js matches it
}

/**
 * The id of this request: the caller's X-Request-Id when it is a sane token (a proxy in front
 * already logged it), else a new UUID.
 * @param {string | string[] | undefined} header
 */
export function requestIdFrom(header) {
  return typeof header === "string" && /^[\w.:-]{8,128}$/.test(header) ? header : randomUUID();
}

/** @param {string | undefined} host */
export function isLocalHost(host) {
  const name = (host ?? "")
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "")
    .toLowerCase();
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    /^127(?:\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * The service worker's own policy (src/sw/service-worker.ts): it fetches its own origin only.
 * Not the sandbox of other answers: a sandboxed worker has an opaque origin, so no secure
 * context and no caches.
 */
export const WORKER_POLICY = "default-src 'none'; connect-src 'self'";
export const WORKER_PATH = "/sw.js";

/**
 * Headers every answer gets. HSTS only off localhost: a browser would otherwise insist on HTTPS
 * for localhost itself, which has none.
 * @param {string | undefined} host
 * @param {string} [path] the request's path, without its query
 * @returns {Record<string, string>}
 */
export function baseHeaders(host, path) {
  /** @type {Record<string, string>} */
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=()",
    // Not a page: JSON, images, streams. Nothing in them may run or be framed.
    "Content-Security-Policy":
      path === WORKER_PATH ? WORKER_POLICY : "default-src 'none'; frame-ancestors 'none'; sandbox",
  };
  if (!isLocalHost(host))
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * The origin map tiles come from (MAP_TILE_URL; a `{s}` subdomain becomes a wildcard).
 * @param {string | undefined} template
 */
export function tileSource(template) {
  const match = /^(https?:\/\/[^/]+)/.exec(template ?? "https://tile.openstreetmap.org/");
  return (match?.[1] ?? "").replace("{s}", "*");
}

/**
 * The policy of an HTML page rendered for this response. Scripts run only with its nonce; what
 * they load is trusted through 'strict-dynamic'.
 * @param {string} nonce
 * @param {string} tiles
 */
export function pagePolicy(nonce, tiles) {
  return policyWithScripts(`'self' 'nonce-${nonce}' 'strict-dynamic'`, tiles);
}

/**
 * The policy of a page answered from the edge's cache (src/edge/page-cache.mjs): the same
 * bytes for everyone, so no nonce; its inline scripts run because their hashes are listed, the
 * app's own files because they are this origin's (docs/decisions/0021).
 * @param {string[]} hashes `'sha256-…'` sources
 * @param {string} tiles
 */
export function hashedPagePolicy(hashes, tiles) {
  return policyWithScripts(["'self'", ...hashes].join(" "), tiles);
}

/**
 * Every page's policy but for where scripts may come from. No 'unsafe-inline' and no
 * 'unsafe-eval' for scripts. Inline styles stay allowed: React and Leaflet set style attributes,
 * and a style cannot run code.
 * @param {string} scripts
 * @param {string} tiles
 */
function policyWithScripts(scripts, tiles) {
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function newNonce() {
  return randomBytes(18).toString("base64");
}

/**
 * The tags that get the nonce: scripts, and links, because a <link rel="preload" as="script">
 * is checked like a script (a nonce on any other link changes nothing: styles have no nonce).
 */
const TAGS = [Buffer.from("<script"), Buffer.from("<link")];
const LONGEST = Math.max(...TAGS.map((t) => t.length));

/** @param {Buffer} input @param {number} from */
function nextTag(input, from) {
  let best = { at: -1, length: 0 };
  for (const tag of TAGS) {
    const at = input.indexOf(tag, from);
    if (at !== -1 && (best.at === -1 || at < best.at)) best = { at, length: tag.length };
  }
  return best;
}

/**
 * Adds `nonce="…"` to every <script> and <link> tag of a streamed HTML body, chunk by chunk (a
 * tag may be split across chunks). Pages are rendered once and cached, so the nonce cannot be in
 * the cached HTML; it is put in here, fresh for every response. Only Next.js writes these tags:
 * text React renders is escaped, and the data in inline scripts is escaped to `\u003c`.
 * @param {string} nonce
 */
export function nonceInjector(nonce) {
  const attribute = Buffer.from(` nonce="${nonce}"`);
  let carry = Buffer.alloc(0);
  /** @param {Buffer} data @param {boolean} last */
  const run = (data, last) => {
    const input = carry.length ? Buffer.concat([carry, data]) : data;
    /** @type {Buffer[]} */
    const out = [];
    let from = 0;
    for (let tag = nextTag(input, from); tag.at !== -1; tag = nextTag(input, from)) {
      const end = tag.at + tag.length;
      if (end >= input.length && !last) break; // the next byte decides whether it is a tag
      const next = input[end];
      out.push(input.subarray(from, end));
      if (next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x2f)
        out.push(attribute); // "<script " "<script>" "<script/"
      from = end;
    }
    // Keep back a tail that could be the start of a tag finished by the next chunk.
    let keep = 0;
    if (!last) {
      const tail = input.length - from;
      for (let k = Math.min(LONGEST, tail); k > 0 && keep === 0; k--) {
        const end = input.subarray(input.length - k);
        if (TAGS.some((t) => k <= t.length && end.equals(t.subarray(0, k)))) keep = k;
      }
    }
    out.push(input.subarray(from, input.length - keep));
    carry = Buffer.from(input.subarray(input.length - keep));
    return Buffer.concat(out);
  };
  return {
    /** @param {Buffer} chunk */
    push: (chunk) => run(chunk, false),
    flush: () => run(Buffer.alloc(0), true),
  };
}
