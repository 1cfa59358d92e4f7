import fc from "fast-check";
import type { BodyPart } from "./hostile-arbitraries";
import { badHost, badJsonBody, badSegment, MAX_HEADER, nastyString } from "./hostile-arbitraries";
import type { HostileAnswer, HostileRequest } from "./hostile-http";

/** One part of a request (its host, credentials, a path id, the body…), good or bad. */
export interface Fragment {
  /** What is wrong with it, for the coverage table (broken fragments only). */
  kind?: string;
  host?: string;
  headers?: Record<string, string>;
  /** A raw path segment (or query string) this part puts in the URL. */
  segment?: string;
  body?: BodyPart;
}

export interface Part {
  /** How often this part is the one bad part (default 1). */
  weight?: number;
  /** Left out: the part is always bad (there is no good value the suite may send). */
  valid?: fc.Arbitrary<Fragment>;
  broken: fc.Arbitrary<Fragment>;
}

export type Picked = Fragment & { broken: boolean };

export interface HostileCase {
  request: HostileRequest;
  /** The kinds of bad input in this request. */
  kinds: string[];
  hostBroken: boolean;
}

/**
 * One fragment per part, at least one of them bad: a request made only of good parts could be
 * valid (and write), so the generators never send one.
 */
export function someBroken<K extends string>(
  parts: Record<K, Part>,
): fc.Arbitrary<Record<K, Picked>> {
  const keys = Object.keys(parts) as K[];
  const optional = keys.filter((k) => parts[k].valid);
  const minLength = optional.length === keys.length ? 1 : 0;
  // Mostly exactly one bad part (or none beyond the always-bad ones): a single bad input in an
  // otherwise good request is what reaches deepest into the server.
  const single =
    minLength === 1
      ? fc.oneof(
          ...optional.map((k) => ({ weight: parts[k].weight ?? 1, arbitrary: fc.constant([k]) })),
        )
      : fc.constant<K[]>([]);
  return fc
    .oneof(
      { weight: 3, arbitrary: single },
      { weight: 1, arbitrary: fc.subarray(optional, { minLength }) },
    )
    .chain((chosen) => {
      const arbitraries = Object.fromEntries(
        keys.map((k) => {
          const broken = !parts[k].valid || chosen.includes(k);
          const source = broken ? parts[k].broken : parts[k].valid!;
          return [k, source.map((f): Picked => ({ ...f, broken }))];
        }),
      ) as { [P in K]: fc.Arbitrary<Picked> };
      return fc.record(arbitraries) as unknown as fc.Arbitrary<Record<K, Picked>>;
    });
}

export const DEMO_HOST = "demo.localhost";

/**
 * The request made of `parts`: a bad `host` part wins over a host another part sets (credentials
 * of demo sent to kopi's host); headers merge over `noise`; the first part with a body gives it.
 */
export function assemble(
  method: string,
  path: string,
  parts: Record<string, Picked>,
  noise: Record<string, string> = {},
): HostileCase {
  const fragments = Object.entries(parts);
  let host = DEMO_HOST;
  for (const [name, f] of fragments) if (name !== "host" && f.host) host = f.host;
  if (parts.host?.broken && parts.host.host) host = parts.host.host;
  const headers: Record<string, string> = { ...noise };
  for (const [, f] of fragments) Object.assign(headers, f.headers);
  const body = fragments.find(([, f]) => f.body)?.[1].body;
  if (body?.contentType !== undefined && body.contentType !== null)
    headers["content-type"] = body.contentType;
  return {
    request: { method, path, host, headers, body: body?.body, chunked: body?.chunked },
    kinds: fragments.filter(([, f]) => f.broken && f.kind).map(([, f]) => f.kind!),
    hostBroken: Boolean(parts.host?.broken),
  };
}

/** A short, printable account of a request and its answer, for a failure message. */
export function describeCase(c: HostileCase, answer?: HostileAnswer): string {
  const cut = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const { request } = c;
  const headers = Object.entries(request.headers ?? {})
    .map(([k, v]) => `${k}: ${cut(JSON.stringify(v), 100)}`)
    .join("; ");
  const body =
    request.body === undefined ? "none" : cut(JSON.stringify(request.body.toString("utf8")));
  const said = answer ? `\n  answered ${answer.status}: ${cut(answer.body, 300)}` : "";
  return (
    `${request.method} ${cut(request.path)} (kinds: ${c.kinds.join(", ") || "none"})\n` +
    `  host: ${JSON.stringify(request.host)}; headers: ${headers}\n  body: ${body}` +
    `${request.chunked ? " (chunked)" : ""}${said}`
  );
}

export const fragment = (kind: string, f: Omit<Fragment, "kind"> = {}): Fragment => ({
  kind,
  ...f,
});
export const good = (f: Omit<Fragment, "kind">) => fc.constant<Fragment>(f);

/** demo's host, or one that names no brand (unknown subdomains, invalid labels, junk). */
export const hostPart = (brands: readonly string[]): Part => ({
  valid: good({ host: DEMO_HOST }),
  broken: badHost(brands).map((host) =>
    fragment(/^[a-z0-9-]+\.localhost$/.test(host) ? "host:unknown" : "host:invalid", { host }),
  ),
});

/** For calls that do not read the host (operator calls, /media, the price calculator): noise. */
export const anyHost = (brands: readonly string[]) =>
  fc.oneof(fc.constant(DEMO_HOST), badHost(brands));

/**
 * A path id: one of `valid`, or junk (traversal, NUL, unicode, very long), an id of the right
 * shape that names nothing in `known`, or one of `other` (ids that exist but are wrong here).
 */
export function segmentPart(valid: string[], known: string[] = valid, other: string[] = []): Part {
  const variants = [
    badSegment((d) => known.includes(d)).map((segment) => fragment("path:junk-id", { segment })),
    fc
      .stringMatching(/^[A-Za-z0-9]{20}$/)
      .filter((s) => !known.includes(s))
      .map((segment) => fragment("path:nonexistent-id", { segment })),
  ];
  if (other.length > 0)
    variants.push(
      fc.constantFrom(...other).map((segment) => fragment("path:other-id", { segment })),
    );
  return {
    valid: fc.constantFrom(...valid).map((segment) => ({ segment })),
    broken: fc.oneof(...variants),
  };
}

/** A junk query string: noise for calls that read none. */
export const noiseQuery = fc.oneof(
  fc.constant(""),
  nastyString
    .map((s) => `?${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))}`)
    .filter((q) => q.length <= MAX_HEADER),
  fc.constantFrom("?a=%zz", "?=&&=", "?__proto__[x]=1", "?q=%00", `?${"a=1&".repeat(500)}`),
);

/** A JSON body: `valid` as is, or bad (see badJsonBody); `alwaysBroken`: never the valid one. */
export function jsonBodyPart(
  valid: Record<string, unknown>,
  invalid: fc.Arbitrary<unknown>,
  options?: { cap?: number | null; alwaysBroken?: boolean },
): Part {
  const broken = badJsonBody(invalid, valid, options).map((body) => fragment(body.kind, { body }));
  if (options?.alwaysBroken) return { broken };
  const body = { kind: "", body: JSON.stringify(valid), contentType: "application/json" };
  return { valid: good({ body }), broken, weight: 3 };
}
