"use client";

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { AuthStateName, AuthUser } from "@/domain/auth";
import { AUTH_CHANGED_EVENT } from "@/domain/auth";
import { MESSAGES } from "@/domain/messages";
import type { ApiError } from "./auth-api";
import { authApi } from "./auth-api";

// Spec §3 (Auth state) and §4 (Auth transitions).
export interface AuthStore {
  state: AuthStateName;
  loginPhoneNumber: string;
  data: AuthUser | null;
  /** Bearer token for customer API calls (spec §6); short-lived, refreshed by resolve(). */
  idToken: string | null;
  errors: { creatingOtpError: string | null; verifyingOtpError: string | null };
  /** The last failed request's details, for a helpful second line (e.g. wait 25 s). */
  lastError: ApiError | null;
  resolve(): Promise<void>;
  requestOtp(phoneNumber: string, brandId: string): Promise<boolean>;
  verifyOtp(code: string): Promise<boolean>;
  backToPhoneStep(): void;
  logout(): Promise<void>;
}

const noErrors = { creatingOtpError: null, verifyingOtpError: null };

/** Spec §3: the global customer id follows the signed-in user (set on sign-in, null on sign-out). */
function announce(uid: string | null) {
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT, { detail: { uid } }));
}

export const useAuth = create<AuthStore>()(
  persist(
    (set, get) => ({
      state: "initial",
      loginPhoneNumber: "",
      data: null,
      idToken: null,
      errors: noErrors,
      lastError: null,

      async resolve() {
        const result = await authApi.session();
        if (result.ok && result.data) {
          const { idToken, ...user } = result.data;
          // The phone falls back to the entered number if the provider gives none (spec §3).
          set({
            state: "loggedIn",
            data: { ...user, phoneNumber: user.phoneNumber || get().loginPhoneNumber },
            idToken,
          });
          announce(user.uid);
        } else {
          set({ state: "notLoggedIn", data: null, idToken: null });
          announce(null);
        }
      },

      async requestOtp(phoneNumber, brandId) {
        set({
          state: "requestingOtp",
          loginPhoneNumber: phoneNumber,
          errors: noErrors,
          lastError: null,
        });
        const result = await authApi.createOtp(phoneNumber, brandId);
        if (result.ok) {
          set({ state: "requestingOtpSuccess" });
          return true;
        }
        console.warn("create-otp failed:", result.error.reasonCode); // spec §7: only logged
        set({
          state: "requestingOtpError",
          errors: { ...noErrors, creatingOtpError: MESSAGES.somethingWentWrong },
          lastError: result.error,
        });
        return false;
      },

      async verifyOtp(code) {
        const phoneNumber = get().loginPhoneNumber;
        if (!phoneNumber) {
          set({
            state: "verifyingOtpError",
            errors: { ...noErrors, verifyingOtpError: MESSAGES.phoneNotDefined },
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
            errors: { ...noErrors, verifyingOtpError: MESSAGES.somethingWentWrong },
            lastError: session.error,
          });
          return false;
        }
        const { idToken, ...user } = session.data;
        set({
          state: "loggedIn",
          data: { ...user, phoneNumber: user.phoneNumber || phoneNumber },
          idToken,
        });
        announce(user.uid);
        return true;
      },

      backToPhoneStep() {
        set({ state: "notLoggedIn", errors: noErrors, lastError: null });
      },

      async logout() {
        await authApi.logout();
        set({ state: "notLoggedIn", data: null, idToken: null, loginPhoneNumber: "" });
        announce(null);
      },
    }),
    {
      name: "kedai-auth",
      // Only the number being signed in survives a reload of /auth/verify; never tokens.
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ loginPhoneNumber: s.loginPhoneNumber }),
    },
  ),
);
