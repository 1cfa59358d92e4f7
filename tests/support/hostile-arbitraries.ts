import fc from "fast-check";
import { brandLabelFromHost } from "@/domain/host";

// Generators of bad input for tests/integration/hostile-input.integ.ts (issue 8). Each one
// produces values that are certainly invalid where it is used; the suite's property is that every
// answer is then a 4xx with a JSON error body.

/** Any UTF-16 code unit, lone surrogates included (fast-check's "binary" leaves those out). */
export const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const NASTY_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\u200b",
  "\u200e\u200f",
  "\u202egnp.exe",
  "\ufeff",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "🎂🍰",
  "مرحبا بالعالم",
  "שלום",
  "𝕏𝕐",
  "e\u0301\u0301\u0301",
  "\u2028\u2029",
  "null",
  "true",
  "NaN",
  "-0",
  "1e309",
  "[object Object]",
  "__proto__",
  "constructor",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f",
  "%00",
  "' OR '1'='1",
  '"; drop table orders; --',
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "\r\nSet-Cookie: x=1",
  "\\",
  '"',
];

/** Long strings: over every field limit, some over the body cap. */
export const hugeString = fc
  .record({
    unit: fc.constantFrom("a", "é", "🎂", "\u0000", "\ud800", "\u200b", "\u202e"),
    length: fc.constantFrom(201, 1_000, 5_000, 20_000),
  })
  .map(({ unit, length }) => unit.repeat(length));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    100,
    2 ** 31,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ),
  fc.double(),
  fc.integer(),
);

const nastyKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", ""),
  nastyString,
);

/** Any JSON-ish value of the wrong kind: strings, numbers, objects, arrays, nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(nastyKey, fc.oneof(nastyString, nastyNumber), { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** Extra fields to add to a body that is already invalid for another reason. */
export const extraFields = fc.dictionary(nastyKey, nastyValue, { minKeys: 1, maxKeys: 3 });

/** The body text as the server decodes it (UTF-8; a leading BOM dropped). */
const serverText = (text: string) =>
  Buffer.from(text, "utf8")
    .toString("utf8")
    .replace(/^\ufeff/, "");

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(serverText(text));
    return true;
  } catch {
    return false;
  }
}

const MALFORMED_JSON = [
  "",
  " ",
  "{",
  "}",
  "[",
  '{"a":}',
  "{'a':1}",
  "{a:1}",
  '{"a":1,}',
  "[1,]",
  "NaN",
  "Infinity",
  "-Infinity",
  "undefined",
  "nul",
  "tru",
  "0x10",
  "01",
  "1e",
  "--1",
  "+1",
  ".5",
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":1}{"b":2}',
  '{"a":1} x',
  "\u0000",
  '{"a":"\u0000"}',
  '{"a":"line\nbreak"}',
  "//{}",
  "/*x*/{}",
  '{"a":1}\u0000',
  '{"distanceInMeters": NaN}',
  '{"qty": Infinity}',
  "[".repeat(6000) + "]".repeat(5999),
];

/** Text that is not JSON at all. */
export const malformedJson: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(...MALFORMED_JSON),
    fc.string({ unit: anyCodeUnit, maxLength: 60 }),
    fc.record({ value: fc.object({ maxDepth: 2 }), cut: fc.nat() }).map(({ value, cut }) => {
      const text = JSON.stringify(value);
      return text.slice(0, cut % Math.max(1, text.length - 1));
    }),
  )
  .filter((text) => !parsesAsJson(text));

export const JSON_TYPES = ["application/json", "application/json; charset=utf-8"];
export const WRONG_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----hostile",
  "application/xml",
  "application/octet-stream",
  "image/png",
  "*/*",
  "",
  "application/json; charset=utf-16le",
  "APPLICATION/JSON",
  "application/json, text/plain",
  "text/html; charset=\u00ff",
];
/** A content type, often the wrong one; null: no Content-Type header at all. */
export const anyContentType: fc.Arbitrary<string | null> = fc.oneof(
  fc.constantFrom(...JSON_TYPES),
  fc.constantFrom(...WRONG_TYPES),
  fc.constant(null),
);

/** What is wrong with a generated value, for the coverage table (set by its generator). */
export const valueKinds = new WeakMap<object, string>();
const kindOf = (value: unknown) =>
  (typeof value === "object" && value !== null && valueKinds.get(value)) ||
  (typeof value === "object" && value !== null && !Array.isArray(value)
    ? "invalid-fields"
    : "not-an-object");

