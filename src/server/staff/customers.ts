import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { KnownCustomer } from "@/contract/staff-orders";
import { profileOf } from "../account/profile";
import { getDb } from "../db/client";
import { customers, orders } from "../db/schema";

// Issue 36 item 4: before taking an order by phone, staff see what their shop knows of the caller's
// number: the name they gave it, and how many orders they placed there. Nothing of other brands
// (each brand is its own data controller, docs/privacy.md), and no customer is made by asking.

/** The brand's customer of `phoneNumber` (in its normal form), as far as the brand knows them. */
export async function knownCustomer(brandId: string, phoneNumber: string): Promise<KnownCustomer> {
  const { db } = await getDb();
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phoneNumber, phoneNumber));
  if (!customer) return { phoneNumber, name: null, orders: 0 };
  const [profile, [placed]] = await Promise.all([
    profileOf(db, brandId, customer.id),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customer.id))),
  ]);
  return { phoneNumber, name: profile.name, orders: placed?.n ?? 0 };
}
