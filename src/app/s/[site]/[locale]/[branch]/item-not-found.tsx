"use client";

import { Link } from "@/ui/link";
import { useTranslations } from "next-intl";
import { AuthActions } from "@/features/auth/auth-actions";
import { SiteTopBar } from "@/features/brand/site-top-bar";

/** The screen of a storefront address with nothing on it: the top bar and a way back to the menu. */
export default function ItemNotFound() {
  const t = useTranslations();
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-bold">{t("common.itemNotFound")}</h1>
        <Link href="/" className="font-semibold text-primary underline">
          {t("store.seeMenu")}
        </Link>
      </main>
    </>
  );
}
