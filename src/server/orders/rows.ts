import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ORDER_ID_PATTERN } from "@/domain/order";
import type { Db } from "../db/client";
import { customerProfiles, customers, onlinePayments, orders } from "../db/schema";
import { AppError } from "../errors";

// An order's row as the flows read it: found by its id in the caller's brand, with what staff
// see of its customer, and refused (404, 403) to a caller who may not act on it.

export type OrderRow = typeof orders.$inferSelect;

const notFound = () => new AppError("ORDER_NOT_FOUND");

/** The join of an order to its customer's profile at its brand (a left join: there may be none). */
export const profileOfOrder = and(
  eq(customerProfiles.brandId, orders.brandId),
  eq(customerProfiles.customerId, orders.customerId),
);

/**
 * The name an order is for (issue 36 item 3), with `profileOfOrder` joined: the one it was placed
 * under, or, for an order placed before orders kept it, the name its customer gives this brand now.
 */
export const orderNameSql = sql<
  string | null
>`coalesce(${orders.customerName}, ${customerProfiles.name})`;

/**
 * Orders with their customer's phone number and the name they are for: what staff see. An order
 * kept after its customer deleted their account has neither (docs/privacy.md).
 */
export const ordersWithPhone = (db: Db) =>
  db
    .select({ order: orders, phoneNumber: customers.phoneNumber, name: orderNameSql })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerProfiles, profileOfOrder);

/**
 * Orders with what staff see of their customers (as ordersWithPhone), read for a list of orders
 * by id (the staff board's): two lookups by key, however many customers the brand has.
 */
export async function withPhones(db: Db, brandId: string, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((r) => r.customerId))];
  if (ids.length === 0) return [];
  const [people, profiles] = await Promise.all([
    db
      .select({ id: customers.id, phoneNumber: customers.phoneNumber })
      .from(customers)
      .where(inArray(customers.id, ids)),
    db
      .select({ id: customerProfiles.customerId, name: customerProfiles.name })
      .from(customerProfiles)
      .where(and(eq(customerProfiles.brandId, brandId), inArray(customerProfiles.customerId, ids))),
  ]);
  const phone = new Map(people.map((p) => [p.id, p.phoneNumber]));
  const name = new Map(profiles.map((p) => [p.id, p.name]));
  return rows.map((order) => ({
    order,
    phoneNumber: phone.get(order.customerId) ?? null,
    name: order.customerName ?? name.get(order.customerId) ?? null, // as orderNameSql
  }));
}

export async function orderWithPhone(db: Db, brandId: string, orderId: string) {
  const [row] = await ordersWithPhone(db).where(
    and(eq(orders.brandId, brandId), eq(orders.id, orderId)),
  );
  return row;
}

/**
 * The order as it is now, with its customer's phone number: what a flow acting on an order the
 * route wrapper loaded and checked (src/server/resources.ts) reads first. 404 if it is gone.
 */
export async function withPhone(db: Db, brandId: string, orderId: string) {
  const row = await orderWithPhone(db, brandId, orderId);
  if (!row) throw notFound();
  return row;
}

/** The order `orderId` of the brand, for a caller who may act on every order (the operator). */
export async function requireOrder(db: Db, brandId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, brandId, orderId);
  if (!order) throw notFound();
  return order;
}

/** The order `orderId` of the brand; null when there is none (or the id cannot be one of ours). */
export async function findOrder(db: Db, brandId: string, orderId: string) {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)));
  return row ?? null;
}

/** The join of an online payment's row to its order's. */
export const orderOfPayment = and(
  eq(orders.brandId, onlinePayments.brandId),
  eq(orders.id, onlinePayments.orderId),
);

/** Locks the order's row for the rest of the transaction: kedai's writers of an order take it first. */
export async function lockOrder(tx: Db, brandId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
    .for("update");
  return row ?? null;
}
