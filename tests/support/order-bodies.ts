/** A pickup order's body as the storefront sends it (docs/API.md), paid at the outlet. */
export function pickupOrder(
  branchId: string,
  items: { itemId: string; qty: number; choices?: Record<string, string[] | string> }[],
  extra: Record<string, unknown> = {},
) {
  return {
    orderMode: "PICKUP",
    selectedBranchId: branchId,
    deliveryOrPickupTime: "NOW",
    deliveryNotes: "",
    deliveryAddress: null,
    deliveryMethod: null,
    basket: { currency: "IDR", items },
    payment: { method: "payAtOutlet", confirmation: "NOT_REQUIRED" },
    ...extra,
  };
}
