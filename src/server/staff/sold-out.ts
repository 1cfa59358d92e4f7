import "server-only";
import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@/domain/auth";
import { pauseEnd } from "@/domain/hours";
import type { SoldOutFor, SoldOutMark } from "@/domain/sold-out";
import { findItem, menuOfBranch } from "@/domain/storefront";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { soldOutItems } from "../db/schema";
import { AppError } from "../errors";
import { requireStorefront } from "../http";
import { covers } from "../access";
import { notifyBranchChange } from "../live/live";
import { lockBranch } from "./branch-lock";
import { forgetMarks, marksOf } from "./marks";

// Issue 18 item 6: staff mark an item sold out at their branch, for today or until they mark it
// back. Storefronts showing the branch hear of it at once (BRANCH_EVENTS_CHANNEL); an order with
// it is refused (409 ITEM_SOLD_OUT, place-order.ts).

/** Marks an item of the caller's branch sold out (`for`), or back on sale (null). */
export async function markSoldOut(
  brand: BrandRef,
  role: StaffRole,
  branchId: string,
  itemId: string,
  length: SoldOutFor | null,
): Promise<SoldOutMark[]> {
  const storefront = await requireStorefront(brand);
  const branch = storefront.branches.find((b) => b.id === branchId);
  if (!branch) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  if (!covers(role, branchId))
    throw new AppError("FORBIDDEN", "This branch is not one you work at.");
  if (!findItem(menuOfBranch(storefront, branchId), itemId))
    throw new AppError("ITEM_NOT_IN_MENU", `${itemId} is not on this branch's menu`);
  const { db } = await getDb();
  const where = and(
    eq(soldOutItems.brandId, brand.id),
    eq(soldOutItems.branchId, branchId),
    eq(soldOutItems.itemUid, itemId),
  );
  // Under the branch's lock: once this answers, no order written after it sells the item
  // (issue 31 item 13, branch-lock.ts).
  await db.transaction(async (tx) => {
    await lockBranch(tx, brand.id, branchId, "exclusive");
    if (length === null) await tx.delete(soldOutItems).where(where);
    else {
      const until = length === "today" ? pauseEnd("tomorrow", new Date(), brand.timeZone) : null;
      await tx
        .insert(soldOutItems)
        .values({ brandId: brand.id, branchId, itemUid: itemId, until, byName: role.name })
        .onConflictDoUpdate({
          target: [soldOutItems.brandId, soldOutItems.branchId, soldOutItems.itemUid],
          set: { until, byName: role.name, createdAt: new Date() },
        });
    }
    await notifyBranchChange(tx, { brandId: brand.id, branchId });
  });
  forgetMarks(brand.id);
  return (await marksOf(brand.id)).soldOut.get(branchId) ?? [];
}
