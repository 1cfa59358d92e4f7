import "server-only";
import type { Locale } from "@/domain/locale";
import type { StaffOrder } from "@/domain/order";
import type { PrintKind, PrintLine } from "@/domain/receipt";
import { plainText, printLines } from "@/domain/receipt";
import type { BrandRef } from "../brands/resolve";
import { findBrandById } from "../brands/resolve";
import { storefrontFor } from "../brands/storefront";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { enqueueJob, kickJobs } from "../jobs/jobs";
import { logger } from "../logger";
import type { OrderRow } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { branchPrinter } from "../printing/branch-printer";
import { escposBytes } from "../printing/escpos";
import { PRINT_WORDS } from "../printing/print-words";
import { printer } from "../printing/printer";
import type { PrintJob } from "./jobs";
import { printJob } from "./jobs";

// An order's kitchen ticket or receipt on its branch's network printer (issue 36 item 2,
// docs/printing.md). Staff ask for it ("Send to printer"), or accepting an order does where the
// branch says so. Steps: check there is a printer, queue a job (in the caller's transaction when
// it is a step of another flow); the job reads the order as it is then, lays it out
// (src/domain/receipt.ts), makes its ESC/POS and sends it, tried again with a growing wait.

/** The order's ticket or receipt as lines in `locale`, `columns` wide: the page and the printer. */
export async function orderLines(
  brand: BrandRef,
  order: StaffOrder,
  kind: PrintKind,
  locale: Locale,
  columns: number,
): Promise<PrintLine[]> {
  const storefront = await storefrontFor(brand);
  const branch = storefront?.branches.find((b) => b.id === order.selectedBranch.id);
  // A branch removed since (only once its orders were done) is printed as the order names it.
  const { name, phoneNumber, address } = branch ?? order.selectedBranch;
  return printLines(kind, {
    order,
    shop: {
      name: brand.name,
      branch: {
        name,
        phoneNumber,
        address: { address: address.address, city: "", postalCode: "", ...branch?.address },
      },
    },
    words: PRINT_WORDS[locale],
    locale,
    timeZone: brand.timeZone,
    columns,
  });
}

/** Staff's "Send to printer": 409 PRINTER_NOT_SET when the order's branch has none. */
export async function queuePrint(
  brand: BrandRef,
  order: Pick<OrderRow, "id" | "branchId">,
  kind: PrintKind,
): Promise<void> {
  const { db } = await getDb();
  if (!(await branchPrinter(db, brand.id, order.branchId))) throw new AppError("PRINTER_NOT_SET");
  await db.transaction((tx) =>
    enqueueJob(tx, brand.id, printJob, {
      orderId: order.id,
      branchId: order.branchId,
      kind,
      by: "staff",
    }),
  );
  kickJobs();
}

/** A step of accepting an order, in its transaction: the ticket, where its branch says so. */
export async function ticketOnAccept(
  tx: Db,
  brandId: string,
  order: Pick<OrderRow, "id" | "branchId">,
): Promise<void> {
  const settings = await branchPrinter(tx, brandId, order.branchId);
  if (settings?.ticketOnAccept)
    await enqueueJob(tx, brandId, printJob, {
      orderId: order.id,
      branchId: order.branchId,
      kind: "ticket",
      by: "accept",
    });
}

/** The job: the printout as the order and the printer's settings are now, sent. */
export async function printOrder(brandId: string, job: PrintJob): Promise<void> {
  const { orderId, branchId, kind } = job;
  const { db } = await getDb();
  const [brand, settings] = await Promise.all([
    findBrandById(brandId),
    branchPrinter(db, brandId, branchId),
  ]);
  const order = brand && (await staffOrder(brand, orderId));
  const drop = (why: string) =>
    logger().info({ print: { brandId, orderId, kind } }, `printout dropped: ${why}`);
  // Nothing to print on, or nothing to print: the owner took the printer away, or the order was
  // cancelled before its ticket went out (staff may still print it: it says CANCELLED).
  if (!brand || !order || !settings) return drop("no printer or no order");
  if (job.by === "accept" && order.status === "CANCELLED") return drop("the order was cancelled");
  const lines = await orderLines(brand, order, kind, brand.defaultLanguage, settings.columns);
  await printer().send({
    brandId,
    branchId,
    orderId,
    kind,
    host: settings.host,
    port: settings.port,
    bytes: escposBytes(lines, settings.columns),
    text: plainText(lines, settings.columns),
  });
}
