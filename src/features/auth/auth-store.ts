"use client";

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { AuthStateName, AuthUser } from "@/domain/auth";
import { AUTH_CHANGED_EVENT, idTokenLifetime } from "@/domain/auth";
import type { Channel } from "@/domain/whatsapp";
import type { ApiError } from "@/features/api/client";
import type { SignedInUser } from "./auth-api";
import { authApi } from "./auth-api";

// Spec §3 (Auth state) and §4 (Auth transitions).

/**
 * What went wrong in a sign-in step (spec §3's "something went wrong" and "Phone number is not
 * defined"): a code, not words; the forms say it in the customer's language (issue 17).
 */
export type AuthErrorKey = "somethingWentWrong" | "phoneNotDefined";

export interface AuthStore {
  state: AuthStateName;
  loginPhoneNumber: string;
  /**
   * The code as typed so far. Kept here, not in the field, so it survives the field being drawn
   * anew, or the page loaded anew, while the code step's route arrives: when the brand is
   * republished meanwhile, the page's path under the proxy (src/proxy.ts) names another revision.
   */
  otpCode: string;
  /** Where the last code went (issue 37 item 2), and the brand it was asked of. */
  codeChannel: Channel | null;
  codeBrandId: string;
  /** When (this device's clock) another code may be asked for: "send by SMS instead". */
  resendAt: number;
  data: AuthUser | null;
  /** Bearer token for customer API calls (spec §6); short-lived: the API client renews it. */
  idToken: string | null;
  /** When (this device's clock) the token is due for renewal: 80% into its life. */
  idTokenRenewAt: number;
  /** Set when a renewal found the session gone: the app sends the customer to sign in. */
  sessionEnded: boolean;
  errors: { creatingOtpError: AuthErrorKey | null; verifyingOtpError: AuthErrorKey | null };
  /** The last failed request's details, for a helpful second line (e.g. wait 25 s). */
  lastError: ApiError | null;
  resolve(): Promise<void>;
  /** A fresh id token from the session (one request at a time), or null when there is none. */
  renew(): Promise<string | null>;
  requestOtp(phoneNumber: string, brandId: string): Promise<boolean>;
  /**
   * "Send by SMS instead" (issue 37 item 2): a new code for the same number by SMS, on the code
   * step; a refusal is `resendError`, and the step stays.
   */
  resendBySms(): Promise<boolean>;
  resending: boolean;
  resendError: ApiError | null;
  setOtpCode(code: string): void;
  verifyOtp(code: string): Promise<boolean>;
  /**
   * Signs in with a sign-in token handed over from elsewhere (a new shop's owner arriving from
   * sign-up on the platform, issue 35); the error's code when it was refused.
   */
  signInWithToken(token: string): Promise<ApiError | null>;
  backToPhoneStep(): void;
  logout(): Promise<void>;
  /** The session ended on the server (the account was deleted): forget it here too. */
  forget(): void;
}

const noErrors = { creatingOtpError: null, verifyingOtpError: null };

/** Renew at 80% of the token's life, measured on this device's clock from when it arrived. */
function renewAt(idToken: string): number {
  return Date.now() + idTokenLifetime(idToken) * 800;
}

let renewing: Promise<string | null> | null = null;

/**
 * Sign-ins on this page so far. A session read sent before a sign-in may answer "none" after it
 * (the page's tree drawn anew reads the session again while the code is being checked): that
 * answer is older than the session and is not believed.
 */
let signIns = 0;

/** Spec §3: the global customer id follows the signed-in user (set on sign-in, null on sign-out). */
function announce(uid: string | null) {
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT, { detail: { uid } }));
}

