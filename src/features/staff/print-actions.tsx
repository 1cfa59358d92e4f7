"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { PrintingStatus } from "@/contract";
import type { StaffOrder } from "@/domain/order";
import { shortOrderNumber } from "@/domain/order";
import type { PrintState } from "@/domain/printer";
import type { PrintKind } from "@/domain/receipt";
import { PRINT_KINDS } from "@/domain/receipt";
import { ROUTES } from "@/domain/routes";
import { useErrorText } from "@/features/api/error-text";
import { buttonClass } from "@/ui/button";
import { notify } from "@/ui/toasts";
import { PRINTING_KEY, printApi } from "./print-api";

/** While a printout is on its way, the board asks how it went this often. */
const WATCH_MS = 3000;
const underWay = (p: PrintState) => p.state !== "printed" && p.state !== "failed";

/**
 * An order card's printing (issue 36 item 2): its kitchen ticket and receipt, each a page made
 * for an 80 mm printer that opens the print dialog; where the branch has a network printer, Send
 * to printer (the ticket), and how the order's latest printout went.
 */
export function PrintActions({ order }: { order: StaffOrder }) {
  const t = useTranslations("print");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const number = shortOrderNumber(order.uid);
  // One read for the whole board: every card asks under the same key.
  const status = useQuery({
    queryKey: PRINTING_KEY,
    queryFn: printApi.status,
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.printouts.some(underWay) ? WATCH_MS : false),
  });
  const printer = status.data?.printers.find((p) => p.branchId === order.selectedBranch.id);
  const printout = status.data?.printouts.find((p) => p.orderId === order.uid);
  const send = useMutation({
    mutationFn: (kind: PrintKind) => printApi.print(order.uid, kind),
    onSuccess: (data) => queryClient.setQueryData<PrintingStatus>(PRINTING_KEY, data),
    onError: (error) => notify("error", errorText(error)),
  });
  // Accepting the order may have queued its ticket (the branch's setting): ask how it goes.
  const seenStatus = useRef(order.status);
  const autoTicket = printer?.ticketOnAccept;
  useEffect(() => {
    if (order.status === seenStatus.current) return;
    seenStatus.current = order.status;
    if (order.status === "ACCEPTED" && autoTicket)
      void queryClient.invalidateQueries({ queryKey: PRINTING_KEY });
  }, [order.status, autoTicket, queryClient]);

  const link = buttonClass("outlined", "min-h-12 px-4 text-base");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {PRINT_KINDS.map((kind) => (
        <a
          key={kind}
          href={`${ROUTES.staffPrint(order.uid, kind)}&print=1`}
          target="_blank"
          className={link}
          aria-label={t(`open.${kind}`, { number })}
        >
          {t(kind)}
        </a>
      ))}
      {printer && (
        <button
          type="button"
          className={link}
          disabled={send.isPending}
          aria-label={t("sendTicket", { number })}
          onClick={() => send.mutate("ticket")}
        >
          {t("send")}
        </button>
      )}
      {printout && (
        <p
          role="status"
          className={`basis-full text-sm font-semibold ${
            printout.failure ? "text-red-800" : "text-neutral-700"
          }`}
        >
          {t(`state.${printout.state}`, {
            kind: t(printout.kind),
            why: printout.failure ? t(`why.${printout.failure}`) : "",
          })}
        </p>
      )}
    </div>
  );
}
