"use client";

import { useTranslations } from "next-intl";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { buttonClass, Button } from "@/ui/button";

/**
 * What the console shows when its data could not be had: a sign-in prompt for a person signed out
 * (the platform's /auth, issue 35 item 1), the operators-only refusal for anyone else, or the
 * error with a retry.
 */
export function ConsoleProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("platformConsole");
  const errorText = useErrorText();
  const { status, reasonCode } = apiError(error);
  if (status === 401)
    return (
      <section aria-labelledby="sign-in-title" className="mx-auto max-w-md py-8">
        <h2 id="sign-in-title" className="text-xl font-bold">
          {t("signInTitle")}
        </h2>
        <p className="mt-2">{t("signInPrompt")}</p>
        <a
          href={`/auth?next=${encodeURIComponent("/console")}`}
          className={buttonClass("primary", "mt-4")}
        >
          {t("signIn")}
        </a>
      </section>
    );
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl bg-red-50 p-4 text-red-900">
      <p>{errorText(error)}</p>
      {reasonCode !== "PLATFORM_OPERATORS_ONLY" && (
        <Button variant="outlined" className="mt-3" onClick={retry}>
          {t("retry")}
        </Button>
      )}
    </div>
  );
}
