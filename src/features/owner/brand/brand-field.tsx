"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/ui/button";

// The Brand page's parts, each saved on its own; their fields are the form kit's (src/ui/form.tsx).

/** A titled part of the Brand page, saved on its own. */
export function BrandSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A part's save button: "Saving…" while its save is under way. */
export function SaveButton({
  saving,
  busy,
  label,
}: {
  saving: boolean;
  busy?: boolean;
  label: string;
}) {
  const t = useTranslations("ownerBrand");
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving || busy}>
        {saving ? t("saving") : label}
      </Button>
    </div>
  );
}
