import type { OrderMode } from "./order-mode";
import type { StoreConfigs } from "./brand-config";
import type { Branch } from "./storefront";

// Issue 18 item 8: the smallest order a shop takes, on the items' subtotal (the delivery fee does
// not count): per delivery method, and optionally per branch for pickup. Checkout shows what is
// missing; the server refuses below it with 400 BELOW_MINIMUM_ORDER.

interface MinimumInput {
  orderMode: OrderMode | null;
  /** The chosen delivery method's name (spec: methods are named by humanReadableName). */
  deliveryMethodName: string | null | undefined;
  storeConfigs: Pick<StoreConfigs, "salesChannels">;
  branch: Pick<Branch, "pickupMinimumOrder"> | undefined;
}

/** The minimum items subtotal of this order, or null when there is none. */
export function minimumOrder(input: MinimumInput): number | null {
  if (input.orderMode === "PICKUP") return input.branch?.pickupMinimumOrder ?? null;
  if (input.orderMode !== "DELIVERY" || !input.deliveryMethodName) return null;
  const block = input.storeConfigs.salesChannels.customerApp.shippingBlocks.find(
    (b) => b.isActive && b.humanReadableName === input.deliveryMethodName,
  );
  return block?.minimumOrder ?? null;
}

/** How much the items fall short of the minimum: 0 when there is none or it is met. */
export function shortOfMinimum(itemsSubtotal: number, minimum: number | null): number {
  return minimum === null ? 0 : Math.max(0, minimum - itemsSubtotal);
}
