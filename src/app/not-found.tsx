import { Link } from "@/ui/link";
import { getTranslations } from "next-intl/server";
import { LOCALES } from "@/domain/locale";

// An address that is no page of any shop. The language is not known here: it says so in both.
export default async function NotFound() {
  const texts = await Promise.all(
    LOCALES.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: "common" }),
    })),
  );
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 p-6 text-center">
          {texts.map(({ locale, t }) => (
            <div key={locale} lang={locale} className="space-y-2">
              <h1 className="text-2xl font-bold">{t("pageNotFound")}</h1>
              <p className="text-neutral-600">{t("nothingHere")}</p>
              <Link href="/" className="font-semibold text-primary underline">
                {t("goHome")}
              </Link>
            </div>
          ))}
        </main>
      </body>
    </html>
  );
}
