import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LOCALES } from "@/domain/locale";

export const metadata: Metadata = { title: "BRAND_NOT_FOUND" };

export default async function BrandNotFound() {
  const texts = await Promise.all(
    LOCALES.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: "common" }),
    })),
  );
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="font-mono text-xl font-bold">{texts[0]!.t("brandNotFound")}</h1>
      {texts.map(({ locale, t }) => (
        <p key={locale} lang={locale} className="text-neutral-700">
          {t("brandNotFoundHelp")}
        </p>
      ))}
    </main>
  );
}
