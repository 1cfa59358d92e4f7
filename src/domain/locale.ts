// The languages of the storefront (issue 17) and how one is chosen for a request.

export const LOCALES = ["en", "id"] as const;
export type Locale = (typeof LOCALES)[number];

/** The customer's choice from the language switch; a year, like the branch cookie. */
export const LOCALE_COOKIE = "kedai-lang";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What each language calls itself, for the switch (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", id: "Bahasa Indonesia" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first language of an Accept-Language header that is one of ours, by the header's q-values
 * (`id-ID,id;q=0.9,en;q=0.8` → id; `fr` → null). Region subtags count for their language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight, index };
    })
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  // "in" is the old ISO code for Indonesian; some Android browsers still send it.
  const found = ranked.map((r) => (r.language === "in" ? "id" : r.language)).find(isLocale);
  return found ?? null;
}

/**
 * The language of a request: the customer's choice (cookie), then the browser's languages, then
 * the brand's default.
 */
export function chooseLocale(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
  brandDefault: Locale,
): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? brandDefault;
}

/** A route's `[locale]` segment as a language (the proxy only writes ours; anything else is en). */
export function localeOf(segment: string | undefined): Locale {
  return isLocale(segment) ? segment : "en";
}
