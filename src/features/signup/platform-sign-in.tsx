"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { resolvePlatformNext } from "@/domain/routes";
import { useAuth } from "@/features/auth/auth-store";

/**
 * The platform's sign-in page's body (issue 35): the sign-in steps (`signIn`) until signed in,
 * then on to the page's `?next=` (domain/routes.ts resolvePlatformNext), read in the browser so
 * the page itself stays one static page.
 */
export function PlatformSignIn({ signIn }: { signIn: ReactNode }) {
  const router = useRouter();
  const signedIn = useAuth((s) => s.state === "loggedIn");
  useEffect(() => {
    if (!signedIn) return;
    router.replace(resolvePlatformNext(new URLSearchParams(window.location.search).get("next")));
  }, [signedIn, router]);
  return signIn;
}
