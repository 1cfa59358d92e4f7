import "server-only";
import { env } from "../env";
import type { Limit } from "../rate-limit";
import { HOUR_S, withinLimits } from "../rate-limit";

/**
 * Sending a code: per number one per cooldown and N per hour; per client address N per hour
 * (docs/auth.md "Limits").
 */
export function takeOtpRequest(phoneNumber: string, ip: string): Promise<void> {
  const { OTP_PHONE_COOLDOWN_SECONDS, OTP_PHONE_PER_HOUR, OTP_IP_PER_HOUR } = env();
  const phone = { bucket: "otp-send:phone", subject: phoneNumber };
  const limits = [
    { ...phone, max: 1, windowSeconds: OTP_PHONE_COOLDOWN_SECONDS },
    { ...phone, max: OTP_PHONE_PER_HOUR, windowSeconds: HOUR_S },
    { bucket: "otp-send:ip", subject: ip, max: OTP_IP_PER_HOUR, windowSeconds: HOUR_S },
  ];
  return withinLimits(limits, "code requests", async () => undefined);
}

/** Checking a code: N tries per number and N per client address, in a sliding hour. */
export function verifyLimits(phoneNumber: string, ip: string): Limit[] {
  const { OTP_VERIFY_PHONE_PER_HOUR, OTP_VERIFY_IP_PER_HOUR } = env();
  return [
    {
      bucket: "otp-verify:phone",
      subject: phoneNumber,
      max: OTP_VERIFY_PHONE_PER_HOUR,
      windowSeconds: HOUR_S,
    },
    { bucket: "otp-verify:ip", subject: ip, max: OTP_VERIFY_IP_PER_HOUR, windowSeconds: HOUR_S },
  ];
}
