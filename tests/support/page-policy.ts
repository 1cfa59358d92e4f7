import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { HttpAnswer } from "./http";

// What every page's Content-Security-Policy must hold (docs/RELIABILITY.md "Headers"): a page
// rendered for one answer trusts its scripts by that answer's nonce; a page kept by the edge's
// page cache (docs/decisions/0021) by the hashes of its inline scripts.

/** The policy's nonce; throws when it has none. */
export function nonceOf(res: HttpAnswer): string {
  const policy = String(res.headers["content-security-policy"]);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

/** Each `<script>` of a page: its opening tag and, for an inline one, its text. */
export function scriptsOf(html: string): { tag: string; text: string | null }[] {
  return [...html.matchAll(/(<script\b([^>]*)>)([\s\S]*?)<\/script>/g)].map((m) => ({
    tag: m[1]!,
    text: /\bsrc=/.test(m[2]!) ? null : m[3]!,
  }));
}

/** The CSP source that trusts this inline script's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The page's policy allows no `unsafe-eval` and no `unsafe-inline` script, and trusts each of the
 * page's scripts: by its nonce on every tag, or by its hash (inline scripts) and this origin
 * (the app's files) with no nonce anywhere. Returns which.
 */
export function expectScriptsTrusted(res: HttpAnswer): "nonce" | "hashes" {
  const policy = String(res.headers["content-security-policy"]);
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).not.toContain("unsafe-eval");
  expect(scriptSrc).not.toContain("unsafe-inline");
  const scripts = scriptsOf(res.body);
  expect(scripts.length).toBeGreaterThan(0);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  if (nonce) {
    expect(scriptSrc).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
    for (const { tag } of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    return "nonce";
  }
  const inline = scripts.flatMap((s) => (s.text === null ? [] : [s.text]));
  expect(inline.length).toBeGreaterThan(0);
  expect(scriptSrc.split(" ").sort()).toEqual(
    ["'self'", ...new Set(inline.map(hashSource))].sort(),
  );
  for (const { tag } of scripts) expect(tag).not.toContain("nonce=");
  return "hashes";
}
