import type { AuthUser } from "@/domain/auth";
import { TARGET_APP } from "@/domain/auth";

export interface ApiError {
  reasonCode: string;
  message: string;
  retryAfter?: number;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { "Content-Type": "application/json", ...init?.headers },
    });
    const body = (await response.json()) as { isErr: boolean; data?: T; error?: ApiError };
    if (!response.ok || body.isErr) {
      return {
        ok: false,
        error: body.error ?? { reasonCode: "server_error", message: response.statusText },
      };
    }
    return { ok: true, data: body.data as T };
  } catch (error) {
    return { ok: false, error: { reasonCode: "NETWORK_ERROR", message: String(error) } };
  }
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, { method: "POST", body: JSON.stringify(body) });

export type SignedInUser = AuthUser & { idToken: string };

// Spec §7: the three auth calls, plus the session read and logout of our identity provider.
export const authApi = {
  createOtp: (phoneNumber: string, brandId: string) =>
    post<{ expiresAt: string }>("/api/auth/create-otp", {
      phoneNumber,
      targetApp: TARGET_APP,
      brandId,
    }),
  getCustomTokenByOtp: (phoneNumber: string, otp: string) =>
    post<{ token: string }>("/api/auth/get-custom-token-by-otp", {
      phoneNumber,
      otp,
      targetApp: TARGET_APP,
    }),
  createSession: (idToken: string) => post<SignedInUser>("/api/auth/create-session", { idToken }),
  session: () => call<SignedInUser | null>("/api/auth/session", { cache: "no-store" }),
  logout: () => post<null>("/api/auth/logout", {}),
};
