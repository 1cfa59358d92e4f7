import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { dedupeAddresses } from "@/domain/geo";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { isIssuedAddress } from "../geo/address-signature";

export const RECENT_ORDERS = 5; // spec §9: recent addresses come from the last 5 orders

/**
 * Delivery addresses of a customer's last 5 orders in a brand, newest first, de-duplicated. Only
 * places this server issued (decision 0012): one from before that rule would be refused at checkout.
 */
export async function recentDeliveryAddresses(
  db: Db,
  brandId: string,
  customerId: string,
): Promise<DeliveryAddress[]> {
  const rows = await db
    .select({ address: orders.deliveryAddress })
    .from(orders)
    .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt))
    .limit(RECENT_ORDERS);
  return dedupeAddresses(
    rows.flatMap((r) => (r.address && isIssuedAddress(r.address) ? [r.address] : [])),
  );
}
