// Issue 35: where a shop stands. A shop made by sign-up is being set up until its owner opens it;
// the platform's operators can suspend any shop. Either way its storefront takes no orders.

export type ShopState = "setup" | "open" | "suspended";

export interface ShopStateFacts {
  openedAt: Date | string | null;
  suspendedAt: Date | string | null;
}

/** A suspension outranks everything: a suspended shop in set-up is suspended. */
export function shopState(facts: ShopStateFacts): ShopState {
  if (facts.suspendedAt) return "suspended";
  return facts.openedAt ? "open" : "setup";
}

/** Customers may order only from an open shop. */
export const takesOrders = (state: ShopState): boolean => state === "open";

/** Search engines index only an open shop (a shop being set up says "opening soon"). */
export const indexable = (state: ShopState): boolean => state === "open";

/**
 * The platform's own sign-in (its codes and sessions) is kept under a brand row of this id, which
 * is not a DNS label, so no shop's host ever resolves to it (decision 0033).
 */
export const PLATFORM_BRAND_ID = "_platform";
