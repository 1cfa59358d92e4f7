import "./zod-setup";
import { z } from "zod";
import { OTP_LENGTH, TARGET_APP } from "./auth";
import { brandIdSchema } from "./brand-config";
import type { ErrorCode } from "./errors";
import { PLATFORM_BRAND_ID } from "./shop-state";
import { phoneNumberSchema as phoneNumber } from "./phone-schema";

// Request bodies of the auth calls (spec §7). `phoneNumber` comes out in its one normal form
// (decision 0011), so every route works with that spelling only. Kept apart from auth.ts so that
// pages which only need the auth constants do not ship zod and the phone-number metadata.
const OTP_REGEX = /^[0-9]{5}$/;

export const createOtpBody = z.strictObject({
  phoneNumber,
  targetApp: z.literal(TARGET_APP),
  // A shop's id, or on the platform's host the platform's (issue 35).
  brandId: z.union([brandIdSchema, z.literal(PLATFORM_BRAND_ID)]),
  /** By SMS whatever the brand's channel for codes: "send by SMS instead" (issue 37 item 2). */
  bySms: z.boolean().optional(),
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
