import "server-only";
import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import type { PauseLength } from "@/domain/hours";
import { pauseEnd } from "@/domain/hours";
import type { BoardBranch } from "@/contract/staff";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { branchPauses } from "../db/schema";
import { AppError } from "../errors";
import { requireStorefront } from "../http";
import { covers } from "../access";
import { notifyBranchChange } from "../live/live";
import { lockBranch } from "./branch-lock";
import { forgetMarks, marksOf } from "./marks";

// Issue 18 item 7: staff pause a branch from the board ("busy: back in 30 min", "until
// tomorrow"); while paused it takes no order for NOW (409 STORE_IS_PAUSED), and the storefront
// says so. A pause lives in its own table: an import of the brand file leaves it alone.

/** The caller's branches as the board shows them. */
export async function boardBranches(brand: BrandRef, role: StaffRole): Promise<BoardBranch[]> {
  const [storefront, { pauses, soldOut }] = await Promise.all([
    requireStorefront(brand),
    marksOf(brand.id),
  ]);
  return storefront.branches
    .filter((b) => role.branchIds.includes(b.id))
    .map((b) => ({
      id: b.id,
      name: b.name,
      pausedUntil: pauses.get(b.id)?.toISOString() ?? null,
      soldOut: soldOut.get(b.id) ?? [],
    }));
}

/** Pauses a branch of the caller's for `length`, or resumes it (null). */
export async function pauseBranch(
  brand: BrandRef,
  role: StaffRole,
  branchId: string,
  length: PauseLength | null,
): Promise<BoardBranch> {
  const storefront = await requireStorefront(brand);
  const branch = storefront.branches.find((b) => b.id === branchId);
  if (!branch) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  if (!covers(role, branchId))
    throw new AppError("FORBIDDEN", "This branch is not one you work at.");
  const { db } = await getDb();
  const where = and(eq(branchPauses.brandId, brand.id), eq(branchPauses.branchId, branchId));
  const until = length === null ? null : pauseEnd(length, new Date(), brand.timeZone);
  // Under the branch's lock: once this answers, no order written after it ignores the pause
  // (issue 31 item 13, branch-lock.ts).
  await db.transaction(async (tx) => {
    await lockBranch(tx, brand.id, branchId, "exclusive");
    if (until === null) await tx.delete(branchPauses).where(where);
    else
      await tx
        .insert(branchPauses)
        .values({ brandId: brand.id, branchId, until, byName: role.name })
        .onConflictDoUpdate({
          target: [branchPauses.brandId, branchPauses.branchId],
          set: { until, byName: role.name, createdAt: new Date() },
        });
    // Open storefronts of the branch show it at once (the live stream of GET /api/storefront/events).
    await notifyBranchChange(tx, { brandId: brand.id, branchId });
  });
  forgetMarks(brand.id);
  return {
    id: branch.id,
    name: branch.name,
    pausedUntil: until?.toISOString() ?? null,
    soldOut: (await marksOf(brand.id)).soldOut.get(branchId) ?? [],
  };
}
