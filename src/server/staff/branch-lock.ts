import "server-only";
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

// Issue 31 item 13: a sold-out mark or a pause that has answered stops every order written after
// it. Staff's change takes its branch's lock alone (exclusive) while it writes; an order reads the
// branch's marks and pauses and writes itself under the same lock shared, in one transaction. So
// an order either commits before the change takes the lock, or reads the change once committed.
// A transaction lock: PostgreSQL lets it go at commit or rollback. PGlite's one connection runs
// one transaction at a time anyway, and a session never waits on its own lock.

/** The call that takes the branch's lock for the rest of its transaction, to select. */
export function branchLock(brandId: string, branchId: string, mode: "shared" | "exclusive"): SQL {
  const key = sql`hashtextextended(${`staff-change:${brandId}:${branchId}`}, 0)`;
  return mode === "exclusive"
    ? sql`pg_advisory_xact_lock(${key})`
    : sql`pg_advisory_xact_lock_shared(${key})`;
}

/** Takes the branch's lock for the rest of `tx`: `exclusive` for staff's change, else shared. */
export async function lockBranch(
  tx: Db,
  brandId: string,
  branchId: string,
  mode: "shared" | "exclusive",
): Promise<void> {
  await tx.execute(sql`select ${branchLock(brandId, branchId, mode)}`);
}
