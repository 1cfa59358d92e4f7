import { randomBytes, randomUUID } from "node:crypto";
import fc from "fast-check";
import type { JWTPayload } from "jose";
import { decodeJwt } from "jose";
import { badOrigin, headerSafe, MAX_HEADER, nastyString } from "./hostile-arbitraries";
import type { Fragment, Part } from "./hostile-cases";
import { DEMO_HOST, fragment, good } from "./hostile-cases";
import { nowS, rawHs256Jwt, serverKey, signJwt, unsignedJwt, withPayload } from "./tokens";

// Credentials for the hostile-input suite: the real ones of the people it signed in, and forged
// ones (bad signature, alg none, expired, another audience or brand, another key's purpose,
// revoked sessions, junk) that must prove nothing.

export interface Session {
  uid: string;
  phoneNumber: string;
  idToken: string;
  cookie: string;
  sid: string;
  signInToken: string;
}
export type Sessions = Record<
  "a" | "b" | "c" | "owner" | "kemang" | "menteng" | "kopi" | "kopiOnDemo",
  Session
>;

/** Replaced by a freshly signed operator token when the request is sent (they live a minute). */
export const FRESH_OPERATOR_TOKEN = "Bearer <a fresh operator token>";

export const bearer = (s: Session) => ({ authorization: `Bearer ${s.idToken}` });

type Forgery = [kind: string, token: string];

const without = (claims: JWTPayload, key: string) =>
  Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));
/** A signature with one byte changed (not the last character: it may only carry padding). */
const badSignature = (token: string) =>
  token.slice(0, -10) + (token.at(-10) === "A" ? "B" : "A") + token.slice(-9);

/** Tokens that look real and must not work, by the kind of forgery. */
async function forgeries(who: Sessions, secret: string) {
  const forged = {
    customer: [] as Forgery[],
    staff: [] as Forgery[],
    operator: [] as Forgery[],
    signIn: [] as Forgery[],
  };
  const key = (purpose: Parameters<typeof serverKey>[1]) => serverKey(secret, purpose);
  const idKey = key("id-token");
  const now = nowS();
  const claims = (s: Session, extra: JWTPayload = {}) => ({ ...decodeJwt(s.idToken), ...extra });
  const a = claims(who.a);
  const sign = signJwt;
  forged.customer.push(
    ["token:wrong-key", await sign(randomBytes(32), a)],
    ["token:alg-none", unsignedJwt(a)],
    ["token:alg-none", unsignedJwt(a, "None")],
    ["token:alg-none", unsignedJwt({ ...a, exp: now + 3600 }, "NONE")],
    ["token:expired", await sign(idKey, { ...a, iat: now - 7200, exp: now - 3600 })],
    ["token:expired", await sign(idKey, { ...a, iat: now - 60, exp: now - 1 })],
    ["token:expired", await sign(idKey, { ...a, exp: 0 })],
    ["token:not-yet-valid", await sign(idKey, { ...a, nbf: now + 86_400 })],
    ["token:wrong-audience", await sign(idKey, { ...a, aud: "kopi" })],
    ["token:wrong-audience", await sign(idKey, { ...a, aud: "DEMO" })],
    ["token:wrong-audience", await sign(idKey, { ...a, aud: ["kopi", "demo "] })],
    ["token:wrong-audience", await sign(idKey, without(a, "aud"))],
    ["token:other-purpose-key", await sign(key("sign-in-token"), a)],
    ["token:other-purpose-key", await sign(key("operator"), a)],
    ["token:other-purpose-key", await sign(key("otp-hmac"), a)],
    ["token:other-purpose-key", await sign(serverKey(`${secret}x`, "id-token"), a)],
    ["token:alg-confusion", await sign(idKey, a, { alg: "HS512" })],
    [
      "token:crit-header",
      rawHs256Jwt(idKey, { alg: "HS256", crit: ["x-hostile"], "x-hostile": 1 }, a),
    ],
    ["token:alg-confusion", rawHs256Jwt(idKey, { alg: "HS512" }, a)],
    ["token:tampered", withPayload(who.a.idToken, { ...a, sub: who.b.uid })],
    ["token:tampered", withPayload(who.a.idToken, { ...a, sid: who.b.sid, sub: who.b.uid })],
    ["token:tampered", withPayload(who.a.idToken, { ...a, exp: now + 86_400 * 365 })],
    ["token:tampered", badSignature(who.a.idToken)],
    ["token:unknown-session", await sign(idKey, { ...a, sid: randomUUID() })],
    ["token:unknown-session", await sign(idKey, { ...a, sid: 42 })],
    ["token:unknown-session", await sign(idKey, { ...a, sid: { $ne: null } })],
    ["token:unknown-session", await sign(idKey, { ...a, sid: "\u0000" })],
    ["token:unknown-session", await sign(idKey, { ...a, sid: "' or 1=1 --" })],
    ["token:unknown-session", await sign(idKey, without(a, "sid"))],
    ["token:foreign-session", await sign(idKey, { ...a, sid: who.kopi.sid })],
    ["token:revoked-session", who.c.idToken],
    ["token:revoked-session", await sign(idKey, claims(who.c, { exp: now + 3600 }))],
    ["token:other-brand", who.kopi.idToken],
  );
  const kemang = claims(who.kemang);
  forged.staff.push(
    ["token:expired", await sign(idKey, { ...kemang, iat: now - 7200, exp: now - 3600 })],
    ["token:wrong-audience", await sign(idKey, { ...kemang, aud: "kopi" })],
    ["token:tampered", withPayload(who.a.idToken, kemang)],
    ["token:tampered", withPayload(who.a.idToken, { ...a, phoneNumber: who.owner.phoneNumber })],
    ["token:alg-none", unsignedJwt(kemang)],
    ["token:wrong-key", await sign(randomBytes(32), kemang)],
  );
  const operatorClaims = { aud: "kedai-operator", iat: now, exp: now + 3600 };
  const opKey = key("operator");
  forged.operator.push(
    ["token:wrong-key", await sign(randomBytes(32), operatorClaims)],
    ["token:alg-none", unsignedJwt(operatorClaims)],
    ["token:expired", await sign(opKey, { ...operatorClaims, iat: now - 7200, exp: now - 3600 })],
    ["token:expired", await sign(opKey, { ...operatorClaims, exp: now - 1 })],
    ["token:not-yet-valid", await sign(opKey, { ...operatorClaims, nbf: now + 3600 })],
    ["token:wrong-audience", await sign(opKey, { ...operatorClaims, aud: "demo" })],
    ["token:wrong-audience", await sign(opKey, without(operatorClaims, "aud"))],
    ["token:other-purpose-key", await sign(idKey, operatorClaims)],
    ["token:other-purpose-key", await sign(key("sign-in-token"), operatorClaims)],
    ["token:alg-confusion", await sign(opKey, operatorClaims, { alg: "HS384" })],
    ["token:customer-token", who.a.idToken],
    ["token:customer-token", who.owner.idToken],
  );
  const signInKey = key("sign-in-token");
  const signInClaims = { ...without(a, "sid"), jti: randomUUID(), exp: now + 300 };
  forged.signIn.push(
    ["token:wrong-key", await sign(randomBytes(32), signInClaims)],
    ["token:alg-none", unsignedJwt(signInClaims)],
    ["token:expired", await sign(signInKey, { ...signInClaims, exp: now - 1 })],
    ["token:wrong-audience", await sign(signInKey, { ...signInClaims, aud: "kopi" })],
    ["token:other-purpose-key", await sign(idKey, signInClaims)],
    ["token:other-purpose-key", who.a.idToken],
    ["token:unknown-jti", await sign(signInKey, signInClaims)],
    ["token:unknown-jti", await sign(signInKey, without(signInClaims, "jti"))],
    ["token:unknown-jti", await sign(signInKey, { ...signInClaims, jti: "\u0000" })],
    ["token:unknown-jti", await sign(signInKey, { ...signInClaims, jti: 7 })],
    ["token:replayed", who.a.signInToken],
    ["token:replayed", who.kopi.signInToken],
    [
      "token:tampered",
      withPayload(who.a.signInToken, { ...decodeJwt(who.a.signInToken), exp: now + 999 }),
    ],
  );
  return forged;
}

