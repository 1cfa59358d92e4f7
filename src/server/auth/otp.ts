import "server-only";
import type { AuthUser } from "@/domain/auth";
import type { Locale } from "@/domain/locale";
import type { Channel } from "@/domain/whatsapp";
import { sendSignInCode } from "../flows/deliver";
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { OTP_LENGTH } from "@/domain/auth";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { otpCodes, signInTokens } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { customerForPhone } from "./customers";
import { equalHex, hmac, keyFor, sha256 } from "./keys";
import { withinLimits } from "../rate-limit";
import { takeOtpRequest, verifyLimits } from "./rate-limit";

export const MAX_ATTEMPTS = 5;
export const SIGN_IN_TOKEN_TTL_S = 5 * 60;

const codeHash = (brandId: string, phoneNumber: string, code: string) =>
  hmac("otp-hmac", `${brandId}:${phoneNumber}:${code}`);

/** A code sent: until when it holds, the asking device's secret, and where it went. */
export interface OtpRequested {
  expiresAt: Date;
  asker: string;
  channel: Channel;
  /** Seconds until the number may ask for another code (its cooldown): "send by SMS instead". */
  resendInSeconds: number;
}

/**
 * Sends a new code (spec §7 create-otp) by the brand's channel for sign-in codes (SMS, or
 * WhatsApp: issue 37 item 2), or by SMS when `bySms` (the customer asked, after the cooldown).
 * The answer is the same whether or not the number has signed in before. A new code replaces the
 * previous one; a failed send stores nothing. `asker` is the secret for the asking device's
 * cookie: only its holder can spend tries on the code (issue 31 item 5); the code keeps its hash.
 */
export async function requestOtp(
  brand: BrandRef,
  phoneNumber: string,
  ip: string,
  language: Locale,
  bySms = false,
): Promise<OtpRequested> {
  const testCode = env().testPhoneNumbers.get(phoneNumber);
  await takeOtpRequest(brand.id, phoneNumber, ip, { sendsText: !testCode });
  const code =
    testCode ??
    randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, "0");
  const channel: Channel = testCode
    ? "sms"
    : await sendSignInCode(brand, { phoneNumber, code, language, bySms });
  const expiresAt = new Date(Date.now() + env().OTP_TTL_SECONDS * 1000);
  const asker = randomBytes(32).toString("base64url");
  const { db } = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(otpCodes.brandId, brand.id),
          eq(otpCodes.phoneNumber, phoneNumber),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({
      id: randomUUID(),
      brandId: brand.id,
      phoneNumber,
      codeHash: codeHash(brand.id, phoneNumber, code),
      askerHash: sha256(asker),
      expiresAt,
    });
  });
  return { expiresAt, asker, channel, resendInSeconds: env().OTP_PHONE_COOLDOWN_SECONDS };
}

const invalid = () => new AppError("OTP_INVALID", "The code is not right.");
/**
 * Stands in for a stored hash when the number has no code (or a code from before devices were
 * bound), so that path compares too. No SHA-256 or HMAC of anything is all zeros.
 */
const NO_CODE = "0".repeat(64);
/** The hash a check's cookie is compared by; a check without one compares the hash of nothing. */
const askerHashOf = (cookie: string | undefined) => sha256(cookie ?? "");

/** The number's current code: the newest not replaced, used or used up. */
const currentCode = (db: Db, brandId: string, phoneNumber: string) =>
  db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      askerHash: otpCodes.askerHash,
      expiresAt: otpCodes.expiresAt,
    })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.brandId, brandId),
        eq(otpCodes.phoneNumber, phoneNumber),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);

/**
 * Whether `code` is still the number's code to sign in with: its current one, not used, replaced
 * or expired. A sign-in code's SMS fallback (issue 37) sends only such a code.
 */
export async function isCurrentCode(
  db: Db,
  brandId: string,
  phoneNumber: string,
  code: string,
): Promise<boolean> {
  const [current] = await currentCode(db, brandId, phoneNumber);
  return (
    !!current &&
    current.expiresAt.getTime() > Date.now() &&
    equalHex(current.codeHash, codeHash(brandId, phoneNumber, code))
  );
}

