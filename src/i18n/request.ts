import { getRequestConfig } from "next-intl/server";
import { isLocale } from "@/domain/locale";
import { CATALOGS } from "./catalogs";

// next-intl's configuration for a render (next.config.ts points at this file). The language is
// the page's `[locale]` segment, which src/proxy.ts chose (domain/locale.ts); pages and layouts
// pass it on with setRequestLocale, so the pages stay static and cached per language.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : "en";
  return { locale, messages: CATALOGS[locale] };
});
