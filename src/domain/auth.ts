// Spec §3 (Auth state), §4 (Auth), §5 (OTP), §7 (the auth calls), §9 (constants).

/** Fired on window with `{detail: {uid}}` (null when signed out), for state that follows the user. */
export const AUTH_CHANGED_EVENT = "kedai:auth-changed";

/** The fixed client identifier of spec §3/§9, "naming the kitchen web app". */
export const TARGET_APP = "kitchen-web-app";
export const OTP_LENGTH = 5;
export const OTP_PATTERN = "[0-9]{5}";

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
  /** Present when this number is on the brand's staff list (the staff board, issue 7). */
  staff?: StaffRole;
}

/**
 * The roles of a brand's people (issue 19 item 8): an owner runs everything (the owner console,
 * every branch's board); a manager runs their branches (its menu availability, hours, the board);
 * staff work the board of their branches.
 */
export const STAFF_ROLES = ["owner", "manager", "staff"] as const;

/** What a staff member may do: an owner every branch, a manager or staff the branches listed. */
export interface StaffRole {
  name: string;
  role: (typeof STAFF_ROLES)[number];
  /** Every branch for an owner. */
  branchIds: string[];
}

/** A manager or staff member works at the branches listed (one at least); an owner at every one. */
export function roleNeedsBranches(role: StaffRole["role"]): boolean {
  return role !== "owner";
}

/** Spec §2: the code form shows once a code is requested, while verifying, after a failed try. */
export function showsOtpStep(state: AuthStateName): boolean {
  return (
    state === "requestingOtpSuccess" || state === "verifyingOtp" || state === "verifyingOtpError"
  );
}

/** The session cookie (httpOnly; docs/auth.md). */
export const SESSION_COOKIE = "kedai_session";

/** Binds a sign-in code to the device that asked for it (httpOnly, path /api/auth; docs/auth.md). */
export const OTP_COOKIE = "kedai_otp";

/**
 * How long an id token was issued for, in seconds (its `exp` less its `iat`): the browser renews
 * it 80% into that, on its own clock. The browser only reads the token's payload (base64url JSON,
 * RFC 7519 §3); the server verifies tokens with jose, which the pages need not carry for this.
 */
export function idTokenLifetime(idToken: string): number {
  const payload = idToken.split(".")[1] ?? "";
  const { iat, exp } = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as {
    iat?: unknown;
    exp?: unknown;
  };
  return typeof iat === "number" && typeof exp === "number" ? exp - iat : 0;
}