export interface BodyPart {
  kind: string;
  body?: string | Buffer;
  contentType?: string | null;
  chunked?: boolean;
}

/** A multipart/form-data body and its content type. */
export function multipart(
  fields: Record<string, string | Buffer>,
  boundary = "----hostile7MA4YWxk",
) {
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      Buffer.from(value),
      Buffer.from("\r\n"),
    ]),
  );
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const flatten = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === "string" ? v : JSON.stringify(v),
    ]),
  );

/**
 * Bad bodies for an endpoint that reads JSON: `invalid` gives values its schema refuses; `valid`
 * is a correct body, sent only in a form the server must refuse (form-encoded, multipart, UTF-16,
 * over the size cap).
 */
export function badJsonBody(
  invalid: fc.Arbitrary<unknown>,
  valid: Record<string, unknown>,
  { cap = 16 * 1024 }: { cap?: number | null } = {},
): fc.Arbitrary<BodyPart> {
  const schemaInvalid = fc
    .record({ value: invalid, contentType: anyContentType, chunked: fc.boolean() })
    .map(({ value, contentType, chunked }) => ({
      kind: `body:${kindOf(value)}`,
      body: JSON.stringify(value) ?? "",
      contentType,
      chunked,
    }));
  const variants: fc.Arbitrary<BodyPart>[] = [
    // Weighted: JSON that parses but breaks the schema reaches deepest.
    schemaInvalid,
    schemaInvalid,
    schemaInvalid,
    schemaInvalid,
    fc
      .record({ body: malformedJson, contentType: anyContentType })
      .map((b) => ({ kind: "body:malformed-json", ...b })),
    fc.constant({
      kind: "body:form-urlencoded",
      body: new URLSearchParams(flatten(valid)).toString(),
      contentType: "application/x-www-form-urlencoded",
    }),
    fc.constant({ kind: "body:multipart", ...multipart(flatten(valid)) }),
    fc.constant({
      kind: "body:utf16",
      body: Buffer.from(JSON.stringify(valid), "utf16le"),
      contentType: "application/json; charset=utf-16le",
    }),
    fc.constant({ kind: "body:missing", contentType: "application/json" }),
  ];
  if (cap !== null) {
    variants.push(
      fc
        .record({ over: fc.integer({ min: 1, max: 3 * cap }), chunked: fc.boolean() })
        .map(({ over, chunked }) => {
          const text = JSON.stringify(valid);
          return {
            kind: chunked ? "body:oversized(chunked)" : "body:oversized",
            // A correct body, padded past the cap: it must be refused unread.
            body: " ".repeat(cap + over - Buffer.byteLength(text)) + text,
            contentType: "application/json",
            chunked,
          };
        }),
    );
  }
  return fc.oneof(...variants);
}

/** Lone surrogates replaced by U+FFFD, as UTF-8 encoding does (String#toWellFormed, ES2024). */
export const wellFormed = (value: string) =>
  value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );

/** A string as an HTTP header value: UTF-8 bytes read as Latin-1, without control characters. */
export function headerSafe(value: string): string {
  return Buffer.from(wellFormed(value), "utf8")
    .toString("latin1")
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "?");
}

/**
 * A query value percent-encoded as UTF-8, except that a lone surrogate becomes the three bytes
 * UTF-8 forbids for it (%ED%A0%80): what a careless client sends. encodeURIComponent would throw.
 */
export function encodeQueryValue(value: string): string {
  const byte = (b: number) => `%${b.toString(16).toUpperCase()}`;
  return [...value]
    .map((ch) => {
      if (!/^[\ud800-\udfff]$/.test(ch)) return encodeURIComponent(ch);
      const c = ch.charCodeAt(0);
      return byte(0xe0 | (c >> 12)) + byte(0x80 | ((c >> 6) & 63)) + byte(0x80 | (c & 63));
    })
    .join("");
}

/** The value of a path segment as Next.js hands it to a route (percent-decoded). */
export function decodedSegment(segment: string): string {
  return decodeURIComponent(segment);
}

/**
 * Node answers 431 (no body, before any of our code) when the request line and headers pass
 * 16 KiB; that is tested apart, so ids, hosts and header junk stay well under it together.
 */
export const MAX_SEGMENT = 6_000;
export const MAX_HEADER = 2_500;

