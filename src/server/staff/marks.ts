import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { SoldOutMark } from "@/domain/sold-out";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { branchPauses, soldOutItems } from "../db/schema";
import { subscribeToBranchChanges } from "../live/live";
import { remember } from "../remember.mjs";

// Staff's marks on a brand's branches: pauses (issue 18 item 7, pauses.ts) and sold-out items
// (item 6, sold-out.ts), read in one statement. What changes them notifies BRANCH_EVENTS_CHANNEL;
// `currentMarks` keeps each brand's marks in memory until then (issue 34 item 1: an order read
// them twice, in two statements each time). Where a mark must hold, an order's write reads them
// again under the branch's lock (`marksOf` through the transaction, branch-lock.ts).

export interface StaffMarks {
  /** The branches paused, with when each pause ends. */
  pauses: Map<string, Date>;
  /** The items sold out, by branch. */
  soldOut: Map<string, SoldOutMark[]>;
}

interface MarkRow {
  kind: string;
  branchId: string;
  itemId: string | null;
  until: Date | null;
}

function markRows(db: Db, brandId: string, now: Date): Promise<MarkRow[]> {
  const pauses = db
    .select({
      kind: sql<string>`'pause'`.as("kind"),
      branchId: branchPauses.branchId,
      itemId: sql<string | null>`null`.as("item_id"),
      until: branchPauses.until,
    })
    .from(branchPauses)
    .where(and(eq(branchPauses.brandId, brandId), gt(branchPauses.until, now)));
  const soldOut = db
    .select({
      kind: sql<string>`'sold out'`,
      branchId: soldOutItems.branchId,
      itemId: sql<string | null>`${soldOutItems.itemUid}`,
      until: soldOutItems.until,
    })
    .from(soldOutItems)
    .where(
      and(
        eq(soldOutItems.brandId, brandId),
        or(isNull(soldOutItems.until), gt(soldOutItems.until, now)),
      ),
    );
  // Sold-out marks first: the union's columns take their types (an end may be null).
  return unionAll(soldOut, pauses);
}

/** The marks of `rows` still standing at `now` (a pause or a mark for today ends by itself). */
function standing(rows: readonly MarkRow[], now: Date): StaffMarks {
  const marks: StaffMarks = { pauses: new Map(), soldOut: new Map() };
  for (const r of rows) {
    if (r.until && r.until <= now) continue;
    if (r.kind === "pause") marks.pauses.set(r.branchId, r.until!);
    else
      marks.soldOut.set(r.branchId, [
        ...(marks.soldOut.get(r.branchId) ?? []),
        { itemId: r.itemId!, until: r.until?.toISOString() ?? null },
      ]);
  }
  return marks;
}

/** A brand's marks standing at `now`, read now (through `through`: a transaction). */
export async function marksOf(
  brandId: string,
  now = new Date(),
  through?: Db,
): Promise<StaffMarks> {
  const db = through ?? (await getDb()).db;
  return standing(await markRows(db, brandId, now), now);
}

/** Kept marks are read again after this long even if no change was heard (a missed notification). */
const KEPT_MS = 60_000;

const kept = remember("staff-marks", () => ({
  byBrand: new Map<string, { rows: Promise<MarkRow[]>; at: number }>(),
  listening: false,
}));

/**
 * Forgets a brand's kept marks: called by the change itself once it commits, so the process that
 * answered it never shows the marks before it (other processes hear of it through the channel).
 */
export function forgetMarks(brandId: string): void {
  kept.byBrand.delete(brandId);
}

/**
 * A brand's marks standing at `now`, as this process last read them: read again after a change is
 * heard (or may have been missed), or after KEPT_MS. For what shows a shop's state and an order's
 * first check; an order's write reads them through its transaction (`marksOf`).
 */
export async function currentMarks(brandId: string, now = new Date()): Promise<StaffMarks> {
  if (!kept.listening) {
    kept.listening = true;
    subscribeToBranchChanges((change) => {
      if (change) forgetMarks(change.brandId);
      else kept.byBrand.clear();
    });
  }
  let entry = kept.byBrand.get(brandId);
  if (!entry || Date.now() - entry.at > KEPT_MS) {
    const read = {
      rows: getDb().then(({ db }) => markRows(db, brandId, new Date())),
      at: Date.now(),
    };
    kept.byBrand.set(brandId, (entry = read));
    read.rows.catch(() => {
      if (kept.byBrand.get(brandId) === read) kept.byBrand.delete(brandId);
    });
  }
  return standing(await entry.rows, now);
}
