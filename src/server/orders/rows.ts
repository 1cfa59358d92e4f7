import "server-only";
import { and, eq } from "drizzle-orm";
import { ORDER_ID_PATTERN } from "@/domain/order";
import type { Scope } from "../access";
import { covers, notYourBranch } from "../access";
import type { BrandRef } from "../brands/resolve";
import type { Db } from "../db/client";
import { customerProfiles, customers, orders } from "../db/schema";
import { AppError } from "../errors";

// An order's row as the flows read it: found by its id in the caller's brand, with what staff
// see of its customer, and refused (404, 403) to a caller who may not act on it.

export type OrderRow = typeof orders.$inferSelect;

export type { Scope };

const notFound = () => new AppError("ORDER_NOT_FOUND");

/** An order id from a path: anything that cannot be one of ours is the same 404 as a missing order. */
export function requireOrderId(orderId: string): string {
  if (!ORDER_ID_PATTERN.test(orderId)) throw notFound();
  return orderId;
}

/** The order id of a path `/api/orders/{brandId}/{orderId}`: another brand's path is the same 404. */
export function requireOrderInPath(
  brand: BrandRef,
  params: { brandId: string; orderId: string },
): string {
  if (params.brandId !== brand.id) throw notFound();
  return requireOrderId(params.orderId);
}

/**
 * Orders with their customer's phone number and the name they gave this brand: what staff see. An
 * order kept after its customer deleted their account has neither (docs/privacy.md).
 */
export const ordersWithPhone = (db: Db) =>
  db
    .select({ order: orders, phoneNumber: customers.phoneNumber, name: customerProfiles.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(
      customerProfiles,
      and(
        eq(customerProfiles.brandId, orders.brandId),
        eq(customerProfiles.customerId, orders.customerId),
      ),
    );

export async function orderWithPhone(db: Db, brandId: string, orderId: string) {
  const [row] = await ordersWithPhone(db).where(
    and(eq(orders.brandId, brandId), eq(orders.id, orderId)),
  );
  return row;
}

/** The order if it exists in this brand and the caller may act on it: 404 or 403 otherwise. */
export async function orderInScope(db: Db, brand: BrandRef, orderId: string, scope: Scope) {
  const row = await orderWithPhone(db, brand.id, orderId);
  if (!row) throw notFound();
  if (!covers(scope, row.order.branchId)) throw notYourBranch();
  return row;
}

/** Locks the order's row for the rest of the transaction: kedai's writers of an order take it first. */
export async function lockOrder(tx: Db, brandId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
    .for("update");
  return row ?? null;
}
