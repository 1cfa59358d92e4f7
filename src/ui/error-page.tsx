"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorView } from "./error-view";

/**
 * What a route shows instead of the framework's crash screen (error.tsx): the brand's top bar when
 * there is one, 'Something went wrong', Back and Reload, in the page's language.
 */
export function ErrorPage({ error, topBar }: { error: Error; topBar?: ReactNode }) {
  const t = useTranslations("common");
  return (
    <ErrorView
      error={error}
      topBar={topBar}
      words={{
        somethingWentWrongTitle: t("somethingWentWrongTitle"),
        pageFailed: t("pageFailed"),
        back: t("back"),
        reload: t("reload"),
      }}
    />
  );
}
