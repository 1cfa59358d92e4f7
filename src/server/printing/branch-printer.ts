import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { BranchPrinter } from "@/domain/brand-config";
import type { Db } from "../db/client";
import { branches } from "../db/schema";

/** The branch's network printer, or null when it has none (issue 36 item 2). */
export async function branchPrinter(
  db: Db,
  brandId: string,
  branchId: string,
): Promise<BranchPrinter | null> {
  const [row] = await db
    .select({ printer: branches.printer })
    .from(branches)
    .where(and(eq(branches.brandId, brandId), eq(branches.id, branchId)));
  return row?.printer ?? null;
}

/** Which of `branchIds` have a printer, and whether accepting an order prints its ticket there. */
export async function branchesWithPrinters(
  db: Db,
  brandId: string,
  branchIds: readonly string[],
): Promise<{ branchId: string; ticketOnAccept: boolean }[]> {
  if (branchIds.length === 0) return [];
  const rows = await db
    .select({ id: branches.id, printer: branches.printer })
    .from(branches)
    .where(
      and(
        eq(branches.brandId, brandId),
        inArray(branches.id, [...branchIds]),
        isNotNull(branches.printer),
      ),
    );
  return rows.map((r) => ({ branchId: r.id, ticketOnAccept: r.printer!.ticketOnAccept }));
}
