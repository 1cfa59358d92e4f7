"use client";

import { useTranslations } from "next-intl";
import type { OwnerBrand } from "@/contract";

/** Issue 19: to be built. */
export function Today({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerToday");
  void owner;
  return <p>{t("title")}</p>;
}
