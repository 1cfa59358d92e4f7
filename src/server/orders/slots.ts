import "server-only";
import type { SQL } from "drizzle-orm";
import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import type { SlotView } from "@/domain/slots";
import { slotsOf } from "@/domain/slots";
import { orderAheadAt } from "@/domain/order-ahead";
import type { Branch, Storefront } from "@/domain/storefront";
import { isoWithOffset } from "@/domain/time";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import { currentMarks } from "../staff/marks";

// Issue 18 items 3-4 on the server: the slots a branch offers (GET /api/branches/{id}/slots) and
// the check of an order's time. The rules are src/domain/slots.ts; here are the orders already
// in each slot, for the optional slotCapacity. What holds at a branch, the brand's values or its
// own, is orderAheadAt (src/domain/order-ahead.ts).

/** A branch's orders for later that hold a place (cancelled ones do not), with `when` on the slot. */
const holding = (brandId: string, branchId: string, when: SQL) =>
  and(
    eq(orders.brandId, brandId),
    eq(orders.branchId, branchId),
    when,
    ne(orders.status, "CANCELLED"),
  );

/** How many orders (not cancelled) each slot of a branch holds, from `from` on. */
async function takenSlots(
  db: Db,
  brandId: string,
  branchId: string,
  from: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ at: orders.scheduledFor, taken: count() })
    .from(orders)
    .where(holding(brandId, branchId, gte(orders.scheduledFor, from)))
    .groupBy(orders.scheduledFor);
  return new Map(rows.map((r) => [r.at!.getTime(), r.taken]));
}

/** The slots a branch offers now, each marked full when it holds slotCapacity orders. */
export async function branchSlots(storefront: Storefront, branch: Branch): Promise<SlotView[]> {
  const now = new Date();
  const { timeZone } = storefront.brand;
  const orderAhead = orderAheadAt(storefront.brand.orderAhead, branch);
  const pausedUntil = (await currentMarks(storefront.brand.id, now)).pauses.get(branch.id) ?? null;
  const slots = slotsOf(branch, orderAhead, now, timeZone, pausedUntil);
  const capacity = orderAhead.slotCapacity;
  const taken = capacity
    ? await takenSlots((await getDb()).db, storefront.brand.id, branch.id, now)
    : new Map<number, number>();
  return slots.map((at) => ({
    at: isoWithOffset(at, timeZone),
    full: capacity !== undefined && (taken.get(at.getTime()) ?? 0) >= capacity,
  }));
}

/**
 * Runs `insert` (the order's one statement) so that a slot never holds more than slotCapacity
 * orders, however many arrive at once: orders for one branch's slot take a transaction lock on
 * it, count, and insert in turn. Without a capacity, or for NOW, `insert` runs as it is.
 */
export async function withinCapacity<T>(
  db: Db,
  storefront: Storefront,
  branchId: string,
  scheduledFor: Date | null,
  insert: (db: Db) => Promise<T>,
): Promise<T> {
  const branch = storefront.branches.find((b) => b.id === branchId);
  const capacity = orderAheadAt(storefront.brand.orderAhead, branch).slotCapacity;
  if (!capacity || !scheduledFor) return insert(db);
  const brandId = storefront.brand.id;
  return db.transaction(async (tx) => {
    const key = `slot:${brandId}:${branchId}:${scheduledFor.toISOString()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [row] = await tx
      .select({ taken: count() })
      .from(orders)
      .where(holding(brandId, branchId, eq(orders.scheduledFor, scheduledFor)));
    if ((row?.taken ?? 0) >= capacity)
      throw new AppError("SLOT_FULL", "That time is fully booked. Choose another.", {
        details: { scheduledFor: isoWithOffset(scheduledFor, storefront.brand.timeZone) },
      });
    return insert(tx);
  });
}
