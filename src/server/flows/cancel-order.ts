import "server-only";
import type { StaffOrder } from "@/domain/order";
import { canMove } from "@/domain/order-status";
import type { BrandRef } from "../brands/resolve";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { enqueueJob, kickJobs } from "../jobs/jobs";
import type { Actor } from "../orders/events";
import type { OrderRow } from "../orders/rows";
import { withPhone } from "../orders/rows";
import { staffOrder } from "../orders/views";
import { endPaymentOnCancel } from "../payments/online";
import { giveBack } from "../promotions/claims";
import { illegalMove, moveStatus } from "./change-status";
import { cancelCourierOfCancelled } from "./cancel-courier";
import { refundJob } from "./jobs";
import { record } from "./record";
import { stopUnpaidCharge } from "./settle-payment";

// Cancelling an open order (issue 7; issue 20 items 6 and 7), by staff, the operator or a command.
// Steps: check (an open order, a reason), write the status, give back its promotions' uses and its
// reward (decision 0050), end its online payment (paid: a refund
// job, retried, whose failure shows on the board; unpaid: no longer waited for), record it
// (timeline, the customer's message with the reason, the live update), then stop an unpaid charge
// at its gateway so it is not paid after (if it is, it is refunded), and cancel its courier.

/** Cancels `checked`, an order the caller may act on (staff of its branch, the operator). */
export async function cancelOrder(
  brand: BrandRef,
  checked: Pick<OrderRow, "id">,
  actor: Actor,
  reason?: string,
): Promise<StaffOrder> {
  const { db } = await getDb();
  const { order, phoneNumber } = await withPhone(db, brand.id, checked.id);
  if (!canMove(order.status, "CANCELLED")) throw illegalMove(order.status, "CANCELLED");
  const why = reason?.trim() || null;
  if (!why) throw new AppError("REASON_REQUIRED", "reason: say why the order is cancelled");
  await db.transaction(async (tx) => {
    await moveStatus(tx, brand.id, order, "CANCELLED");
    await giveBack(tx, brand.id, order.id);
    if (await endPaymentOnCancel(tx, brand.id, order.id))
      await enqueueJob(tx, brand.id, refundJob, { orderId: order.id });
    const event = { type: "STATUS" as const, status: "CANCELLED" as const, reason: why };
    await record(tx, brand, order, phoneNumber, event, actor);
  });
  kickJobs();
  await stopUnpaidCharge(brand, order.id);
  // Its courier too (issue 38), best effort: a refusal stays on the card for staff.
  await cancelCourierOfCancelled(brand, order, actor);
  return (await staffOrder(brand, order.id))!;
}
