import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { AuthUser } from "@/domain/auth";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { customers, sessions, signInTokens } from "../db/schema";
import { env } from "../env";
import { SESSION_COOKIE } from "@/domain/auth";
import { AppError } from "../errors";
import { keyFor, sha256 } from "./keys";

export { SESSION_COOKIE };
export const SESSION_TTL_S = 30 * 24 * 3600; // sliding: renewed as the customer comes back
const SLIDE_AFTER_MS = 3600_000; // renew at most hourly, not on every request

export interface SignedIn {
  user: AuthUser;
  sessionId: string;
  /** How the request proved it: cookie-authenticated writes must also pass the CSRF check. */
  via: "cookie" | "bearer";
  /** A new cookie value's expiry when the session slid forward, to re-send the cookie. */
  renewedUntil?: Date;
}

const badToken = () => new AppError("INVALID_TOKEN", "The sign-in token is not valid.");
/** Session ids and sign-in token ids are UUIDs; anything else in a token names nothing. */
const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/.test(value);

/**
 * The short-lived bearer token of spec §3/§6: sub (uid), phoneNumber, isSuperAdmin (false), and
 * for staff the brand (aud) and branches they act on. Staff calls re-check the role in the
 * database, so the claim informs the client and never outlives a change of the staff list.
 */
export function signIdToken(brand: BrandRef, user: AuthUser, sessionId: string): Promise<string> {
  const staff = user.staff && { role: user.staff.role, branchIds: user.staff.branchIds };
  return new SignJWT({
    phoneNumber: user.phoneNumber,
    isSuperAdmin: false,
    sid: sessionId,
    ...(staff && { staff }),
  })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.uid)
    .setAudience(brand.id)
    .setIssuedAt()
    .setExpirationTime(`${env().ID_TOKEN_TTL_SECONDS}s`)
    .sign(keyFor("id-token"));
}

/** Trades a single-use sign-in token for a session (spec §7 create-session). */
export async function createSession(
  brand: BrandRef,
  signInToken: string,
): Promise<{ cookie: string; user: AuthUser; sessionId: string }> {
  let jti: string | undefined;
  try {
    const { payload } = await jwtVerify(signInToken, keyFor("sign-in-token"), {
      audience: brand.id,
      algorithms: ["HS256"],
    });
    jti = payload.jti;
  } catch {
    throw badToken();
  }
  if (!isUuid(jti)) throw badToken(); // and never a query with a NUL, which PostgreSQL refuses
  const { db } = await getDb();
  const [used] = await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInTokens.id, jti),
        eq(signInTokens.brandId, brand.id),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: signInTokens.customerId });
  if (!used) throw badToken(); // replayed or expired
  const [customer] = await db.select().from(customers).where(eq(customers.id, used.customerId));
  if (!customer?.phoneNumber) throw badToken();
  const cookie = randomBytes(32).toString("base64url");
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    brandId: brand.id,
    customerId: customer.id,
    tokenHash: sha256(cookie),
    expiresAt: new Date(Date.now() + SESSION_TTL_S * 1000),
  });
  return { cookie, sessionId, user: { uid: customer.id, phoneNumber: customer.phoneNumber } };
}

async function liveSession(brandId: string, where: ReturnType<typeof eq>) {
  const { db } = await getDb();
  const [row] = await db
    .select({ session: sessions, phoneNumber: customers.phoneNumber })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        where,
        eq(sessions.brandId, brandId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  // An erased customer (docs/privacy.md) has no sessions; said for the types.
  return row?.phoneNumber ? { ...row, phoneNumber: row.phoneNumber } : undefined;
}

/** The signed-in customer of a request, by bearer idToken or session cookie; null if none. */
export async function authenticate(request: Request, brand: BrandRef): Promise<SignedIn | null> {
  // The spec's old client sent the token in an "authorizations" header; accept both spellings.
  const header =
    request.headers.get("authorization") ?? request.headers.get("authorizations") ?? "";
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) {
    let sid: unknown;
    try {
      ({
        payload: { sid },
      } = await jwtVerify(bearer, keyFor("id-token"), {
        audience: brand.id,
        algorithms: ["HS256"],
      }));
    } catch {
      return null;
    }
    // A bearer token dies with its session: logout revokes both.
    const row = isUuid(sid) ? await liveSession(brand.id, eq(sessions.id, sid)) : undefined;
    return row
      ? {
          user: { uid: row.session.customerId, phoneNumber: row.phoneNumber },
          sessionId: row.session.id,
          via: "bearer",
        }
      : null;
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  if (!cookie) return null;
  const row = await liveSession(brand.id, eq(sessions.tokenHash, sha256(cookie)));
  if (!row) return null;
  const signedIn: SignedIn = {
    user: { uid: row.session.customerId, phoneNumber: row.phoneNumber },
    sessionId: row.session.id,
    via: "cookie",
  };
  if (Date.now() - row.session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    const renewedUntil = new Date(Date.now() + SESSION_TTL_S * 1000);
    const { db } = await getDb();
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: renewedUntil })
      .where(eq(sessions.id, row.session.id));
    signedIn.renewedUntil = renewedUntil;
  }
  return signedIn;
}

export async function revokeSession(sessionId: string): Promise<void> {
  const { db } = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/**
 * Signs the people with these numbers out of the brand (issue 19 item 5: someone taken off its
 * people): every session of theirs on this brand, in the caller's transaction.
 */
export async function revokeBrandSessionsOf(
  db: Db,
  brandId: string,
  phoneNumbers: readonly string[],
): Promise<void> {
  if (phoneNumbers.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.brandId, brandId),
        isNull(sessions.revokedAt),
        inArray(
          sessions.customerId,
          db
            .select({ id: customers.id })
            .from(customers)
            .where(inArray(customers.phoneNumber, [...phoneNumbers])),
        ),
      ),
    );
}

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
