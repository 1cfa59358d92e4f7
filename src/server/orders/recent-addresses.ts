import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { addressKey } from "@/domain/account";
import type { DeliveryAddress } from "@/domain/delivery-address";
import { dedupeAddresses } from "@/domain/geo";
import type { Db } from "../db/client";
import { hiddenAddresses, orders } from "../db/schema";
import { isIssuedAddress } from "../geo/address-signature";

export const RECENT_ORDERS = 5; // spec §9: recent addresses come from the last 5 orders

/**
 * Delivery addresses of a customer's last 5 orders in a brand, newest first, de-duplicated, less
 * those the customer removed from the list since they last ordered there (issue 32 item 8; the
 * orders keep them). Only places
 * this server issued (decision 0012): one from before that rule would be refused at checkout.
 */
export async function recentDeliveryAddresses(
  db: Db,
  brandId: string,
  customerId: string,
): Promise<DeliveryAddress[]> {
  const [rows, hidden] = await Promise.all([
    db
      .select({ address: orders.deliveryAddress, at: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.brandId, brandId), eq(orders.customerId, customerId)))
      .orderBy(desc(orders.createdAt))
      .limit(RECENT_ORDERS),
    db
      .select({
        address: hiddenAddresses.address,
        addressDetails: hiddenAddresses.addressDetails,
        at: hiddenAddresses.createdAt,
      })
      .from(hiddenAddresses)
      .where(and(eq(hiddenAddresses.brandId, brandId), eq(hiddenAddresses.customerId, customerId))),
  ]);
  // Removed from the list when it was, not for ever: ordered there again later, it is back.
  const removedAt = new Map(hidden.map((h) => [addressKey(h), h.at]));
  const removed = (address: DeliveryAddress, orderedAt: Date) => {
    const at = removedAt.get(addressKey(address));
    return at !== undefined && orderedAt <= at;
  };
  return dedupeAddresses(
    rows.flatMap((r) =>
      r.address && isIssuedAddress(r.address) && !removed(r.address, r.at) ? [r.address] : [],
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
    .onConflictDoUpdate({
      target: [
        hiddenAddresses.brandId,
        hiddenAddresses.customerId,
        hiddenAddresses.address,
        hiddenAddresses.addressDetails,
      ],
      set: { createdAt: sql`now()` },
    });
  return recentDeliveryAddresses(db, brandId, customerId);
}
