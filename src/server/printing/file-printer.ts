import "server-only";
import fs from "node:fs";
import path from "node:path";
import { env } from "../env";
import { logger } from "../logger";
import type { Printout, PrinterProvider } from "./printer";

/** The stand-in's outbox: one JSON line per printout, in DATA_DIR. */
export function printerOutboxPath(dataDir = env().dataDir): string {
  return path.join(dataDir, "printer-outbox.log");
}

/**
 * Tests and demos (PRINTER_PROVIDER=file, refused in production): nothing is printed. Each
 * printout is appended to DATA_DIR/printer-outbox.log with its text and its ESC/POS bytes
 * (base64), as the SMS console provider keeps its messages.
 */
export class FilePrinter implements PrinterProvider {
  constructor(private readonly file = printerOutboxPath()) {}

  async send({ bytes, ...printout }: Printout): Promise<void> {
    const line = JSON.stringify({
      time: new Date().toISOString(),
      ...printout,
      escpos: Buffer.from(bytes).toString("base64"),
    });
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, `${line}\n`, { mode: 0o600 });
    const { brandId, branchId, orderId, kind } = printout;
    logger().info(
      { print: { brandId, branchId, orderId, kind, outbox: this.file } },
      "printout written to the outbox",
    );
  }
}
