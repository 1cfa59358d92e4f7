"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/ui/button";
import { useChangeText } from "./change-text";
import { useReloadOwner, useStale } from "./save-brand";

/** Someone else saved first: who changed what, and a reload to make the change again. */
export function StaleNotice({ currency }: { currency: string }) {
  const t = useTranslations("owner");
  const changeText = useChangeText(currency);
  const reload = useReloadOwner();
  const { stale, set } = useStale();
  if (!stale) return null;
  return (
    <div role="alert" className="mb-5 rounded-2xl border border-amber-600 bg-amber-50 p-4">
      <h2 className="font-semibold">{t("stale.title")}</h2>
      <p className="mt-1 text-sm">
        {t("stale.body", {
          author: stale.authorName,
          changes: stale.summary.slice(0, 3).map(changeText).join("; "),
        })}
      </p>
      <Button
        variant="outlined"
        className="mt-3"
        onClick={() => {
          set(null);
          void reload();
        }}
      >
        {t("stale.reload")}
      </Button>
    </div>
  );
}
