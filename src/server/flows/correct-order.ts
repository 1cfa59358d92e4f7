import "server-only";
import { and, eq } from "drizzle-orm";
import type { OrderStatus, StaffOrder } from "@/domain/order";
import type { CourierFacts } from "@/domain/courier-quote";
import type { Correction } from "@/domain/order-correction";
import { correctedBody, correctionChanges, lockedTotal } from "@/domain/order-correction";
import { orderTotals } from "@/domain/money";
import { keptDiscounts, NO_PROMOTIONS } from "@/domain/order-discounts";
import { discountTotal } from "@/domain/promotions";
import type { BrandRef } from "../brands/resolve";
import { storefrontFor } from "../brands/storefront";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { AppError } from "../errors";
import { kickJobs } from "../jobs/jobs";
import { customerLanguage } from "../messages/order-message";
import { correctionWords } from "../messages/staff-orders";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { lockOrder, withPhone } from "../orders/rows";
import { withinCapacity } from "../orders/slots";
import { reamountUses } from "../promotions/claims";
import { staffOrder } from "../orders/views";
import { lockBranch } from "../staff/branch-lock";
import { marksOf } from "../staff/marks";
import { checked, checkedWithRoute, factsFor } from "./place-order";
import { record, tellCustomer } from "./record";

// Issue 36 item 4: staff correct an order before it is accepted: its lines (items, quantities,
// choices) and its time (docs/staff-orders.md). Steps: check (still PENDING; the corrected order
// priced by the rules it was placed by: src/domain/order-check.ts), write (one guarded update
// under the order's and the branch's locks, the slot's capacity kept), record (a CORRECTED
// timeline row saying what changed, the customer's message in their language, the live update).

const notPending = (status: OrderStatus | undefined) =>
  new AppError(
    "ORDER_NOT_PENDING",
    `This order is ${status ?? "gone"}: only an order not yet accepted can be corrected.`,
    { details: { status: status ?? null } },
  );

/** Corrects `checked` (an order of the caller's branches) as `correction` says. */
export async function correctOrder(
  brand: BrandRef,
  checkedOrder: Pick<OrderRow, "id">,
  correction: Correction,
  actor: Actor,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const { order: seen, phoneNumber } = await withPhone(db, brand.id, checkedOrder.id);
  if (seen.status !== "PENDING") throw notPending(seen.status);
  const storefront = await storefrontFor(brand);
  if (!storefront) throw new AppError("BRANCH_NOT_FOUND", "That branch does not exist.");
  // Its address and receipt were checked when it was placed, and stay; its route's length too
  // (an order from before issue 13 kept none: asked for again here, outside the locks).
  const body = correctedBody(seen, correction);
  const { facts } = await checkedWithRoute(storefront, body, {
    ...(await factsFor(brand, null, body)),
    proofFound: true,
    receiptLater: true,
    addressVerified: true,
    distanceInMeters: seen.deliveryMethod?.distanceInMeters ?? null,
    // Placed with a courier (issue 38): its delivery stays as placed; else its segments, as then.
    courier: courierKept(seen.deliveryMethod),
    // Its discounts stay as placed (their uses were claimed then), fitted to the corrected lines
    // below: none is added or judged again (issue 39).
    promotions: NO_PROMOTIONS,
  });
  await db.transaction(async (tx) => {
    // As an order is written: under the branch's lock shared, with staff's marks read there.
    await lockBranch(tx, brand.id, seen.branchId, "shared");
    const order = await lockOrder(tx, brand.id, seen.id);
    if (order?.status !== "PENDING") throw notPending(order?.status);
    const again = correctedBody(order, correction);
    const priced = checked(storefront, again, {
      ...facts,
      ...(await marksOf(brand.id, facts.now, tx)),
    });
    const fee = priced.delivery?.price ?? null;
    const discounts = keptDiscounts(order.discounts, orderTotals(priced.items, null).items, fee);
    const { total } = orderTotals(priced.items, fee, discountTotal(discounts));
    const was = { items: order.basket.items, scheduledFor: order.scheduledFor, total: order.total };
    const changes = correctionChanges(was, { ...priced, total });
    if (changes.length === 0) throw new AppError("NOTHING_TO_CORRECT");
    const locked = lockedTotal(order);
    if (locked && total !== order.total)
      throw new AppError(
        "TOTAL_CANNOT_CHANGE",
        locked === "ONLINE"
          ? "This order is paid online: a correction must keep its total."
          : "This order is paid: a correction must keep its total.",
        { details: { reason: locked, total: order.total, correctedTotal: total } },
      );
    // A new slot must have room; the one it holds already counts it.
    const moved = priced.scheduledFor?.getTime() !== order.scheduledFor?.getTime();
    const [updated] = await withinCapacity(
      tx,
      storefront,
      order.branchId,
      moved ? priced.scheduledFor : null,
      (d) =>
        d
          .update(orders)
          .set({
            basket: { currency: order.basket.currency, items: priced.items },
            discounts,
            total,
            deliveryMethod: priced.delivery,
            deliveryOrPickupTime: again.deliveryOrPickupTime,
            deliveryNotes: again.deliveryNotes,
            scheduledFor: priced.scheduledFor,
          })
          .where(
            and(
              eq(orders.brandId, brand.id),
              eq(orders.id, order.id),
              eq(orders.status, "PENDING"),
            ),
          )
          .returning(),
    );
    if (!updated) throw notPending(undefined);
    await reamountUses(tx, brand.id, order.id, discounts);
    const words = await correctionWords(tx, brand, updated, changes);
    await record(
      tx,
      brand,
      updated,
      phoneNumber,
      { type: "CORRECTED", reason: words.changes },
      actor,
    );
    if (phoneNumber)
      await tellCustomer(tx, brand.id, phoneNumber, words.message, {
        orderId: updated.id,
        language: await customerLanguage(tx, brand.id, updated),
      });
  });
  kickJobs();
  return (await staffOrder(brand, seen.id))!;
}

/** The courier delivery an order was placed with, kept by a correction (null: its segments). */
function courierKept(method: OrderRow["deliveryMethod"]): CourierFacts | null {
  if (!method?.courier) return null;
  const { humanReadableName, price, courier } = method;
  return {
    keepSegments: true,
    services: [],
    quote: null,
    kept: { humanReadableName, price, courier },
  };
}
