import "server-only";
import { env } from "../env";
import { AppError } from "../errors";
import { logger } from "../logger";
import type { Limit } from "../rate-limit";
import { HOUR_S, withinLimits } from "../rate-limit";
import { remember } from "../remember.mjs";

const alertedAt = remember("sms-budget-alerted", () => new Map<string, number>());

/**
 * Sending a code: per number one per cooldown and N per hour; per client address N per hour; and
 * when a text is really sent (not to a test number), per brand N per hour (docs/auth.md "Limits").
 */
export async function takeOtpRequest(
  brandId: string,
  phoneNumber: string,
  ip: string,
  { sendsText }: { sendsText: boolean },
): Promise<void> {
  const {
    OTP_PHONE_COOLDOWN_SECONDS,
    OTP_PHONE_PER_HOUR,
    OTP_IP_PER_HOUR,
    OTP_BRAND_SMS_PER_HOUR,
  } = env();
  const phone = { bucket: "otp-send:phone", subject: phoneNumber };
  const limits: Limit[] = [
    { ...phone, max: 1, windowSeconds: OTP_PHONE_COOLDOWN_SECONDS },
    { ...phone, max: OTP_PHONE_PER_HOUR, windowSeconds: HOUR_S },
    { bucket: "otp-send:ip", subject: ip, max: OTP_IP_PER_HOUR, windowSeconds: HOUR_S },
  ];
  // Issue 31 item 6, SMS pumping: new numbers from new addresses pass every limit above, so the
  // brand's texts have a budget of their own, and a night of toll fraud costs at most that an hour.
  if (sendsText)
    limits.push({
      bucket: "otp-send:brand",
      subject: brandId,
      max: OTP_BRAND_SMS_PER_HOUR,
      windowSeconds: HOUR_S,
      refusal: {
        code: "SMS_BUDGET_EXHAUSTED",
        message: (wait) =>
          `This shop has sent as many sign-in codes as it may this hour. Try again in ${wait} s.`,
      },
    });
  try {
    await withinLimits(limits, "code requests", async () => undefined);
  } catch (error) {
    if (error instanceof AppError && error.code === "SMS_BUDGET_EXHAUSTED")
      alertBudgetSpent(brandId, OTP_BRAND_SMS_PER_HOUR);
    throw error;
  }
}

/**
 * Tells the operator, at error level, that a brand's texts stopped: once per brand and process in
 * an hour (the budget's window), never once per refused request, and never with a number.
 */
function alertBudgetSpent(brandId: string, max: number): void {
  if (Date.now() - (alertedAt.get(brandId) ?? 0) < HOUR_S * 1000) return;
  alertedAt.set(brandId, Date.now());
  logger().error(
    { brandId, setting: "OTP_BRAND_SMS_PER_HOUR", max },
    "the brand sent its hourly budget of sign-in texts: refusing new codes with 429 (SMS pumping?)",
  );
}

/**
 * Checking a code: N tries per client address, and for the device that asked for the number's
 * code (`asker`) N per number, in a sliding hour. Anyone else's tries can spend nothing of the
 * number's (issue 31 item 5), so they count against their address only.
 */
export function verifyLimits(phoneNumber: string, ip: string, asker: boolean): Limit[] {
  const { OTP_VERIFY_PHONE_PER_HOUR, OTP_VERIFY_IP_PER_HOUR } = env();
  const perAddress = {
    bucket: "otp-verify:ip",
    subject: ip,
    max: OTP_VERIFY_IP_PER_HOUR,
    windowSeconds: HOUR_S,
  };
  if (!asker) return [perAddress];
  return [
    {
      bucket: "otp-verify:phone",
      subject: phoneNumber,
      max: OTP_VERIFY_PHONE_PER_HOUR,
      windowSeconds: HOUR_S,
    },
    perAddress,
  ];
}
