import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/domain/locale";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { PRIVATE_PAGE_METADATA } from "@/server/site-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "site" });
  return { ...PRIVATE_PAGE_METADATA, title: t("offlineTitle") };
}

/**
 * What the service worker shows for a page it cannot load offline (src/sw/service-worker.ts):
 * the brand's bar, what happened, and the way back to the menu it kept. Plain links, so it works
 * even when none of the page's scripts were kept.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "site" });
  return (
    <>
      <SiteTopBar />
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-bold">{t("offlineTitle")}</h1>
        <p>{t("offlineBody")}</p>
        <a href="/" className="font-semibold text-primary underline">
          {t("offlineMenu")}
        </a>
      </main>
    </>
  );
}
