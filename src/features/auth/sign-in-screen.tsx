"use client";

import { Link } from "@/ui/link";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import { lazy, Suspense, useEffect } from "react";
import { showsOtpStep } from "@/domain/auth";
import { ROUTES, resolveNextPath } from "@/domain/routes";
import { useBrand } from "@/ui/brand-context";
import { useAuth } from "./auth-store";
import { OtpForm } from "./otp-form";
import { useNameQuestion } from "./profile-query";

// The phone step's field (react-phone-number-input and libphonenumber's small metadata, about
// 48 KiB gzipped) is not among the page's scripts (issue 34 item 6, decision 0032): no step shows
// before the session has been read (the page says "Loading..." until then), so its code is fetched
// meanwhile, from the moment this module runs, and the page hydrates without it.
const phoneFormCode = import("./phone-form");
phoneFormCode.catch(() => {}); // a failed fetch is the step's to show, when it renders
const PhoneForm = lazy(() => phoneFormCode.then((m) => ({ default: m.PhoneForm })));
// Asked once, after signing in (issue 36 item 3): its code only when it is asked.
const NameQuestion = lazy(() =>
  import("./name-question").then((m) => ({ default: m.NameQuestion })),
);

/** The step shown; once signed in, the name `question` (useNameQuestion) or the way on. */
function Step({ question }: { question: ReturnType<typeof useNameQuestion> }) {
  const t = useTranslations("auth");
  const brand = useBrand();
  const verifyRoute = useSelectedLayoutSegment() === "verify";
  const state = useAuth((s) => s.state);
  const uid = useAuth((s) => s.data?.uid);
  const params = useSearchParams();
  const router = useRouter();
  const destination = resolveNextPath(params.get("next"), ROUTES.home, Object.fromEntries(params));

  useEffect(() => {
    if (state === "loggedIn" && question === "done") router.replace(destination);
  }, [state, question, destination, router]);

  if (state === "initial") return <p role="status">{t("loadingAuthentication")}</p>;
  if (state === "loggedIn" && question === "ask")
    return (
      <Suspense fallback={<p role="status">{t("loadingAuthentication")}</p>}>
        <NameQuestion uid={uid!} labelledBy={TITLE_ID} />
      </Suspense>
    );
  if (state === "loggedIn") return <p role="status">{t("redirectingHome")}</p>;
  const next = params.get("next");
  if (verifyRoute || showsOtpStep(state))
    return <OtpForm changeNumberHref={next ? `/auth?next=${encodeURIComponent(next)}` : "/auth"} />;
  return (
    <Suspense fallback={<p role="status">{t("loadingAuthentication")}</p>}>
      <PhoneForm
        brandId={brand.id}
        onCodeSent={() => router.push(`/auth/verify${window.location.search}`)}
      />
    </Suspense>
  );
}

const TITLE_ID = "sign-in-title";

/**
 * Spec §2 "Sign-in screen": /auth (phone step) and /auth/verify (code step); then, once, the
 * customer's name (issue 36 item 3).
 */
export function SignInScreen() {
  const t = useTranslations("auth");
  const tAccount = useTranslations("account");
  const tc = useTranslations("common");
  const brand = useBrand();
  const question = useNameQuestion(useAuth((s) => (s.state === "loggedIn" ? s.data : null)));
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-6 px-5 py-6">
      <div className="flex items-center justify-between">
        <Link
          href={ROUTES.home}
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {tc("back")}
        </Link>
        <span className="rounded-2xl bg-primary px-3 py-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- brand SVG served from /media */}
          <img
            src={brand.logoSrc}
            alt={brand.logoAlt}
            width={120}
            height={32}
            className="h-8 w-auto"
          />
        </span>
      </div>
      <h1 id={TITLE_ID} className="text-2xl font-bold">
        {question === "ask" ? tAccount("nameQuestion") : t("signInTitle")}
      </h1>
      <Suspense fallback={<p role="status">{t("loadingAuthentication")}</p>}>
        <Step question={question} />
      </Suspense>
    </main>
  );
}
