// Sign-in (spec §7, docs/auth.md).
import type { AuthUser } from "@/domain/auth";
import {
  createOtpBody,
  createSessionBody,
  FIELD_REASON_CODES,
  getCustomTokenBody,
} from "@/domain/auth-schemas";
import { endpoint, PRIVATE, returns } from "./endpoint";

/** The signed-in user with an idToken for bearer calls. */
export type SessionUser = AuthUser & { idToken: string };

export const createOtp = endpoint({
  method: "POST",
  path: "/api/auth/create-otp",
  summary: "Sends a sign-in code to a phone number.",
  caller: "anyone",
  body: createOtpBody,
  bodyCodes: FIELD_REASON_CODES,
  answer: "data",
  data: returns<{ expiresAt: string }>("OtpRequested"),
  errors: [
    "INVALID_PHONE_NUMBER",
    "INVALID_TARGET_APP",
    "INVALID_BRAND_ID",
    "RATE_LIMITED",
    "SMS_SEND_FAILED",
  ],
});

export const verifyOtp = endpoint({
  method: "POST",
  path: "/api/auth/get-custom-token-by-otp",
  summary: "Trades a phone number and its code for a single-use sign-in token.",
  caller: "anyone",
  body: getCustomTokenBody,
  bodyCodes: FIELD_REASON_CODES,
  answer: "data",
  data: returns<{ token: string }>("SignInToken"),
  errors: [
    "INVALID_PHONE_NUMBER",
    "INVALID_OTP_FORMAT",
    "INVALID_TARGET_APP",
    "OTP_INVALID",
    "OTP_EXPIRED",
    "OTP_TOO_MANY_ATTEMPTS",
    "RATE_LIMITED",
  ],
});

export const createSession = endpoint({
  method: "POST",
  path: "/api/auth/create-session",
  summary: "Starts a session (cookie) from a sign-in token; answers the user with an idToken.",
  caller: "anyone",
  body: createSessionBody,
  bodyCodes: FIELD_REASON_CODES,
  answer: "data",
  data: returns<SessionUser>("SessionUser"),
  errors: ["INVALID_TOKEN"],
});

export const session = endpoint({
  method: "GET",
  path: "/api/auth/session",
  summary: "The signed-in user with a fresh idToken, or null.",
  caller: "anyone",
  answer: "data",
  data: returns<SessionUser | null>("SessionUser"),
  cache: PRIVATE,
  errors: [],
});

export const logout = endpoint({
  method: "POST",
  path: "/api/auth/logout",
  summary: "Ends the session: its cookie and every idToken issued for it stop working.",
  caller: "customer",
  answer: "data",
  data: returns<null>("Null"),
  errors: [],
});
