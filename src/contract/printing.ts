// Tickets and receipts on a branch's network printer (issue 36 item 2, docs/printing.md). The
// browser's print page needs no endpoint: it is drawn on the server for its staff.
import { z } from "zod";
import { PRINT_KINDS } from "@/domain/receipt";
import type { PrintState } from "@/domain/printer";
import { endpoint, PRIVATE, returns } from "./endpoint";
import { routes } from "./routes";

export interface PrintingStatus {
  /** The caller's branches with a network printer, and whether Accept prints the ticket there. */
  printers: { branchId: string; ticketOnAccept: boolean }[];
  /** How each order's latest printout went, asked for in the last 12 hours. */
  printouts: PrintState[];
}

export const status = endpoint(routes.printing.status, {
  summary:
    "The caller's branches with a network printer, and how the printouts of their orders went in the last 12 hours (the latest per order: queued, printing, retrying, printed or failed, with why).",
  data: returns<PrintingStatus>("PrintingStatus"),
  cache: PRIVATE,
  errors: [],
});

export const print = endpoint(routes.printing.print, {
  loads: { order: "branch staff" },
  summary:
    "Sends the order's kitchen ticket or receipt ({kind: 'ticket' | 'receipt'}) to its branch's network printer: a print job, tried again with a growing wait. Answers the printing status.",
  body: z.strictObject({ kind: z.enum(PRINT_KINDS) }),
  data: returns<PrintingStatus>("PrintingStatus"),
  errors: ["ORDER_NOT_FOUND", "FORBIDDEN", "PRINTER_NOT_SET"],
});
