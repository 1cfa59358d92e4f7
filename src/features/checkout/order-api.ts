import type { BasketState } from "@/domain/basket";
import type { TransferConfirmation } from "@/domain/payment";
import { NOT_REQUIRED } from "@/domain/payment";
import { authedFetch } from "@/features/auth/authed-fetch";

export interface PlaceOrderError {
  reasonCode: string;
  message: string;
}

/** The order payload of spec §3 from the basket (docs/API.md); prices are the server's business. */
export function orderPayload(
  state: BasketState,
  confirmation: TransferConfirmation | typeof NOT_REQUIRED = NOT_REQUIRED,
) {
  return {
    orderMode: state.orderMode,
    selectedBranchId: state.selectedBranchId,
    deliveryOrPickupTime: state.deliveryOrPickupTime,
    deliveryNotes: state.deliveryOrPickupTime === "LATER" ? state.deliveryNotes : "",
    deliveryAddress: state.orderMode === "DELIVERY" ? state.deliveryAddress : null,
    deliveryMethod:
      state.orderMode === "DELIVERY" && state.deliveryMethod
        ? { humanReadableName: state.deliveryMethod.humanReadableName }
        : null,
    basket: { currency: state.basket.currency, items: state.basket.items },
    payment: { method: state.payment.method, confirmation },
  };
}

/** Spec §7 create order: bearer token (renewed), X-Idempotency-Key; answers the new order's uid. */
export async function placeOrder(
  brandId: string,
  body: unknown,
  idempotencyKey: string,
): Promise<string> {
  const response = await authedFetch(`/api/orders/${encodeURIComponent(brandId)}/customer`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    data?: { uid: string };
    error?: PlaceOrderError;
  };
  if (response.status === 200 && answer.data) return answer.data.uid;
  throw response.status >= 400
    ? (answer.error ?? { reasonCode: "server_error", message: response.statusText })
    : new Error(response.statusText);
}
