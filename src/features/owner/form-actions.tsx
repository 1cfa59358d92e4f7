"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/ui/button";

/**
 * A console form's foot: what else it offers (`children`, on the left), then Cancel and Save,
 * which says "Saving…" while the brand is saved and waits for an upload (`busy`).
 */
export function FormActions({
  saving,
  busy = false,
  onCancel,
  cancelLabel,
  sticky = false,
  children,
}: {
  saving: boolean;
  busy?: boolean;
  onCancel?: () => void;
  /** Cancel's words, where it does more than close ("Undo changes"). */
  cancelLabel?: string;
  /** Kept in view at the foot of a long form. */
  sticky?: boolean;
  children?: React.ReactNode;
}) {
  const t = useTranslations("owner.menu");
  return (
    <div
      className={`flex flex-wrap justify-end gap-2 ${sticky ? "sticky bottom-0 -mx-4 items-center border-t border-neutral-200 bg-white px-4 py-3" : ""}`}
    >
      {children && <span className="mr-auto flex gap-2">{children}</span>}
      {onCancel && (
        <Button variant="text" onClick={onCancel}>
          {cancelLabel ?? t("cancel")}
        </Button>
      )}
      <Button type="submit" disabled={saving || busy}>
        {saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
