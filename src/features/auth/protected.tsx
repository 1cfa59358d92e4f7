"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ROUTES } from "@/domain/routes";
import { useAuth } from "./auth-store";

/**
 * Spec §2 "Protected pages": nothing renders until the session is known; without a user the
 * page sends the customer to sign in, with ?next= this page (query included). `verified`: the
 * server rendered this page for its signed-in customer (the session cookie), so it shows at once;
 * should the browser then find no session, it still goes to sign in.
 */
export function Protected({
  children,
  verified = false,
}: {
  children: React.ReactNode;
  verified?: boolean;
}) {
  const state = useAuth((s) => s.state);
  const router = useRouter();
  const signedIn = state === "loggedIn";
  const known = state !== "initial";

  useEffect(() => {
    if (known && !signedIn) {
      router.replace(ROUTES.signIn(`${window.location.pathname}${window.location.search}`));
    }
  }, [known, signedIn, router]);

  return signedIn || (verified && !known) ? children : null;
}
