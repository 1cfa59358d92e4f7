import type { PrintKind } from "./receipt";

// A branch's network printer (issue 36 item 2, docs/printing.md): where the server sends a ticket
// or a receipt as ESC/POS bytes, what kedai refuses as its address, and how a printout went.

/** The raw printing port of network receipt printers (Epson, Star, the generic 80 mm ones). */
export const DEFAULT_PRINTER_PORT = 9100;
/**
 * Characters per line of an 80 mm printer's standard font: 48 on most (576 dots), 42 on those
 * that print 512 dots wide. The browser's print page uses 42, which reads better on paper.
 */
export const PRINTER_COLUMNS = [48, 42] as const;
export type PrinterColumns = (typeof PRINTER_COLUMNS)[number];
export const PAGE_COLUMNS: PrinterColumns = 42;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Addresses that are never a shop's printer: this machine (0.0.0.0/8, 127/8), link-local
 * (169.254/16, where clouds answer their metadata), multicast and reserved (224/3). Refused when
 * saved and again after the host name is looked up (src/server/printing/network-printer.ts).
 */
export function isRefusedAddress(ipv4: string): boolean {
  const m = IPV4.exec(ipv4);
  if (!m) return true;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 0 || a === 127 || (a === 169 && b === 254) || a >= 224;
}

/** Why `host` is not a printer's address (English, for the brand file's problems), or null. */
export function printerHostProblem(host: string): string | null {
  if (/[/:@\s]/.test(host))
    return "must be the printer's address alone, like 192.168.1.50 or printer.local (the port has its own field)";
  const ipv4 = IPV4.exec(host);
  if (ipv4) {
    if (ipv4.slice(1).some((part) => Number(part) > 255))
      return "is not an IPv4 address: each part is 0 to 255";
    return isRefusedAddress(host)
      ? "must be a printer on the shop's network, not this machine, link-local or multicast"
      : null;
  }
  const labels = host.toLowerCase().split(".");
  if (host.length > 253 || !labels.every((l) => LABEL.test(l)))
    return "must be an IPv4 address like 192.168.1.50 or a host name like printer.local";
  if (/^\d+$/.test(labels.at(-1)!)) return "is not an IPv4 address: it has four parts";
  if (labels.at(-1) === "localhost")
    return "must be a printer on the shop's network, not this machine";
  return null;
}

/** Why a printout did not reach its printer (src/server/printing): the board says it in words. */
export const PRINT_FAILURES = ["unreachable", "timeout", "not-found", "address"] as const;
export type PrintFailure = (typeof PRINT_FAILURES)[number];

/** How an order's latest printout went, as the board shows it beside the order. */
export interface PrintState {
  orderId: string;
  kind: PrintKind;
  /** queued: not tried yet; retrying: a try failed, another comes; failed: given up. */
  state: "queued" | "printing" | "retrying" | "printed" | "failed";
  /** Why the last try failed; null when none did. */
  failure: PrintFailure | "other" | null;
  /** When it was asked for, ISO 8601. */
  at: string;
}
