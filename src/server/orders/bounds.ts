import "server-only";
import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { onlinePayments, orders } from "../db/schema";
import { AppError } from "../errors";
import { env } from "../env";
import { orderOfPayment } from "./rows";
import type { Limit } from "../rate-limit";
import { HOUR_S } from "../rate-limit";

// Issue 31 item 2: what one customer may have of a brand's orders. At most ORDERS_PER_HOUR orders
// in a sliding hour (the shared limiter, src/server/rate-limit.ts: its lock per customer holds it
// across requests sent at once), and at most UNPAID_ONLINE_ORDERS orders waiting for an online
// payment, each of which is a charge made at the gateway and a card on the staff board.

/** The hourly limit of placing orders; its lock also makes a customer's orders go one at a time. */
export const orderLimits = (brandId: string, customerId: string): Limit[] => [
  {
    bucket: "orders",
    subject: `${brandId}:${customerId}`,
    max: env().ORDERS_PER_HOUR,
    windowSeconds: HOUR_S,
    refusal: {
      code: "TOO_MANY_ORDERS",
      message: (seconds) => `Too many orders in an hour. Try again in ${seconds} s.`,
    },
  },
];

/**
 * Refuses another order paying online while the customer has UNPAID_ONLINE_ORDERS orders waiting
 * for their payment (409 UNPAID_ONLINE_ORDERS, naming them). Run under the customer's lock.
 */
export async function checkUnpaidOnline(db: Db, brandId: string, customerId: string) {
  const waiting = await db
    .select({ id: orders.id })
    .from(onlinePayments)
    .innerJoin(orders, orderOfPayment)
    .where(
      and(
        eq(onlinePayments.brandId, brandId),
        eq(orders.customerId, customerId),
        // A payment that failed still waits while its customer may try again (issue 32 item 6).
        or(
          eq(onlinePayments.state, "PENDING"),
          and(
            eq(onlinePayments.state, "FAILED"),
            eq(orders.status, "PENDING"),
            sql`${orders.payment}->>'method' = 'online'`,
          ),
        ),
        // One whose time is up is about to be cancelled by the sweep: it holds nothing back.
        gt(onlinePayments.expiresAt, sql`now()`),
        ne(orders.status, "CANCELLED"),
      ),
    )
    .orderBy(orders.createdAt);
  const max = env().UNPAID_ONLINE_ORDERS;
  if (waiting.length >= max)
    throw new AppError(
      "UNPAID_ONLINE_ORDERS",
      `${waiting.length} of your orders are waiting for their online payment (at most ${max}). Pay for them, or choose another way to pay.`,
      { details: { orderIds: waiting.map((w) => w.id), max } },
    );
}
