"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * What a route shows instead of the framework's crash screen (error.tsx, global-error.tsx): the
 * brand's top bar when there is one, 'Something went wrong', Back and Reload.
 */
export function ErrorPage({ error, topBar }: { error: Error; topBar?: ReactNode }) {
  const t = useTranslations("common");
  useEffect(() => console.warn("the page failed:", error), [error]);
  return (
    <>
      {topBar}
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <div role="alert" className="space-y-2">
          <h1 className="text-xl font-bold">{t("somethingWentWrongTitle")}</h1>
          <p className="text-neutral-700">{t("pageFailed")}</p>
        </div>
        <div className="flex gap-3">
          <Button
            variant="outlined"
            onClick={() =>
              window.history.length > 1
                ? window.history.back()
                : window.location.replace(window.location.origin)
            }
          >
            {t("back")}
          </Button>
          <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
        </div>
      </main>
    </>
  );
}
