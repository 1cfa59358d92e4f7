import type { OrderMode } from "./order-mode";
import type { StoreConfigs } from "./brand-config";
import type { PaymentChannel } from "./online-payment";
import { offeredChannels } from "./online-payment";

// Spec §5: methods offered are those compatible with the order mode AND active for the brand.
export const PAYMENT_METHODS = ["cashOnDelivery", "payAtOutlet", "transfer", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const NOT_REQUIRED = "NOT_REQUIRED";

export interface TransferConfirmation {
  proofImageSrc: string;
  transferMethod: string;
  noteFromClient: string;
}

/** Paying online (issue 20): the way chosen among the brand's channels. */
export interface OnlineConfirmation {
  channel: PaymentChannel;
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

/** The channels a customer may pay online with at this brand (none when it does not take them). */
export function onlineChannels(configs: Pick<StoreConfigs, "salesChannels">): PaymentChannel[] {
  return offeredChannels(configs.salesChannels.customerApp.paymentsMethods.online);
}

/**
 * The channel chosen for paying online, while it is one the brand still offers; null for another
 * method or before one is chosen (checkout then asks for it and waits).
 */
export function chosenChannel(
  payment: { method: string | null; confirmation: unknown },
  channels: readonly PaymentChannel[],
): PaymentChannel | null {
  if (payment.method !== "online") return null;
  const chosen = payment.confirmation;
  if (typeof chosen !== "object" || chosen === null || !("channel" in chosen)) return null;
  return channels.find((c) => c === chosen.channel) ?? null;
}

/** Whether the chosen method has all it needs to place the order: a channel, to pay online. */
export function paymentComplete(method: PaymentMethod | null, channel: PaymentChannel | null) {
  return method !== null && (method !== "online" || channel !== null);
}

/** Paying in person: cash to the courier, or at the counter when picking up. */
export const IN_PERSON_METHODS = ["cashOnDelivery", "payAtOutlet"] as const;
export type InPersonMethod = (typeof IN_PERSON_METHODS)[number];

/** Paid in person (cash to the courier, or at the counter): paid once staff complete the order. */
export function paidInPerson(method: string): method is InPersonMethod {
  return (IN_PERSON_METHODS as readonly string[]).includes(method);
}

/**
 * Whether staff say an order of `method` is paid: a transfer whose proof they checked, or money
 * handed over in person. An order paid online is paid by its gateway's word alone.
 */
export const staffMarksPaid = (method: string): boolean => method !== "online";

/**
 * How and when the customer pays in person, for the tracking page (issue 32 item 6): cash to the
 * courier, or at the counter; null for the other methods, and once the order is paid, completed
 * or cancelled.
 */
export function inPersonPayment(order: {
  status: string;
  paidAt: string | null;
  payment: { method: string };
}): InPersonMethod | null {
  if (order.paidAt || order.status === "COMPLETED" || order.status === "CANCELLED") return null;
  const { method } = order.payment;
  return paidInPerson(method) ? method : null;
}

/** The ways to pay in person this order may switch to from paying online (issue 32 item 6). */
export function inPersonMethods(
  mode: OrderMode,
  configs: Pick<StoreConfigs, "salesChannels">,
): InPersonMethod[] {
  return availablePaymentMethods(mode, configs).filter((m): m is InPersonMethod => paidInPerson(m));
}

type OnlineConfig = NonNullable<
  StoreConfigs["salesChannels"]["customerApp"]["paymentsMethods"]["online"]
>["merchantLevelConfigs"];

/** The brand's online payment settings when the method is on. */
export function onlineConfigOf(configs: StoreConfigs): OnlineConfig | null {
  const online = configs.salesChannels.customerApp.paymentsMethods.online?.merchantLevelConfigs;
  return online?.isActive ? online : null;
}