const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment);

const RAW_SEGMENTS = [
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%5c..%5cwindows%5cwin.ini",
  "%252e%252e%252f",
  "%00",
  "a%00b",
  "%2500",
  "..%00",
  "%2F",
  "%2f%2f",
  "....%2F%2F",
  "%20",
  "%09",
  "%0d%0a",
  "%e2%80%ae",
  "%ef%bb%bf",
  "%f0%9f%8e%82",
  "%3Cscript%3E",
  "%3F",
  "%23",
  "*",
  "~",
];

/**
 * A bad path id, as raw segment text: traversal (`..%2f`, `%2e%2e%2f`, and a literal `x/../`
 * that the server folds back into this segment), encoded NUL, unicode, very long, plain junk.
 * Never a dot segment on its own (the URL would name another path) and never malformed UTF-8
 * (a known server-level bug, tested apart).
 */
export function badSegment(isValid: (decoded: string) => boolean): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(
      nastyString.filter((s) => s.length <= 6_000),
      fc.constantFrom(65, 1_000, 6_000).map((n) => "a".repeat(n)),
    )
    .map((s) => encodeURIComponent(wellFormed(s)));
  return fc
    .oneof(
      encoded,
      fc.constantFrom(...RAW_SEGMENTS),
      encoded.map((s) => `x/../${s}`),
      fc.constantFrom(...RAW_SEGMENTS).map((s) => `x/../${s}`),
    )
    .filter((raw) => {
      const segment = raw.startsWith("x/../") ? raw.slice(5) : raw;
      return (
        raw.length <= MAX_SEGMENT &&
        segment !== "" &&
        !isDotSegment(segment) &&
        !isValid(decodedSegment(segment))
      );
    });
}

/**
 * Hosts that name no brand: unknown subdomains, invalid labels, junk; checked with the server's
 * own rule (spec §1) so a host that falls back to the default brand is never among them.
 */
export function badHost(brands: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/).map((l) => `${l}.localhost`),
      fc.constantFrom(
        "evil.com",
        "nope.localhost:99999",
        "xn--80ak6aa92e.localhost",
        "_demo.localhost",
        "-demo.localhost",
        "demo-.localhost",
        `${"a".repeat(64)}.localhost`,
        "d\u00e9mo.localhost",
        "demo\u00ad.localhost",
        "%64emo.localhost",
        "a.b.c.d.e.localhost",
        "demo.localhost\u0085",
      ),
      nastyString.map((s) => `${s}.localhost`),
    )
    .map(headerSafe)
    .filter((host) => host.length <= MAX_HEADER)
    .filter((host) => {
      const label = brandLabelFromHost(host, "demo");
      return label === null || !brands.includes(label);
    });
}

/** Origin headers that are not the shop's own (absent, `null`, another host, junk). */
export function badOrigin(host: string): fc.Arbitrary<string | null> {
  return fc
    .oneof(
      fc.constant(null),
      fc.constantFrom(
        "null",
        "http://evil.com",
        "http://kopi.localhost",
        `http://${host}.evil.com`,
        `http://evil.com/${host}`,
        `${host}`,
        `http://${host}:8443`,
        "file://",
        "",
      ),
      nastyString.map(headerSafe).filter((o) => o.length <= MAX_HEADER),
    )
    .filter((origin) => {
      if (origin === null) return true;
      try {
        return new URL(origin).host !== host;
      } catch {
        return true;
      }
    });
}

/** Headers that change nothing a request is judged by, sent along with bad requests as noise. */
export const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc
  .subarray(
    [
      ["x-forwarded-for", "1.2.3.4, ::1, junk\u00ff"],
      ["x-forwarded-host", "kopi.localhost"],
      ["x-forwarded-proto", "gopher"],
      ["x-middleware-subrequest", "proxy:proxy:proxy:proxy:proxy"],
      ["x-http-method-override", "DELETE"],
      ["user-agent", "\u00e9\u00ff".repeat(50)],
      ["accept", "text/event-stream"],
      ["accept-language", "ar-SA,he;q=0.9,*;q=0.1"],
      ["last-event-id", "99999999999999999999"],
      ["if-none-match", '"*"'],
      ["range", "bytes=0-0,-1"],
      ["expect", "100-continue"],
      ["content-encoding", "gzip"],
    ] as [string, string][],
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs));
