"use client";

import { useTranslations } from "next-intl";
import type { OwnerBrand } from "@/contract";

/** Issue 19: to be built. */
export function DeliverySettings({ owner }: { owner: OwnerBrand }) {
  const t = useTranslations("ownerDelivery");
  void owner;
  return <p>{t("title")}</p>;
}
