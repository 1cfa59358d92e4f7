// Sign-in (spec §7, docs/auth.md).
import type { AuthUser } from "@/domain/auth";
import type { Channel } from "@/domain/whatsapp";
import {
  createOtpBody,
  createSessionBody,
  FIELD_REASON_CODES,
  getCustomTokenBody,
} from "@/domain/auth-schemas";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

/** The signed-in user with an idToken for bearer calls. */
export type SessionUser = AuthUser & { idToken: string };

export const createOtp = endpoint(routes.auth.createOtp, {
  hosts: "both", // the platform signs its people in the same way (issue 35)
  summary:
    "Sends a sign-in code to a phone number, by SMS or WhatsApp as the brand chose (`bySms`: by SMS); sets the cookie that lets this device use it.",
  body: createOtpBody,
  bodyCodes: FIELD_REASON_CODES,
  data: returns<{
    expiresAt: string;
    /** Where the code went: `sms` or `whatsapp` (the brand's choice, issue 37 item 2). */
    channel: Channel;
    /** Seconds until the number may ask again (its cooldown), e.g. for the code by SMS instead. */
    resendInSeconds: number;
  }>("OtpRequested"),
  errors: [
    "INVALID_PHONE_NUMBER",
    "INVALID_TARGET_APP",
    "INVALID_BRAND_ID",
    "RATE_LIMITED",
    "SMS_BUDGET_EXHAUSTED",
    "SMS_SEND_FAILED",
  ],
});

export const verifyOtp = endpoint(routes.auth.verifyOtp, {
  hosts: "both", // the platform signs its people in the same way (issue 35)
  summary:
    "Trades a phone number and its code, from the device that asked for it, for a single-use sign-in token.",
  body: getCustomTokenBody,
  bodyCodes: FIELD_REASON_CODES,
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

export const createSession = endpoint(routes.auth.createSession, {
  hosts: "both", // the platform signs its people in the same way (issue 35)
  summary: "Starts a session (cookie) from a sign-in token; answers the user with an idToken.",
  body: createSessionBody,
  bodyCodes: FIELD_REASON_CODES,
  data: returns<SessionUser>("SessionUser"),
  errors: ["INVALID_TOKEN"],
});

export const session = endpoint(routes.auth.session, {
  hosts: "both", // the platform signs its people in the same way (issue 35)
  summary: "The signed-in user with a fresh idToken, or null.",
  data: returns<SessionUser | null>("SessionUser"),
  cache: PRIVATE,
  errors: [],
});

export const logout = endpoint(routes.auth.logout, {
  hosts: "both", // the platform signs its people in the same way (issue 35)
  summary: "Ends the session: its cookie and every idToken issued for it stop working.",
  data: returns<null>("Null"),
  errors: [],
});