export const useAuth = create<AuthStore>()(
  persist(
    (set, get) => {
      /** The phone falls back to the entered number if the provider gives none (spec §3). */
      const signedIn = ({ idToken, ...user }: SignedInUser, entered = get().loginPhoneNumber) => {
        signIns++;
        set({
          state: "loggedIn",
          data: { ...user, phoneNumber: user.phoneNumber || entered },
          idToken,
          idTokenRenewAt: renewAt(idToken),
          sessionEnded: false,
          otpCode: "",
        });
        announce(user.uid);
        return idToken;
      };
      return {
        state: "initial",
        loginPhoneNumber: "",
        otpCode: "",
        codeChannel: null,
        codeBrandId: "",
        resendAt: 0,
        resending: false,
        resendError: null,
        data: null,
        idToken: null,
        idTokenRenewAt: 0,
        sessionEnded: false,
        errors: noErrors,
        lastError: null,

        async resolve() {
          await get().renew();
        },

        renew() {
          const before = signIns;
          renewing ??= authApi
            .session()
            .then((result) => {
              if (result.ok && result.data) return signedIn(result.data);
              if (signIns !== before) return get().idToken; // asked before the sign-in
              const { state } = get();
              // Offline or a server error leaves a known session alone: it may well be fine.
              // A sign-in under way is not interrupted by the answer of the page's first read.
              const gone = result.ok && state === "loggedIn";
              if (state === "initial" || gone) {
                set({ state: "notLoggedIn", data: null, idToken: null, sessionEnded: gone });
                announce(null);
              }
              return null;
            })
            .finally(() => (renewing = null));
          return renewing;
        },

        async requestOtp(phoneNumber, brandId) {
          set({
            state: "requestingOtp",
            loginPhoneNumber: phoneNumber,
            otpCode: "",
            errors: noErrors,
            lastError: null,
          });
          const result = await authApi.createOtp(phoneNumber, brandId);
          if (result.ok) {
            set({
              state: "requestingOtpSuccess",
              codeChannel: result.data.channel,
              codeBrandId: brandId,
              resendAt: Date.now() + result.data.resendInSeconds * 1000,
              resendError: null,
            });
            return true;
          }
          console.warn("create-otp failed:", result.error.reasonCode); // spec §7: only logged
          set({
            state: "requestingOtpError",
            errors: { ...noErrors, creatingOtpError: "somethingWentWrong" },
            lastError: result.error,
          });
          return false;
        },

        async resendBySms() {
          const { loginPhoneNumber, codeBrandId } = get();
          set({ resending: true, resendError: null });
          const result = await authApi.createOtp(loginPhoneNumber, codeBrandId, true);
          if (!result.ok) {
            console.warn("create-otp by SMS failed:", result.error.reasonCode);
            set({ resending: false, resendError: result.error });
            return false;
          }
          set({
            state: "requestingOtpSuccess",
            resending: false,
            otpCode: "",
            errors: noErrors,
            lastError: null,
            codeChannel: result.data.channel,
            resendAt: Date.now() + result.data.resendInSeconds * 1000,
          });
          return true;
        },

        setOtpCode(otpCode) {
          set({ otpCode });
        },

        async verifyOtp(code) {
          const phoneNumber = get().loginPhoneNumber;
          if (!phoneNumber) {
            set({
              state: "verifyingOtpError",
              errors: { ...noErrors, verifyingOtpError: "phoneNotDefined" },
            });
            return false;
          }
          set({ state: "verifyingOtp", errors: noErrors, lastError: null });
          const token = await authApi.getCustomTokenByOtp(phoneNumber, code);
          const session = token.ok ? await authApi.createSession(token.data.token) : token;
          if (!session.ok) {
            console.warn("sign-in failed:", session.error.reasonCode);
            set({
              state: "verifyingOtpError",
              errors: { ...noErrors, verifyingOtpError: "somethingWentWrong" },
              lastError: session.error,
            });
            return false;
          }
          signedIn(session.data, phoneNumber);
          return true;
        },

        async signInWithToken(token) {
          const session = await authApi.createSession(token);
          if (!session.ok) return session.error;
          signedIn(session.data, session.data.phoneNumber);
          return null;
        },

        backToPhoneStep() {
          set({ state: "notLoggedIn", errors: noErrors, lastError: null, otpCode: "" });
        },

        async logout() {
          await authApi.logout();
          set({ state: "notLoggedIn", data: null, idToken: null, loginPhoneNumber: "" });
          announce(null);
        },

        forget() {
          set({ state: "notLoggedIn", data: null, idToken: null, loginPhoneNumber: "" });
          announce(null);
        },
      };
    },
    {
      name: "kedai-auth",
      // Only the number being signed in and the code typed so far survive a reload of
      // /auth/verify (this tab's, until signed in or a new code is asked for); never tokens.
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        loginPhoneNumber: s.loginPhoneNumber,
        otpCode: s.otpCode,
        codeChannel: s.codeChannel,
        codeBrandId: s.codeBrandId,
        resendAt: s.resendAt,
      }),
    },
  ),
);
