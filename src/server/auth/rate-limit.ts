import "server-only";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { otpRequests } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";

export class RateLimitError extends AppError {
  constructor(retryAfterSeconds: number) {
    super("RATE_LIMITED", 429, `Too many code requests. Try again in ${retryAfterSeconds} s.`, {
      details: { retryAfter: retryAfterSeconds },
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  }
}

const HOUR_MS = 3_600_000;
const secondsUntil = (when: number) => Math.max(1, Math.ceil((when - Date.now()) / 1000));

/**
 * Counts this request against the limits of spec'd settings (per phone: one per cooldown and N
 * per hour; per client IP: N per hour) and records it. Rows in the database, under a lock per
 * phone, so the limits hold across instances.
 */
export async function takeOtpRequest(phoneNumber: string, ip: string): Promise<void> {
  const { OTP_PHONE_COOLDOWN_SECONDS, OTP_PHONE_PER_HOUR, OTP_IP_PER_HOUR } = env();
  const { db } = await getDb();
  const hourAgo = new Date(Date.now() - HOUR_MS);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
    const [byPhone] = await tx
      .select({
        n: count(),
        first: min(otpRequests.createdAt),
        last: sql<string>`max(${otpRequests.createdAt})`,
      })
      .from(otpRequests)
      .where(and(eq(otpRequests.phoneNumber, phoneNumber), gt(otpRequests.createdAt, hourAgo)));
    const last = byPhone?.last ? new Date(byPhone.last).getTime() : 0;
    if (last > Date.now() - OTP_PHONE_COOLDOWN_SECONDS * 1000) {
      throw new RateLimitError(secondsUntil(last + OTP_PHONE_COOLDOWN_SECONDS * 1000));
    }
    if ((byPhone?.n ?? 0) >= OTP_PHONE_PER_HOUR) {
      throw new RateLimitError(secondsUntil(byPhone!.first!.getTime() + HOUR_MS));
    }
    const [byIp] = await tx
      .select({ n: count(), first: min(otpRequests.createdAt) })
      .from(otpRequests)
      .where(and(eq(otpRequests.ip, ip), gt(otpRequests.createdAt, hourAgo)));
    if ((byIp?.n ?? 0) >= OTP_IP_PER_HOUR) {
      throw new RateLimitError(secondsUntil(byIp!.first!.getTime() + HOUR_MS));
    }
    await tx.insert(otpRequests).values({ phoneNumber, ip });
  });
}
