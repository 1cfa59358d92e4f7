import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { awaitsPayment } from "@/domain/online-payment";
import { shortOrderNumber } from "@/domain/order";
import type { ProductionOrder, ProductionStatus } from "@/domain/production";
import { PRODUCTION_LIMIT } from "@/domain/production";
import { dayBounds } from "@/domain/sales-days";
import { isoWithOffset } from "@/domain/time";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import type { OrderRow } from "./rows";
import { withPhones } from "./rows";
import { paymentsOf } from "./views";

// The orders of a production list (issue 36 item 1, docs/production.md): those of some branches
// due on one day of the brand, read through the indexes that key orders by branch and time, so a
// day costs what its own orders cost, however long the history. An order for later is due at its
// slot (orders_slot_idx: brand, branch, scheduled_for); one for now, or an older one for later
// without a slot, when it was placed (orders_board_idx: brand, branch, created_at).
// tests/integration/board-indexes.integ.ts EXPLAINs both.

/**
 * The orders of `branchIds` in `statuses` due on `date` (YYYY-MM-DD, the brand's day), the
 * earliest due first, at most PRODUCTION_LIMIT (`truncated` when there were more).
 */
export async function productionOrders(
  brand: BrandRef,
  branchIds: readonly string[],
  date: string,
  statuses: readonly ProductionStatus[],
): Promise<{ orders: ProductionOrder[]; truncated: boolean }> {
  if (branchIds.length === 0 || statuses.length === 0) return { orders: [], truncated: false };
  const { db } = await getDb();
  const { start, end } = dayBounds(date, brand.timeZone);
  const theirs = and(
    eq(orders.brandId, brand.id),
    inArray(orders.branchId, [...branchIds]),
    inArray(orders.status, [...statuses]),
  );
  const [slotted, placed] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(theirs, gte(orders.scheduledFor, start), lt(orders.scheduledFor, end)))
      .orderBy(asc(orders.scheduledFor))
      .limit(PRODUCTION_LIMIT + 1),
    db
      .select()
      .from(orders)
      .where(
        and(
          theirs,
          isNull(orders.scheduledFor),
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(PRODUCTION_LIMIT + 1),
  ]);
  const due = (r: OrderRow) => (r.scheduledFor ?? r.createdAt).getTime();
  const rows = [...slotted, ...placed].sort((a, b) => due(a) - due(b));
  const kept = rows.slice(0, PRODUCTION_LIMIT);
  const online = kept.filter((r) => r.status === "PENDING" && r.payment.method === "online");
  const [people, payments] = await Promise.all([
    withPhones(db, brand.id, kept),
    paymentsOf(
      db,
      brand.id,
      online.map((r) => r.id),
    ),
  ]);
  return {
    orders: people.map(({ order: r, name }) => ({
      uid: r.id,
      number: shortOrderNumber(r.id),
      status: r.status as ProductionStatus,
      branchId: r.branchId,
      branchName: r.selectedBranch.name,
      orderMode: r.orderMode,
      slot: r.scheduledFor && isoWithOffset(r.scheduledFor, brand.timeZone),
      placedAt: r.createdAt.toISOString(),
      customerName: name,
      note: r.deliveryNotes,
      awaitingPayment: awaitsPayment({ status: r.status, onlinePayment: payments.get(r.id) }),
      lines: r.basket.items.map(({ itemId, name, qty, choices }) => ({
        itemId,
        name,
        qty,
        ...(choices ? { choices } : {}),
      })),
    })),
    truncated: rows.length > PRODUCTION_LIMIT,
  };
}
