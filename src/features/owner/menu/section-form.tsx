"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormActions } from "../form-actions";

/** A section's name, new or renamed. */
export function SectionForm({
  name: initial,
  error,
  saving,
  onSave,
  onCancel,
}: {
  name: string;
  /** The server's refusal of the name, in the owner's words. */
  error: string | undefined;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("owner.menu");
  const id = useId();
  const [name, setName] = useState(initial);
  const [local, setLocal] = useState<string>();
  const shown = local ?? error;
  return (
    <form
      noValidate
      className="space-y-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setLocal(t("needsSectionName"));
        setLocal(undefined);
        onSave(name.trim());
      }}
    >
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {t("sectionName")}
        </label>
        <input
          id={id}
          className="mt-1 block w-full rounded-xl border border-outline px-3 py-2 text-base aria-[invalid=true]:border-red-700"
          value={name}
          maxLength={120}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {shown && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {shown}
          </p>
        )}
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