export const junkToken = fc.oneof(
  nastyString.map(headerSafe).filter((s) => s.length <= MAX_HEADER),
  fc.constantFrom(
    "a.b.c",
    "eyJhbGciOiJub25lIn0.e30.",
    "..",
    "null",
    "undefined",
    "x".repeat(MAX_HEADER),
  ),
  fc
    .array(fc.base64String({ maxLength: 40 }), { minLength: 3, maxLength: 3 })
    .map((p) => p.join(".").replace(/=/g, "")),
);
const SCHEMES: ((token: string) => Record<string, string>)[] = [
  (t) => ({ authorization: `Bearer ${t}` }),
  (t) => ({ authorization: `bearer ${t}` }),
  (t) => ({ authorization: `Bearer   ${t}` }),
  (t) => ({ authorizations: `Bearer ${t}` }),
  (t) => ({ authorization: `Bearer ${t} ${t}` }),
  (t) => ({ authorization: `Basic ${t}` }),
  (t) => ({ authorization: t }),
];
function tokenHeaders(forgeries: Forgery[]): fc.Arbitrary<Fragment> {
  return fc.oneof(
    fc
      .record({ forgery: fc.constantFrom(...forgeries), scheme: fc.constantFrom(...SCHEMES) })
      .map(({ forgery: [kind, token], scheme }) => fragment(kind, { headers: scheme(token) })),
    fc
      .record({ token: junkToken, scheme: fc.constantFrom(...SCHEMES) })
      .map(({ token, scheme }) => fragment("token:junk", { headers: scheme(token) })),
  );
}

/**
 * Parts of a request that carry credentials (see hostile-cases.ts): good ones of `who`, and bad
 * ones. `who.c` must be signed out and `who.kopi` signed in on brand kopi.
 */
