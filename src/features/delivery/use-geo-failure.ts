"use client";

import { useTranslations } from "next-intl";
import { retryMinutes } from "./delivery-api";

/**
 * The message for a failed geo call, in the customer's language: the wait on a 429 (issue 14:
 * say when to come back, not "no address"), else `otherwise`.
 */
export function useGeoFailure(): (error: unknown, otherwise: string) => string {
  const t = useTranslations("delivery");
  return (error, otherwise) => {
    const minutes = retryMinutes(error);
    return minutes === null ? otherwise : t("tooManySearches", { minutes });
  };
}
