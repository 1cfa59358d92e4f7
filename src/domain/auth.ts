import { z } from "zod";
import { brandIdSchema } from "./brand-config";
import type { ErrorCode } from "./messages";
import { checkPhoneNumber, E164 } from "./phone";

// Spec §3 (Auth state), §4 (Auth), §5 (OTP), §7 (the auth calls), §9 (constants).

/** Fired on window with `{detail: {uid}}` (null when signed out), for state that follows the user. */
export const AUTH_CHANGED_EVENT = "kedai:auth-changed";

/** The fixed client identifier of spec §3/§9, "naming the kitchen web app". */
export const TARGET_APP = "kitchen-web-app";
export const OTP_LENGTH = 5;
export const OTP_PATTERN = "[0-9]{5}";
const OTP_REGEX = /^[0-9]{5}$/;

export const AUTH_STATES = [
  "initial",
  "requestingOtp",
  "requestingOtpSuccess",
  "requestingOtpError",
  "verifyingOtp",
  "verifyingOtpError",
  "loggedIn",
  "notLoggedIn",
] as const;
export type AuthStateName = (typeof AUTH_STATES)[number];

export interface AuthUser {
  uid: string;
  phoneNumber: string;
}

/** Spec §2: the code form shows once a code is requested, while verifying, after a failed try. */
export function showsOtpStep(state: AuthStateName): boolean {
  return (
    state === "requestingOtpSuccess" || state === "verifyingOtp" || state === "verifyingOtpError"
  );
}

const phoneNumber = z
  .string()
  .regex(E164, "must be an E.164 phone number like +6281234567890")
  .refine((v) => checkPhoneNumber(v).ok, "is not a valid phone number");

export const createOtpBody = z.strictObject({
  phoneNumber,
  targetApp: z.literal(TARGET_APP),
  brandId: brandIdSchema,
});

export const getCustomTokenBody = z.strictObject({
  phoneNumber,
  otp: z.string().regex(OTP_REGEX, `must be ${OTP_LENGTH} digits`),
  targetApp: z.literal(TARGET_APP),
});

export const createSessionBody = z.strictObject({ idToken: z.string().min(1).max(4096) });

/** The reasonCode of a 400, named after the field that is wrong. */
export const FIELD_REASON_CODES: Readonly<Record<string, ErrorCode>> = {
  phoneNumber: "INVALID_PHONE_NUMBER",
  otp: "INVALID_OTP_FORMAT",
  targetApp: "INVALID_TARGET_APP",
  brandId: "INVALID_BRAND_ID",
  idToken: "INVALID_TOKEN",
};
