import "server-only";
import type { Locale } from "@/domain/locale";
import { signInCodeMessage } from "../orders/messages";
import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { OTP_LENGTH } from "@/domain/auth";
import { maskPhoneNumber } from "@/domain/phone";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { otpCodes, signInTokens } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";
import { logger } from "../logger";
import { sms } from "../sms/sms";
import { customerForPhone } from "./customers";
import { equalHex, hmac, keyFor } from "./keys";
import { withinLimits } from "../rate-limit";
import { takeOtpRequest, verifyLimits } from "./rate-limit";

export const MAX_ATTEMPTS = 5;
export const SIGN_IN_TOKEN_TTL_S = 5 * 60;

const codeHash = (brandId: string, phoneNumber: string, code: string) =>
  hmac("otp-hmac", `${brandId}:${phoneNumber}:${code}`);

/**
 * Sends a new code (spec §7 create-otp). The answer is the same whether or not the number has
 * signed in before. A new code replaces the previous one; a failed send stores nothing.
 */
export async function requestOtp(
  brand: BrandRef,
  phoneNumber: string,
  ip: string,
  language: Locale,
): Promise<{ expiresAt: Date }> {
  await takeOtpRequest(phoneNumber, ip);
  const testCode = env().testPhoneNumbers.get(phoneNumber);
  const code =
    testCode ??
    randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, "0");
  if (!testCode) {
    try {
      await sms().send({
        to: phoneNumber,
        message: signInCodeMessage(brand.name, code, language),
        brandId: brand.id,
      });
    } catch (error) {
      logger().error(
        { err: error, to: maskPhoneNumber(phoneNumber) },
        "could not send the sign-in code",
      );
      throw new AppError("SMS_SEND_FAILED", "The code could not be sent. Please try again.");
    }
  }
  const expiresAt = new Date(Date.now() + env().OTP_TTL_SECONDS * 1000);
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
      expiresAt,
    });
  });
  return { expiresAt };
}

const invalid = () => new AppError("OTP_INVALID", "The code is not right.");
/** Stands in for the stored hash when the number has no code, so that path compares too. */
const NO_CODE = "0".repeat(64);

type Outcome = "right" | "wrong" | "expired" | "too-many";

/**
 * The number's current code against the given digits, counting the try. A wrong code is
 * "wrong" whatever the state of the number's code (none, pending, expired, used up), and every
 * path runs the same statements, so neither the answer nor its time tells a stranger that the
 * number is signing in. Runs in withinLimits' transaction, under the number's lock.
 */
async function checkCode(
  tx: Db,
  brandId: string,
  phoneNumber: string,
  code: string,
): Promise<Outcome> {
  const [current] = await tx
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash, expiresAt: otpCodes.expiresAt })
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
 * for 5 minutes. Tries are limited per number and per client address (429), and to MAX_ATTEMPTS
 * per code; after that even the right digits fail.
 */
export async function verifyOtp(
  brand: BrandRef,
  phoneNumber: string,
  code: string,
  ip: string,
): Promise<string> {
  const outcome = await withinLimits(verifyLimits(phoneNumber, ip), "tries with a code", (tx) =>
    checkCode(tx, brand.id, phoneNumber, code),
  );
  if (outcome === "wrong") throw invalid();
  if (outcome === "expired")
    throw new AppError("OTP_EXPIRED", "The code has expired. Ask for a new one.");
  if (outcome === "too-many")
    throw new AppError("OTP_TOO_MANY_ATTEMPTS", "Too many wrong tries. Ask for a new code.");

  const { db } = await getDb();
  const customer = await customerForPhone(db, phoneNumber);
  const jti = randomUUID();
  await db.insert(signInTokens).values({
    id: jti,
    brandId: brand.id,
    customerId: customer.uid,
    expiresAt: new Date(Date.now() + SIGN_IN_TOKEN_TTL_S * 1000),
  });
  return new SignJWT({ phoneNumber: customer.phoneNumber })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(customer.uid)
    .setAudience(brand.id)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${SIGN_IN_TOKEN_TTL_S}s`)
    .sign(keyFor("sign-in-token"));
}
