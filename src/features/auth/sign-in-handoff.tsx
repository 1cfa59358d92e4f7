"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "@/domain/locale";
import { ROUTES } from "@/domain/routes";
import { buttonClass } from "@/ui/button";
import { Link } from "@/ui/link";
import { useAuth } from "./auth-store";

/**
 * A new shop's owner arriving from sign-up on the platform (issue 35 item 1): the page's address
 * ends with `#{token}`, a single-use sign-in token of this shop good for a minute and a half. It
 * is taken off the address at once (history, a shared screenshot), traded for a session here, and
 * the owner goes on to `next`, signed in, in the language they chose for the shop (`?lang=`, kept
 * as their choice on this host). A used or late token says so, with the way to sign in.
 */
export function SignInHandoff({ next }: { next: string }) {
  const t = useTranslations("signup");
  const signInWithToken = useAuth((s) => s.signInWithToken);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.slice(1);
    const language = new URLSearchParams(window.location.search).get("lang");
    window.history.replaceState(null, "", window.location.pathname);
    if (isLocale(language))
      document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    const signingIn = token ? signInWithToken(token) : Promise.resolve("no token");
    void signingIn.then((refused) => {
      if (refused) setFailed(true);
      // A whole page load: the console comes in the language just chosen (src/proxy.ts).
      else window.location.replace(next);
    });
  }, [signInWithToken, next]);

  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-5 py-10">
      <h1 className="text-2xl font-bold">{t("handoffTitle")}</h1>
      {failed ? (
        <>
          <p role="alert">{t("handoffFailed")}</p>
          <Link href={ROUTES.signIn(next)} className={buttonClass("primary", "w-full")}>
            {t("handoffSignIn")}
          </Link>
        </>
      ) : (
        <p role="status">{t("handoffSigningIn")}</p>
      )}
    </main>
  );
}
