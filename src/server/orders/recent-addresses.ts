import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { addressKey } from "@/domain/account";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { dedupeAddresses } from "@/domain/geo";
import type { Db } from "../db/client";
import { hiddenAddresses, orders } from "../db/schema";
import { isIssuedAddress } from "../geo/address-signature";

export const RECENT_ORDERS = 5; // spec §9: recent addresses come from the last 5 orders

/**
 * Delivery addresses of a customer's last 5 orders in a brand, newest first, de-duplicated, less
 * those the customer removed from the list (issue 32 item 8; the orders keep them). Only places
 * this server issued (decision 0012): one from before that rule would be refused at checkout.
 */
export async function recentDeliveryAddresses(
  db: Db,
  brandId: string,
  customerId: string,
): Promise<DeliveryAddress[]> {
  const [rows, hidden] = await Promise.all([
    db
      .select({ address: orders.deliveryAddress })
      .from(orders)
      .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)))
      .orderBy(desc(orders.createdAt))
      .limit(RECENT_ORDERS),
    db
      .select({ address: hiddenAddresses.address, addressDetails: hiddenAddresses.addressDetails })
      .from(hiddenAddresses)
      .where(and(eq(hiddenAddresses.brandId, brandId), eq(hiddenAddresses.customerId, customerId))),
  ]);
  const gone = new Set(hidden.map(addressKey));
  return dedupeAddresses(
    rows.flatMap((r) =>
      r.address && isIssuedAddress(r.address) && !gone.has(addressKey(r.address))
        ? [r.address]
        : [],
    ),
  );
}

/** Takes an address off the customer's recent list in this brand; answers the list left. */
export async function hideRecentAddress(
  db: Db,
  brandId: string,
  customerId: string,
  address: { address: string; addressDetails: string },
): Promise<DeliveryAddress[]> {
  await db
    .insert(hiddenAddresses)
    .values({ brandId, customerId, ...address })
    .onConflictDoNothing();
  return recentDeliveryAddresses(db, brandId, customerId);
}
