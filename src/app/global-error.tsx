"use client";

import "./globals.css";
import { useParams } from "next/navigation";
import { isLocale } from "@/domain/locale";
import enCommon from "@/i18n/en/common.json";
import idCommon from "@/i18n/id/common.json";
import { ErrorView } from "@/ui/error-view";

const COMMON = { en: enCommon, id: idCommon };

/** The root layout itself failed: this replaces it, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error }) {
  const { locale } = useParams<{ locale?: string }>();
  const language = isLocale(locale) ? locale : "en";
  return (
    <html lang={language}>
      <body className="min-h-dvh">
        <ErrorView error={error} words={COMMON[language]} />
      </body>
    </html>
  );
}
