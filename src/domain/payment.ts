import type { OrderMode } from "./basket";
import type { StoreConfigs } from "./brand-config";

// Spec §5: methods offered are those compatible with the order mode AND active for the brand.
export const PAYMENT_METHODS = ["cashOnDelivery", "payAtOutlet", "transfer", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const NOT_REQUIRED = "NOT_REQUIRED";

export interface TransferConfirmation {
  proofImageSrc: string;
  transferMethod: string;
  noteFromClient: string;
}

const MODES: Record<PaymentMethod, readonly OrderMode[]> = {
  cashOnDelivery: ["DELIVERY"],
  payAtOutlet: ["PICKUP"],
  transfer: ["DELIVERY", "PICKUP"],
  // Issue 20: QRIS, e-wallets and virtual accounts through the brand's gateway.
  online: ["DELIVERY", "PICKUP"],
};

export function availablePaymentMethods(
  mode: OrderMode | null,
  configs: Pick<StoreConfigs, "salesChannels">,
): PaymentMethod[] {
  if (!mode) return [];
  const active = configs.salesChannels.customerApp.paymentsMethods;
  return PAYMENT_METHODS.filter(
    (m) => MODES[m].includes(mode) && active[m]?.merchantLevelConfigs.isActive === true,
  );
}

/** Spec §4: the order is ready for checkout when a payment method is set. */
export function isReadyForCheckout(payment: { method: string | null }): boolean {
  return Boolean(payment.method);
}
