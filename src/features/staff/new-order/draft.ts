import type { OrderTime } from "@/domain/basket";
import type { BasketItem } from "@/domain/basket-line-schema";
import type { DeliveryAddress } from "@/domain/delivery-address";
import type { PaymentChannel } from "@/domain/online-payment";
import type { OrderMode } from "@/domain/order-mode";
import type { PlaceOrderBody } from "@/domain/order-schema";
import type { PaymentMethod } from "@/domain/payment";

// An order as staff write it down on the phone (issue 36 item 4), and the body it is sent as: the
// customer's own (src/domain/order-schema.ts), checked and priced on the server by the same rules.

export interface Draft {
  branchId: string | null;
  orderMode: OrderMode;
  items: BasketItem[];
  time: OrderTime;
  /** LATER: the slot chosen. */
  scheduledFor: string | null;
  method: PaymentMethod | null;
  /** A transfer: the shop's option the customer will pay to (its name). */
  transferOption: string | null;
  /** Paying online: the channel the customer will pay with from the order's page. */
  channel: PaymentChannel | null;
  /** Delivery: the address found (signed by the server), the details staff add, the method. */
  address: DeliveryAddress | null;
  addressDetails: string;
  deliveryMethod: string | null;
}

export const emptyDraft = (branchId: string | null): Draft => ({
  branchId,
  orderMode: "PICKUP",
  items: [],
  time: "NOW",
  scheduledFor: null,
  method: null,
  transferOption: null,
  channel: null,
  address: null,
  addressDetails: "",
  deliveryMethod: null,
});

/** The payment as the order's body says it; null while what it needs is not chosen. */
function paymentOf(draft: Draft): PlaceOrderBody["payment"] | null {
  switch (draft.method) {
    case null:
      return null;
    case "transfer":
      // No receipt: staff mark the order paid when the money is in.
      return draft.transferOption
        ? {
            method: "transfer",
            confirmation: {
              proofImageSrc: "",
              transferMethod: draft.transferOption,
              noteFromClient: "",
            },
          }
        : null;
    case "online":
      return draft.channel ? { method: "online", confirmation: { channel: draft.channel } } : null;
    default:
      return { method: draft.method, confirmation: "NOT_REQUIRED" };
  }
}

/**
 * The order to price and place, or null while it lacks a branch, an item, a payment, a slot for
 * later, or a delivery's address and method. Everything else is the server's to judge.
 */
export function orderOf(draft: Draft): PlaceOrderBody | null {
  const payment = paymentOf(draft);
  if (!draft.branchId || draft.items.length === 0 || !payment) return null;
  if (draft.time === "LATER" && !draft.scheduledFor) return null;
  const delivery = draft.orderMode === "DELIVERY";
  if (delivery && (!draft.address || !draft.deliveryMethod)) return null;
  return {
    orderMode: draft.orderMode,
    selectedBranchId: draft.branchId,
    deliveryOrPickupTime: draft.time,
    deliveryNotes: "",
    scheduledFor: draft.time === "LATER" ? draft.scheduledFor : null,
    deliveryAddress:
      delivery && draft.address
        ? { ...draft.address, addressDetails: draft.addressDetails.trim() }
        : null,
    deliveryMethod: delivery ? { humanReadableName: draft.deliveryMethod! } : null,
    basket: { items: draft.items },
    payment,
  };
}
