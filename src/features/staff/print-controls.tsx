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
  usePageAsLongAsThePrintout();
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

/**
 * `@page { size: 80mm auto }` asks for a page as long as the printout, but browsers take no
 * `auto` height (Chromium drops the rule and prints on Letter or A4): a roll printer would feed a
 * page's length of blank paper, or cut the printout into pages. So the page's height is measured
 * and written as a rule of its own: 80 mm by the printout's length.
 */
function usePageAsLongAsThePrintout() {
  useEffect(() => {
    const paper = document.querySelector<HTMLElement>(".print-paper");
    if (!paper) return;
    const rule = document.createElement("style");
    const fit = () => {
      // CSS pixels are 1/96 inch; the screen's enlargement is a transform, which this leaves out.
      const mm = Math.ceil((paper.offsetHeight * 25.4) / 96) + 1;
      rule.textContent = `@page { size: 80mm ${mm}mm; margin: 0; }`;
    };
    fit();
    document.head.append(rule);
    window.addEventListener("beforeprint", fit);
    return () => {
      window.removeEventListener("beforeprint", fit);
      rule.remove();
    };
  }, []);
}
