"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import type { PrintKind } from "@/domain/receipt";
import { ROUTES } from "@/domain/routes";
import { useErrorText } from "@/features/api/error-text";
import { Button } from "@/ui/button";
import { LinkButton } from "@/ui/link-button";
import { notify } from "@/ui/toasts";
import { printApi } from "./print-api";

/**
 * Above the printout, never printed: back to the board, Print (the browser's dialog: choose the
 * 80 mm printer, no margins), and Send to printer where the branch has a network one. Opened with
 * ?print=1 (the board's Ticket and Receipt), the dialog opens at once.
 */
export function PrintControls({
  orderId,
  kind,
  printer,
}: {
  orderId: string;
  kind: PrintKind;
  /** The order's branch has a network printer. */
  printer: boolean;
}) {
  const t = useTranslations("print");
  const errorText = useErrorText();
  const send = useMutation({
    mutationFn: () => printApi.print(orderId, kind),
    onSuccess: () => notify("success", t("sent", { kind: t(kind) })),
    onError: (error) => notify("error", errorText(error)),
  });
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("print") !== "1") return;
    // After the fonts, so the dialog's preview has the printout as it prints.
    void document.fonts.ready.then(() => window.print());
  }, []);
  return (
    <div className="mx-auto mb-4 flex max-w-xl flex-wrap items-center gap-3">
      <LinkButton variant="text" href={ROUTES.staff}>
        <span aria-hidden="true">←</span> {t("back")}
      </LinkButton>
      <Button onClick={() => window.print()}>{t("print")}</Button>
      {printer && (
        <Button variant="outlined" disabled={send.isPending} onClick={() => send.mutate()}>
          {t("send")}
        </Button>
      )}
      <p className="basis-full text-sm text-neutral-700">{t("hint")}</p>
    </div>
  );
}
