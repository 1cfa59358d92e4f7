"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import type { Locale } from "@/domain/locale";
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_NAMES,
  LOCALES,
} from "@/domain/locale";

/** Short names for the top bar; each language's own name is the option's accessible label. */
const SHORT: Record<Locale, string> = { en: "EN", id: "ID" };

/**
 * The customer's language (issue 17): remembered in a cookie that outranks the browser's
 * languages, then the page is fetched again in it (src/proxy.ts chooses by the cookie). The basket
 * and the sign-in live in the browser's storage, so they stay.
 */
export function LanguageSwitch() {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <select
      aria-label={t("language")}
      value={locale}
      disabled={pending}
      onChange={(event) => {
        const next = event.target.value;
        if (!isLocale(next)) return;
        document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
        startTransition(() => router.refresh());
      }}
      className="h-10 rounded-lg bg-transparent px-1 text-sm font-bold text-on-primary focus-visible:outline-2 focus-visible:outline-on-primary [&>option]:text-neutral-900"
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l} label={SHORT[l]} title={LOCALE_NAMES[l]}>
          {SHORT[l]}
        </option>
      ))}
    </select>
  );
}
