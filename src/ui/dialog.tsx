"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { LineIcon } from "./icon";

/**
 * A modal on the native <dialog> element: focus moves in and is kept there, Escape closes, and the
 * page behind is inert. Phones get a bottom sheet; wider screens a centred card.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useTranslations("common");
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className="m-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-3xl bg-white p-0 text-neutral-900 backdrop:bg-black/40 sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between border-b border-black/10 px-5 py-3">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("close")}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-variant focus-visible:outline-2 focus-visible:outline-primary"
            >
              <LineIcon className="h-5 w-5">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </LineIcon>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