/** Whether the check comes from the device that asked for the number's current code. */
async function fromAsker(brandId: string, phoneNumber: string, askerHash: string) {
  const { db } = await getDb();
  const [current] = await currentCode(db, brandId, phoneNumber);
  return equalHex(current?.askerHash ?? NO_CODE, askerHash);
}

type Outcome = "right" | "wrong" | "expired" | "too-many";

/**
 * The number's current code against the given digits, counting the try. A wrong code is
 * "wrong" whatever the state of the number's code (none, pending, expired, used up), and every
 * path runs the same statements, so neither the answer nor its time tells a stranger that the
 * number is signing in. A check from any device but the one that asked for the code (issue 31
 * item 5) finds no code: "wrong", and no try counted. Runs in withinLimits' transaction, under
 * the number's lock for the asker.
 */
async function checkCode(
  tx: Db,
  brandId: string,
  phoneNumber: string,
  code: string,
  askerHash: string,
): Promise<Outcome> {
  const [pending] = await currentCode(tx, brandId, phoneNumber);
  const current = equalHex(pending?.askerHash ?? NO_CODE, askerHash) ? pending : undefined;
  const right = equalHex(current?.codeHash ?? NO_CODE, codeHash(brandId, phoneNumber, code));
  // Count the try before trusting the answer, right or wrong: at most MAX_ATTEMPTS per code.
  const [counted] = await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, current?.id ?? ""),
        lt(otpCodes.attempts, MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ id: otpCodes.id });
  if (!current || !right) return "wrong";
  // Only the right digits learn why they were refused: whoever has them owns the number.
  if (current.expiresAt.getTime() <= Date.now()) return "expired";
  if (!counted) return "too-many";
  const [consumed] = await tx
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed ? "right" : "wrong"; // replaced by a new code a moment ago
}

/**
 * Checks a code (spec §7 get-custom-token-by-otp) and answers a single-use sign-in token valid
 * for 5 minutes. Only the device that asked for the code (`askerCookie`, set by create-otp) can
 * use it or spend its tries; anyone else's check is a wrong code that counts against their
 * address alone, so guesses from elsewhere cost the number's owner nothing (issue 31 item 5).
 * The asker's tries are limited per number and per client address (429), and to MAX_ATTEMPTS per
 * code; after that even the right digits fail.
 */
export async function verifyOtp(
  brand: BrandRef,
  phoneNumber: string,
  code: string,
  ip: string,
  askerCookie: string | undefined,
): Promise<string> {
  const askerHash = askerHashOf(askerCookie);
  const asker = await fromAsker(brand.id, phoneNumber, askerHash);
  const outcome = await withinLimits(
    verifyLimits(phoneNumber, ip, asker),
    "tries with a code",
    // Checked again inside: a new code may have replaced this one since.
    (tx) => checkCode(tx, brand.id, phoneNumber, code, askerHash),
  );
  if (outcome === "wrong") throw invalid();
  if (outcome === "expired")
    throw new AppError("OTP_EXPIRED", "The code has expired. Ask for a new one.");
  if (outcome === "too-many")
    throw new AppError("OTP_TOO_MANY_ATTEMPTS", "Too many wrong tries. Ask for a new code.");

  const { db } = await getDb();
  const customer = await customerForPhone(db, phoneNumber);
  return issueSignInToken(db, brand.id, customer, SIGN_IN_TOKEN_TTL_S);
}

/**
 * A single-use sign-in token for `customer` on brand `brandId`, spent by create-session within
 * `ttlSeconds`: after a code (verifyOtp), or handed to a new shop's host by sign-up (issue 35),
 * in the caller's transaction.
 */
export async function issueSignInToken(
  db: Db,
  brandId: string,
  customer: AuthUser,
  ttlSeconds: number,
): Promise<string> {
  const jti = randomUUID();
  await db.insert(signInTokens).values({
    id: jti,
    brandId,
    customerId: customer.uid,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return new SignJWT({ phoneNumber: customer.phoneNumber })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(customer.uid)
    .setAudience(brandId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyFor("sign-in-token"));
}
