"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { LineIcon } from "./icon";

const SIZES = {
  card: {
    dialog: "m-0 mt-auto max-h-[90dvh] rounded-t-3xl sm:m-auto sm:max-w-md sm:rounded-3xl",
    body: "max-h-[90dvh]",
  },
  page: {
    dialog:
      "m-0 h-dvh max-h-none sm:m-auto sm:h-[calc(100dvh-4rem)] sm:w-[calc(100vw-4rem)] sm:max-w-5xl sm:rounded-3xl",
    body: "h-full",
  },
  /** A sheet along the screen's right edge, its full height (the board's branch controls). */
  side: { dialog: "my-0 mr-0 ml-auto h-dvh max-h-none sm:max-w-md", body: "h-full" },
} as const;

/**
 * A modal on the native <dialog> element: focus moves in and is kept there, Escape closes, and the
 * page behind is inert. Phones get a bottom sheet; wider screens a centred card (`size` "card"), or
 * a sheet along the right edge ("side").
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  size = "card",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  size?: keyof typeof SIZES;
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
      className={`${SIZES[size].dialog} w-full max-w-none bg-white p-0 text-neutral-900 backdrop:bg-black/40`}
    >
      {open && (
        <div className={`flex flex-col ${SIZES[size].body}`}>
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
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
