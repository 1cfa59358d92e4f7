import type { BasketState } from "@/domain/basket";
import type { CourierOption } from "@/domain/courier-quote";
import { courierMethod, quoteExpired } from "@/domain/courier-quote";
import type { OnlineConfirmation, TransferConfirmation } from "@/domain/payment";
import { NOT_REQUIRED } from "@/domain/payment";
import type { z } from "zod";
import { customerRoutes } from "@/contract/routes-customer";
import type { placeOrderBody } from "@/domain/order-schema";
import { call } from "@/features/api/client";

/** The order payload of spec §3 from the basket (docs/API.md); prices are the server's business. */
export function orderPayload(
  state: BasketState,
  confirmation: TransferConfirmation | OnlineConfirmation | typeof NOT_REQUIRED = NOT_REQUIRED,
) {
  return {
    orderMode: state.orderMode,
    selectedBranchId: state.selectedBranchId,
    deliveryOrPickupTime: state.deliveryOrPickupTime,
    deliveryNotes: state.deliveryOrPickupTime === "LATER" ? state.deliveryNotes : "",
    scheduledFor: state.deliveryOrPickupTime === "LATER" ? state.scheduledFor : null,
    deliveryAddress: state.orderMode === "DELIVERY" ? state.deliveryAddress : null,
    deliveryMethod:
      state.orderMode === "DELIVERY" && state.deliveryMethod
        ? {
            humanReadableName: state.deliveryMethod.humanReadableName,
            // A courier: the quote the order is placed with (the server checks it, issue 38).
            ...(state.deliveryMethod.courier
              ? { courierQuote: state.deliveryMethod.courier.token }
              : {}),
          }
        : null,
    basket: { currency: state.basket.currency, items: state.basket.items },
    payment: { method: state.payment.method, confirmation },
  };
}

/**
 * The payload with what the customer asked of promotions (issue 39): their code and "redeem my
 * reward", never an amount; left out when not asked, so the body is the one it was before.
 */
export function withPromotions<P extends ReturnType<typeof orderPayload>>(
  payload: P,
  promo: { promoCode?: string | null; redeemReward?: boolean },
): P & { promoCode?: string; redeemReward?: true } {
  return {
    ...payload,
    ...(promo.promoCode ? { promoCode: promo.promoCode } : {}),
    ...(promo.redeemReward ? { redeemReward: true as const } : {}),
  };
}

/** Spec §7 create order: signed in, X-Idempotency-Key; answers the new order's uid. */
export async function placeOrder(
  brandId: string,
  body: ReturnType<typeof withPromotions>,
  idempotencyKey: string,
): Promise<string> {
  const placed = await call(customerRoutes.orders.placeOrder, {
    params: { brandId },
    // A basket without mode or branch never gets here (canCheckout); if it did, the server's
    // 400 would name the field, as for any other wrong body.
    body: body as z.input<typeof placeOrderBody>,
    headers: { "X-Idempotency-Key": idempotencyKey },
  });
  return placed.uid;
}

/**
 * A fresh quote of the chosen courier (issue 38): its quote ran out, so placing asks again for the
 * same service at the same branch and address; null when it cannot go now.
 */
export async function freshCourier(state: BasketState): Promise<CourierOption | null> {
  const method = state.deliveryMethod;
  if (!method?.courier || !state.selectedBranchId || !state.deliveryAddress) return null;
  const answer = await call(customerRoutes.storefront.courierQuotes, {
    body: {
      branchId: state.selectedBranchId,
      address: state.deliveryAddress,
      items: state.basket.items.map(({ itemId, qty, choices }) => ({ itemId, qty, choices })),
    },
  }).catch(() => null);
  return answer?.options.find((o) => courierMethod(o).id === method.id) ?? null;
}

/** Whether the chosen courier's quote ran out by this browser's clock (placing asks again first). */
export const courierQuoteRanOut = (state: BasketState) =>
  quoteExpired(state.deliveryMethod, Date.now());
