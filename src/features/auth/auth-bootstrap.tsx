"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ROUTES } from "@/domain/routes";
import { notify } from "@/ui/toasts";
import { useAuth } from "./auth-store";

/**
 * Resolves the initial auth state once per page load (spec §4: the provider's listener), and
 * when a renewal finds the session gone, sends the customer to sign in and back here afterwards:
 * to the shop's sign-in page, or `signInPage` where there is none (the platform's, issue 35).
 */
export function AuthBootstrap({ signInPage }: { signInPage?: string }) {
  const t = useTranslations("common");
  const resolve = useAuth((s) => s.resolve);
  const sessionEnded = useAuth((s) => s.sessionEnded);
  const router = useRouter();
  useEffect(() => {
    void resolve();
  }, [resolve]);
  useEffect(() => {
    if (!sessionEnded) return;
    useAuth.setState({ sessionEnded: false });
    notify("info", t("signInAgain"), t("sessionEnded"));
    const here = `${window.location.pathname}${window.location.search}`;
    router.replace(
      signInPage ? `${signInPage}?next=${encodeURIComponent(here)}` : ROUTES.signIn(here),
    );
  }, [sessionEnded, router, t, signInPage]);
  return null;
}
