"use client";

import { useTranslations } from "next-intl";
import type { OwnerShop } from "@/contract/owner-shop";

/** Above every page of a suspended shop's console (issue 35 item 6): what it means, and why. */
export function SuspendedBanner({ shop }: { shop: OwnerShop }) {
  const t = useTranslations("ownerSetup");
  if (shop.state !== "suspended") return null;
  return (
    <section
      role="alert"
      aria-labelledby="suspended-title"
      className="mb-5 rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <h2 id="suspended-title" className="text-lg font-bold">
        {t("suspendedTitle")}
      </h2>
      <p className="mt-1">{t("suspendedBody")}</p>
      {shop.suspendedReason && (
        <p className="mt-2 font-semibold">
          {t("suspendedReason", { reason: shop.suspendedReason })}
        </p>
      )}
    </section>
  );
}
