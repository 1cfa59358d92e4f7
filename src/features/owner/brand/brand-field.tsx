"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/ui/button";

// The Brand page's fields: a label, the control, a hint and the field's error under it, tied
// together for screen readers (aria-describedby names the hint and the error).

export const fieldInput =
  "mt-1 block w-full rounded-xl border border-outline bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700";

/** The props that tie a control to its hint and error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": Boolean(error), "aria-describedby": ids || undefined };
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

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
