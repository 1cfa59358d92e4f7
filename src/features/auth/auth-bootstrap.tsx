"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ROUTES } from "@/domain/routes";
import { notify } from "@/ui/toasts";
import { useAuth } from "./auth-store";

/**
 * Resolves the initial auth state once per page load (spec §4: the provider's listener), and
 * when a renewal finds the session gone, sends the customer to sign in and back here afterwards.
 */
export function AuthBootstrap() {
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
    router.replace(ROUTES.signIn(`${window.location.pathname}${window.location.search}`));
  }, [sessionEnded, router, t]);
  return null;
}
