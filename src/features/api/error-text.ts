"use client";

import { useTranslations } from "next-intl";
import { apiError } from "./client";

/**
 * What to tell a person about a failed call, in their language: the catalog's message for the
 * server's `reasonCode` (issue 17 item 3); the server's own `message` stays for logs and tools.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations("errors");
  return (error) => {
    const code = apiError(error).reasonCode;
    return t.has(code as never) ? t(code as never) : t("server_error");
  };
}
