import { customerRoutes } from "@/contract/routes-customer";
import { TARGET_APP } from "@/domain/auth";
import { attempt, call } from "@/features/api/client";

export type { SessionUser as SignedInUser } from "@/contract";

// Spec §7: the three auth calls, plus the session read and logout of our identity provider. Each
// answers a result (the spec only logs a failure; the store decides what the customer sees).
export const authApi = {
  createOtp: (phoneNumber: string, brandId: string, bySms = false) =>
    attempt(
      call(customerRoutes.auth.createOtp, {
        body: { phoneNumber, targetApp: TARGET_APP, brandId, ...(bySms ? { bySms } : {}) },
      }),
    ),
  getCustomTokenByOtp: (phoneNumber: string, otp: string) =>
    attempt(
      call(customerRoutes.auth.verifyOtp, { body: { phoneNumber, otp, targetApp: TARGET_APP } }),
    ),
  createSession: (idToken: string) =>
    attempt(call(customerRoutes.auth.createSession, { body: { idToken } })),
  session: () => attempt(call(customerRoutes.auth.session, {})),
  logout: () => attempt(call(customerRoutes.auth.logout, {})),
};
