"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiError } from "@/features/api/client";
import { useErrorText } from "@/features/api/error-text";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { NOT_REQUIRED, OnlineConfirmation, TransferConfirmation } from "@/domain/payment";
import { ROUTES } from "@/domain/routes";
import type { BasketState } from "@/domain/basket";
import { courierMethod } from "@/domain/courier-quote";
import { formatMoney } from "@/domain/money";
import { useBasket } from "@/features/basket/basket-provider";
import { useRefreshBranches } from "@/features/basket/storefront-data";
import { useBrand } from "@/ui/brand-context";
import { notify } from "@/ui/toasts";
import {
  courierQuoteRanOut,
  freshCourier,
  orderPayload,
  placeOrder,
  withPromotions,
} from "./order-api";
import { usePromoChoice } from "./promo-store";

/** Refusals of the order's promotions: checkout shows them at the code box and the total. */
const PROMOTION_REFUSALS = [
  "PROMO_CODE_NOT_APPLICABLE",
  "PROMOTION_CHANGED",
  "REWARD_NOT_AVAILABLE",
];

/** Places the basket as an order; on success empties it and opens tracking (spec §4). */
export function usePlaceOrder() {
  const t = useTranslations("checkout");
  const errorText = useErrorText();
  const brand = useBrand();
  const router = useRouter();
  const state = useBasket((s) => s);
  const refreshBranches = useRefreshBranches();
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const promo = usePromoChoice();

  async function place(
    confirmation?: TransferConfirmation | OnlineConfirmation | typeof NOT_REQUIRED,
  ) {
    setPlacing(true);
    try {
      // A courier's quote that ran out is asked for again first (issue 38).
      const basket = courierQuoteRanOut(state) ? await requote() : state;
      if (!basket) return setPlacing(false);
      const send = (b: BasketState) =>
        placeOrder(
          brand.id,
          withPromotions(orderPayload(b, confirmation), {
            promoCode: promo.code,
            redeemReward: promo.redeemReward,
          }),
          state.idempotencyKey,
        );
      promo.setChanged(false);
      let uid: string;
      try {
        uid = await send(basket);
      } catch (error) {
        // The server's clock ran the quote out, or it was for the basket before its last change:
        // asked again, and placed at once with the same fee (another fee is told; nothing placed).
        if (apiError(error).reasonCode !== "COURIER_QUOTE_EXPIRED") throw error;
        const fresh = await requote();
        if (!fresh) return setPlacing(false);
        uid = await send(fresh);
      }
      state.orderPlaced();
      promo.clear();
      router.push(ROUTES.tracking(uid));
    } catch (error) {
      // The spec only logged this; a customer deserves to know. The basket is kept.
      const reason = apiError(error);
      console.warn("order creation failed:", reason.reasonCode);
      // A session that is gone is told once, on the way to sign in (AuthBootstrap).
      if (reason.reasonCode !== "UNAUTHENTICATED")
        notify("error", errorText(reason), t("placeFailed"));
      // The branch closed or paused, an item sold out, or the branch stopped taking this mode,
      // since the page read it: show it now (the basket's repair then asks for another mode).
      if (
        reason.reasonCode === "STORE_IS_CLOSED" ||
        reason.reasonCode === "STORE_IS_PAUSED" ||
        reason.reasonCode === "ITEM_SOLD_OUT" ||
        reason.reasonCode === "ORDER_MODE_NOT_OFFERED"
      )
        void refreshBranches();
      // The slot filled up or went meanwhile: checkout shows it, and the picker the times left.
      if (reason.reasonCode === "SLOT_FULL" || reason.reasonCode === "SLOT_UNAVAILABLE")
        void queryClient.invalidateQueries({ queryKey: ["slots"] });
      // Quoted again and refused again (the price moved meanwhile): the fresh one, for the next tap.
      if (reason.reasonCode === "COURIER_QUOTE_EXPIRED") await requote(true);
      // A code or reward refused, or a promotion run out, since the preview (issue 39): priced
      // again, the code box and the total say why; the code stays typed, to remove or keep.
      if (PROMOTION_REFUSALS.includes(reason.reasonCode)) {
        if (reason.reasonCode === "PROMOTION_CHANGED") promo.setChanged(true);
        void queryClient.invalidateQueries({ queryKey: ["price-preview"] });
      }
      setPlacing(false);
    }
  }
  /**
   * The chosen courier quoted again: with the same fee, the basket to place as is (`told`: the
   * customer was told already, so it is kept for their next tap); with another, the customer is
   * told the price changed and places again; a courier that cannot go now is unchosen, said so.
   */
  async function requote(told = false): Promise<BasketState | null> {
    const method = state.deliveryMethod!;
    const option = await freshCourier(state);
    if (!option) {
      state.setDeliveryMethod(null);
      notify("error", t("courierGone", { name: method.humanReadableName }));
      return null;
    }
    const fresh = courierMethod(option);
    state.setDeliveryMethod(fresh);
    if (fresh.price === method.price && !told) return { ...state, deliveryMethod: fresh };
    if (fresh.price !== method.price)
      notify(
        "info",
        t("courierPriceChanged", {
          name: fresh.humanReadableName,
          price: formatMoney(fresh.price, state.basket.currency),
        }),
      );
    return null;
  }

  return { place, placing };
}
