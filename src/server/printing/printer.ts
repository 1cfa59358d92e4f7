import "server-only";
import type { PrintFailure } from "@/domain/printer";
import type { PrintKind } from "@/domain/receipt";
import { env } from "../env";
import { remember } from "../remember.mjs";
import { FilePrinter } from "./file-printer";
import { NetworkPrinter } from "./network-printer";

// The transport of tickets and receipts to a branch's network printer (issue 36 item 2,
// docs/printing.md), chosen by PRINTER_PROVIDER like the text messages' (src/server/sms).

/** A printout on its way to a printer: its ESC/POS bytes, and its lines as plain text. */
export interface Printout {
  brandId: string;
  branchId: string;
  orderId: string;
  kind: PrintKind;
  host: string;
  port: number;
  bytes: Uint8Array;
  text: string;
}

/** A failure of a printer; its message starts with its reason ("timeout: …"), kept by the job. */
export class PrinterError extends Error {
  constructor(
    readonly reason: PrintFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** Hands one printout to its printer; throws (a PrinterError) when the printer did not take it. */
export interface PrinterProvider {
  send(printout: Printout): Promise<void>;
}

export function printer(): PrinterProvider {
  return remember<PrinterProvider>("printer", () =>
    env().PRINTER_PROVIDER === "file" ? new FilePrinter() : new NetworkPrinter(),
  );
}
