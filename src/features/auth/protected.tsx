"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ROUTES } from "@/domain/routes";
import { useAuth } from "./auth-store";

/**
 * Spec §2 "Protected pages": nothing renders until the session is known; without a user the
 * page sends the customer to sign in, with ?next= this page (query included).
 */
export function Protected({ children }: { children: React.ReactNode }) {
  const state = useAuth((s) => s.state);
  const router = useRouter();
  const signedIn = state === "loggedIn";
  const known = state !== "initial";

  useEffect(() => {
    if (known && !signedIn) {
      router.replace(ROUTES.signIn(`${window.location.pathname}${window.location.search}`));
    }
  }, [known, signedIn, router]);

  return signedIn ? children : null;
}
