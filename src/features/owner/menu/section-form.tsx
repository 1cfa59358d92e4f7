"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextField } from "@/ui/form";
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
      <TextField
        label={t("sectionName")}
        value={name}
        maxLength={120}
        error={shown}
        onChange={setName}
      />
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
