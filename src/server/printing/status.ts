import "server-only";
import type { PrintingStatus } from "@/contract/printing";
import type { StaffRole } from "@/domain/auth";
import { getDb } from "../db/client";
import { branchesWithPrinters } from "./branch-printer";
import { printStates } from "./print-state";

/** What the board shows of printing: which of the caller's branches print, and how it went. */
export async function printingStatus(
  brandId: string,
  role: Pick<StaffRole, "branchIds">,
): Promise<PrintingStatus> {
  const { db } = await getDb();
  const printers = await branchesWithPrinters(db, brandId, role.branchIds);
  const printouts = await printStates(
    db,
    brandId,
    printers.map((p) => p.branchId),
  );
  return { printers, printouts };
}
