"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { asksForName } from "@/domain/account";
import type { ProfileInput } from "@/domain/account-schema";
import type { AuthUser } from "@/domain/auth";
import { accountApi } from "./account-api";

// The customer's profile at the brand as the account page and the sign-in's name question read
// and save it: one copy in the page's query cache.

export const profileKey = (uid: string) => ["account-profile", uid] as const;

/** The profile of `uid`, once `enabled` (signed in). */
export function useProfile(
  uid: string | undefined,
  options: { enabled?: boolean; retry?: false } = {},
) {
  return useQuery({
    queryKey: profileKey(uid ?? ""),
    queryFn: () => accountApi.profile(uid!),
    ...options,
    enabled: Boolean(uid) && options.enabled !== false,
  });
}

/** Saves part of the profile and keeps the page's copy of it. */
export function useSaveProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileInput) => accountApi.save(uid, change),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(uid), saved),
  });
}

/**
 * Whether the sign-in asks the signed-in `user` their name now (src/domain/account.ts
 * asksForName): "reading" while their profile is read. A profile that cannot be read asks
 * nothing: the question never stands between a customer and the page they signed in for.
 */
export function useNameQuestion(user: AuthUser | null): "reading" | "ask" | "done" {
  const customer = Boolean(user && !user.staff);
  const profile = useProfile(user?.uid, { enabled: customer, retry: false });
  if (!user) return "reading";
  if (!customer || profile.isError) return "done";
  if (!profile.data) return "reading";
  return asksForName(profile.data, user) ? "ask" : "done";
}
