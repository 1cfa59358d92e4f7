"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { useAuth } from "@/features/auth/auth-store";

/**
 * The platform's sign-in page's body (issue 35): the sign-in steps (`signIn`) until signed in,
 * then on to `next` (already resolved: domain/routes.ts resolvePlatformNext).
 */
export function PlatformSignIn({ signIn, next }: { signIn: ReactNode; next: string }) {
  const router = useRouter();
  const signedIn = useAuth((s) => s.state === "loggedIn");
  useEffect(() => {
    if (signedIn) router.replace(next);
  }, [signedIn, next, router]);
  return signIn;
}