export async function credentialParts(who: Sessions, secret: string) {
  const forged = await forgeries(who, secret);

  const tamperCookie = (cookie: string) =>
    cookie.slice(0, 20) + (cookie[20] === "A" ? "B" : "A") + cookie.slice(21);
  function forgedCookies(): fc.Arbitrary<Fragment> {
    const a = who.a.cookie;
    const value = a.slice("kedai_session=".length);
    return fc.oneof(
      fc.constantFrom(
        fragment("cookie:revoked", { headers: { cookie: who.c.cookie } }),
        fragment("cookie:other-brand", { headers: { cookie: who.kopi.cookie } }),
        fragment("cookie:tampered", { headers: { cookie: tamperCookie(a) } }),
        fragment("cookie:wrong-name", { headers: { cookie: `KEDAI_SESSION=${value}` } }),
        fragment("cookie:wrong-name", { headers: { cookie: `kedai_session_=${value}` } }),
        fragment("cookie:wrong-name", { headers: { cookie: `kedai_sessio=${value}` } }),
        fragment("cookie:junk", { headers: { cookie: "kedai_session=" } }),
        fragment("cookie:junk", { headers: { cookie: "kedai_session=x; kedai_session=y" } }),
        fragment("cookie:junk", { headers: { cookie: ";;;=;=kedai_session" } }),
      ),
      fc.oneof(nastyString, fc.base64String({ minLength: 43, maxLength: 44 })).map((s) =>
        fragment("cookie:junk", {
          headers: {
            cookie: `kedai_session=${headerSafe(s).slice(0, MAX_HEADER).replace(/;/g, ",")}`,
          },
        }),
      ),
    );
  }

  /** Credentials that prove nothing on demo (and, for writes, a good cookie from a foreign page). */
  function forgedCustomer({ write }: { write: boolean }): fc.Arbitrary<Fragment> {
    const options = [
      fc.constant(fragment("cred:none")),
      tokenHeaders(forged.customer),
      forgedCookies(),
      // demo's own session sent to another brand's host
      fc.constantFrom(
        fragment("cred:demo-session-on-kopi", { host: "kopi.localhost", headers: bearer(who.a) }),
        fragment("cred:demo-session-on-kopi", {
          host: "kopi.localhost",
          headers: { cookie: who.a.cookie },
        }),
      ),
    ];
    if (write)
      options.push(
        badOrigin(DEMO_HOST).map((origin) =>
          fragment("cred:cookie-from-foreign-origin", {
            headers: { cookie: who.a.cookie, ...(origin === null ? {} : { origin }) },
          }),
        ),
      );
    return fc.oneof(...options);
  }

  function customerPart(
    owner: Session,
    { write, others = [] }: { write: boolean; others?: Session[] },
  ): Part {
    const valid = write
      ? fc.constantFrom<Fragment>(
          { headers: bearer(owner) },
          { headers: { cookie: owner.cookie, origin: `http://${DEMO_HOST}` } },
        )
      : fc.constantFrom<Fragment>(
          { headers: bearer(owner) },
          { headers: { cookie: owner.cookie } },
        );
    const broken = [forgedCustomer({ write })];
    // Someone else's valid session: refused only where the resource is the owner's.
    if (others.length > 0)
      broken.push(
        fc
          .constantFrom(...others)
          .map((s) => fragment("cred:other-customer", { headers: bearer(s) })),
      );
    return { valid, broken: fc.oneof(...broken) };
  }

  function staffPart({ write, otherBranch }: { write: boolean; otherBranch?: boolean }): Part {
    const valid = fc.constantFrom<Fragment>(
      { headers: bearer(who.kemang) },
      { headers: bearer(who.owner) },
      write
        ? { headers: { cookie: who.kemang.cookie, origin: `http://${DEMO_HOST}` } }
        : { headers: { cookie: who.kemang.cookie } },
    );
    const broken = [
      forgedCustomer({ write }),
      tokenHeaders(forged.staff),
      fc.constantFrom(
        fragment("role:customer", { headers: bearer(who.a) }),
        fragment("role:customer", { headers: { cookie: who.b.cookie } }),
        fragment("role:other-brand-owner", { headers: bearer(who.kopiOnDemo) }),
      ),
    ];
    if (write)
      broken.push(
        badOrigin(DEMO_HOST).map((origin) =>
          fragment("cred:cookie-from-foreign-origin", {
            headers: { cookie: who.kemang.cookie, ...(origin === null ? {} : { origin }) },
          }),
        ),
      );
    if (otherBranch)
      broken.push(fc.constant(fragment("role:other-branch", { headers: bearer(who.menteng) })));
    return { valid, broken: fc.oneof(...broken) };
  }

  function operatorPart(): Part {
    return {
      valid: good({ headers: { authorization: FRESH_OPERATOR_TOKEN } }),
      broken: fc.oneof(fc.constant(fragment("cred:none")), tokenHeaders(forged.operator)),
    };
  }

  return { forgedSignIn: forged.signIn, forgedCustomer, customerPart, staffPart, operatorPart };
}
